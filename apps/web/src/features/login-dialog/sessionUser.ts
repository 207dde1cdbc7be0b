import type { CurrentUser, SessionAnswer } from '@weekends/shared/accounts';

/** Login, sign-up and guest answers carry a token only for bearer clients; the session cache holds the user alone. */
export function toSessionUser({ token: _token, ...user }: SessionAnswer): CurrentUser {
  return user;
}
