import type { CurrentUser } from '@weekends/shared/accounts';

/** The user menu's links, shared by the desktop menu and the mobile sheet; Logout comes last, apart. */
const ACCOUNT_LINKS = [
  { to: '/customer/dashboard/profile', labelKey: 'account.profile', hostOnly: false },
  { to: '/customer/dashboard/bookings', labelKey: 'account.bookings', hostOnly: false },
  { to: '/vendor/dashboard', labelKey: 'account.hostDashboard', hostOnly: true },
  // The provider's staff reach the back office from here (only admins; the server checks it again).
  { to: '/admin', labelKey: 'account.backOffice', hostOnly: false, adminOnly: true },
  // A corporate's HR team reach its awards and figures here (only corporate admins; the server checks it again).
  { to: '/corporate-admin', labelKey: 'account.corporateDashboard', hostOnly: false, corporateAdminOnly: true },
  { to: '/contact', labelKey: 'account.contact', hostOnly: false },
] as const;

export const LOGOUT_LINK = { to: '/logout', labelKey: 'account.logout' } as const;

export function accountLinksFor(user: Pick<CurrentUser, 'isHost' | 'isAdmin' | 'isCorporateAdmin'>) {
  return ACCOUNT_LINKS.filter(
    (link) =>
      (!link.hostOnly || user.isHost) &&
      (!('adminOnly' in link) || user.isAdmin) &&
      (!('corporateAdminOnly' in link) || user.isCorporateAdmin),
  );
}

/** Up to two letters for the avatar: first and last name's initials. */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  const letter = (s: string) => Array.from(s.trim())[0] ?? '';
  return (letter(user.firstName) + letter(user.lastName)).toUpperCase();
}
