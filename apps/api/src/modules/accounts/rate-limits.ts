/**
 * Per-IP limits on the routes a bot would hammer (issue 3), counted in this process's memory:
 * several instances would each allow this much, so a shared store (Redis) is needed behind a load balancer.
 */
export const ACCOUNT_RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  captchaChallenge: { max: 30, timeWindow: 60_000 },
} as const;
