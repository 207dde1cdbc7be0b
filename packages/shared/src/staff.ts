import { z } from 'zod';

/**
 * Staff roles: least privilege in the back office. Every member of staff has exactly one role
 * (`customers.staff_role`; `customers.is_admin`, "is staff", is derived from it). The owner may use everything,
 * including this list of staff; the other roles only the areas STAFF_AREAS gives them.
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Who may use each area of the back office, besides the owner (who may use them all). One table for the API's guards
 * (`requireStaff(STAFF_AREAS.x)` on each route) and for the web (the sections and tabs a role sees), so the two
 * never disagree. An area with no role is the owner's alone. Reads and writes differ where the issue asks:
 * support reads orders, only finance refunds or cancels.
 */
export const STAFF_AREAS = {
  /** Revenue, bookings and customers per day; top activities and hosts. */
  overview: ['finance'],
  /** Host applications with their trade licence: a host is paid by us, so the owner decides. */
  hostApprovals: [],
  /** Listing submissions (new listings and edits): the catalogue's. */
  listingApprovals: ['content'],
  /** Review moderation. */
  reviews: ['support'],
  /** Categories, cities, areas, timings, preferences, the activities table, places and dates. */
  catalogue: ['content'],
  /** Slides, home sections, the announcement strip, trending cities. */
  homePage: ['content'],
  /** Weekend passes and the own pass: products of the catalogue. */
  passes: ['content'],
  /** Promo codes: money off every sale. */
  promoCodes: ['finance'],
  /** Orders and their history, searched and exported. */
  ordersRead: ['finance', 'support'],
  /** Refunding an order, cancelling a voucher. */
  ordersWrite: ['finance'],
  /** Hosts with their figures and bank details. */
  hostsRead: ['finance', 'support'],
  /** A host's commission and listing rights, payout statements, monthly payouts. */
  hostTerms: ['finance'],
  /** Closing a host's business account and erasing the person's (the host asked to leave): the owner decides. */
  hostClosure: [],
  payouts: ['finance'],
  /** Every account, and suspending or reinstating one (a staff account: the owner only). */
  customers: ['support'],
  /** Corporates, their domains and corporate admins. */
  corporates: ['support'],
  /** Corporates' invoices and their payment. */
  corporateInvoices: ['finance'],
  /** Interest requests, messages, nominations, newsletter subscribers. */
  inbox: ['support'],
  /** Career applications with the résumé: the inbox's, and careers are content's. */
  careerApplications: ['support', 'content'],
  /** The outbox: a customer's mail, its preview and resend. */
  mail: ['support'],
  /** Blog posts and career openings. */
  content: ['content'],
  /** The audit log of every back-office action. */
  audit: [],
  /** Staff and their roles. */
  staff: [],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'owner'>[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** May a member of staff with this role use the area? The owner may use every one. */
export function staffMayUse(role: StaffRole | null | undefined, area: StaffArea): boolean {
  if (!role) return false;
  return role === 'owner' || (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}

export const STAFF_MESSAGES = {
  notForYourRole: 'Your role does not allow this.',
  staffSuspension: 'Only an owner may suspend or reinstate a member of staff.',
  memberNotFound: 'This member of staff was not found.',
  accountNotFound: 'No account has this e-mail address.',
  guestAccount: 'A guest has no password to sign in with. Ask them to sign up first.',
  alreadyStaff: 'This account is already a member of staff.',
  lastOwner: 'The back office needs at least one owner. Make someone else an owner first.',
  /** The row changed since the page was loaded (another owner acted at the same time). */
  changed: 'This member of staff was changed meanwhile. Please check the list again.',
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
} as const;

/** One member of staff in the owner's Staff page. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** When the account was suspended; null when it is active. */
  suspendedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.array(staffMemberSchema);

/** Adds an existing account (not a guest) as staff with a role. */
export const addStaffBodySchema = z.object({
  email: z.string().trim().min(1, STAFF_MESSAGES.emailRequired).max(254).email(STAFF_MESSAGES.emailInvalid),
  role: staffRoleSchema,
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

/**
 * Changes a member's role. `from` is the role the page showed: the change is conditional on it, so when two owners
 * act at once the second gets 409 instead of silently undoing the first.
 */
export const changeStaffRoleBodySchema = z.object({ role: staffRoleSchema, from: staffRoleSchema });
export type ChangeStaffRoleBody = z.input<typeof changeStaffRoleBodySchema>;

/** Removing a member takes the role the page showed, for the same reason. */
export const removeStaffQuerySchema = z.object({ from: staffRoleSchema });
