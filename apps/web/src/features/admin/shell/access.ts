import { staffMayUse, type StaffArea, type StaffRole } from '@weekends/shared/staff';
import { useSession } from '../../../lib/session.ts';

/**
 * Which area of the back office (STAFF_AREAS, the table the API's guards read) each page belongs to, by address
 * prefix, most specific first. A page shows only to a role that may use its area; the API refuses the rest anyway.
 */
const PAGE_AREAS: readonly (readonly [prefix: string, area: StaffArea])[] = [
  ['/admin/overview', 'overview'],
  ['/admin/approvals/hosts', 'hostApprovals'],
  ['/admin/approvals/listings', 'listingApprovals'],
  ['/admin/approvals/reviews', 'reviews'],
  ['/admin/catalogue/slides', 'homePage'],
  ['/admin/catalogue/home', 'homePage'],
  ['/admin/catalogue/settings', 'homePage'],
  ['/admin/catalogue', 'catalogue'],
  ['/admin/orders', 'ordersRead'],
  ['/admin/passes', 'passes'],
  ['/admin/promo-codes', 'promoCodes'],
  ['/admin/hosts', 'hostsRead'],
  ['/admin/customers', 'customers'],
  ['/admin/payouts', 'payouts'],
  ['/admin/corporate-invoices', 'corporateInvoices'],
  ['/admin/corporates', 'corporates'],
  ['/admin/inbox/applications', 'careerApplications'],
  ['/admin/inbox', 'inbox'],
  ['/admin/mail', 'mail'],
  ['/admin/content', 'content'],
  ['/admin/audit', 'audit'],
  ['/admin/staff', 'staff'],
];

/** The area of a back-office address, or undefined for one that names none (/admin itself, an unknown page). */
export function areaOf(pathname: string): StaffArea | undefined {
  return PAGE_AREAS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}

/** The signed-in member's role, or null (the back office's guard keeps everyone else out). */
export function useStaffRole(): StaffRole | null {
  const session = useSession();
  return session.user?.staffRole ?? null;
}

/** May the signed-in member use the area? */
export function useMayUse(): (area: StaffArea) => boolean {
  const role = useStaffRole();
  return (area) => staffMayUse(role, area);
}
