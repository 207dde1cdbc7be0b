import { z } from 'zod';
import { adminPage, adminTableQuerySchema } from './admin-tables.ts';

/**
 * The back office's Hosts section: hosts with their figures and terms, every account's suspension, and the monthly
 * payouts (hosts are paid in the first week of each month for the vouchers redeemed in the month before).
 */
export const COMMISSION_PERCENT_MIN = 0;
export const COMMISSION_PERCENT_MAX = 50;
export const PAYOUT_REFERENCE_MAX_LENGTH = 100;

export const ADMIN_HOSTS_MESSAGES = {
  hostNotFound: 'Host not found.',
  accountNotFound: 'Account not found.',
  commissionRange: `The commission rate must be a whole number from ${COMMISSION_PERCENT_MIN} to ${COMMISSION_PERCENT_MAX} %.`,
  nothingToChange: 'Choose a commission rate or whether the host may manage activities.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  ownAccount: 'You cannot suspend your own account.',
  referenceRequired: 'Please give the bank reference of the transfer.',
  referenceTooLong: `Please keep the bank reference under ${PAYOUT_REFERENCE_MAX_LENGTH} characters.`,
  amountPositive: 'The amount must be more than zero.',
  amountTooHigh: 'The amount is more than what is due to this host for the month.',
  nothingDue: 'Nothing is due to this host for this month.',
  /** Another payout was recorded since the page was loaded (or the same form was sent twice). */
  dueChanged:
    'The amount due has changed since this page was loaded (a payout was recorded meanwhile). Please check it again.',
  futureMonth: 'Payouts are recorded for the current month or earlier.',
  closeNameMismatch: 'Type the business name exactly as it is shown to confirm.',
  closeGuestsHolding:
    "Guests still hold vouchers for this host's experiences. They must be used, expire or be cancelled before the account is closed.",
  closeCheckoutInProgress:
    "An order of this host's experiences is waiting for its payment. Try again once it is paid or has expired.",
  closeOwed: 'This host is still owed money for redeemed vouchers. Record the payout first.',
  alreadyClosed: 'This business account is already closed.',
  closeStaff: 'A member of staff cannot be closed as a host. Remove them from the staff first.',
  closeOwnAccount: 'You cannot close your own account.',
} as const;

/** yyyy-MM, a month on the Dubai calendar. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as yyyy-MM.');

const commissionPercentSchema = z
  .number({ error: ADMIN_HOSTS_MESSAGES.commissionRange })
  .int(ADMIN_HOSTS_MESSAGES.commissionRange)
  .min(COMMISSION_PERCENT_MIN, ADMIN_HOSTS_MESSAGES.commissionRange)
  .max(COMMISSION_PERCENT_MAX, ADMIN_HOSTS_MESSAGES.commissionRange);

/** How a host shows in the list: the application's state, or suspended (which wins). */
export const adminHostStatusSchema = z.enum(['pending', 'approved', 'rejected', 'suspended', 'closed']);
export type AdminHostStatus = z.infer<typeof adminHostStatusSchema>;

export const ADMIN_HOST_SORTS = ['business', 'email', 'status', 'listings', 'sales', 'amountDue', 'createdAt'] as const;
export const adminHostsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(ADMIN_HOST_SORTS).default('createdAt'),
  status: adminHostStatusSchema.optional(),
});
export type AdminHostsQuery = z.infer<typeof adminHostsQuerySchema>;

/** One row of GET /api/admin/hosts. Money in fils. */
export const adminHostRowSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  status: adminHostStatusSchema,
  commissionPercent: z.number().int(),
  canManageActivities: z.boolean(),
  listings: z.number().int(),
  /** What customers paid for the host's items (cancelled ones left out). */
  sales: z.number().int(),
  /** Host amounts of redeemed vouchers less every payout recorded: what the host is owed today. */
  amountDue: z.number().int(),
  createdAt: z.string(),
});
export type AdminHostRow = z.infer<typeof adminHostRowSchema>;
export const adminHostsPageSchema = adminPage(adminHostRowSchema);

/** GET /api/admin/hosts/:id: the row, the profile, the bank details and the figures the host sees on its dashboard. */
export const adminHostDetailSchema = adminHostRowSchema.extend({
  suspendedAt: z.string().nullable(),
  /** When the provider closed the business account; null while it is open. */
  closedAt: z.string().nullable(),
  /** Vouchers of the host's experiences guests still hold (not used, cancelled or expired): closing waits for them. */
  guestVouchers: z.number().int(),
  phoneNumber: z.string().nullable(),
  designation: z.string().nullable(),
  landline: z.string().nullable(),
  contact2: z
    .object({
      name: z.string(),
      mobile: z.string().nullable(),
      landline: z.string().nullable(),
      designation: z.string().nullable(),
    })
    .nullable(),
  business: z.object({
    tradeLicenseId: z.string().nullable(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    area: z.string().nullable(),
    website: z.string().nullable(),
  }),
  bank: z.object({
    accountHolder: z.string().nullable(),
    accountNumber: z.string().nullable(),
    bankName: z.string().nullable(),
    bankAddress: z.string().nullable(),
    iban: z.string().nullable(),
    swiftCode: z.string().nullable(),
  }),
  figures: z.object({
    revenue: z.number().int(),
    orders: z.number().int(),
    pending: z.number().int(),
    redeemed: z.number().int(),
    paid: z.number().int(),
  }),
});
export type AdminHostDetail = z.infer<typeof adminHostDetailSchema>;

/** PATCH /api/admin/hosts/:id: the commercial terms (a new rate applies to sales made from now on). */
export const hostTermsBodySchema = z
  .object({ commissionPercent: commissionPercentSchema.optional(), canManageActivities: z.boolean().optional() })
  .refine(
    (body) => body.commissionPercent !== undefined || body.canManageActivities !== undefined,
    ADMIN_HOSTS_MESSAGES.nothingToChange,
  );
export type HostTermsBody = z.infer<typeof hostTermsBodySchema>;

/** POST /api/admin/hosts/:id/close: the business name typed again, so the wrong host is never closed by a slip. */
export const closeHostBodySchema = z.object({
  businessName: z.string().trim().min(1, ADMIN_HOSTS_MESSAGES.closeNameMismatch).max(200),
});
export type CloseHostBody = z.infer<typeof closeHostBodySchema>;

/** What closing did: when, and whether the person's account is erased yet (else it waits for their own vouchers). */
export const hostClosureSchema = z.object({ id: z.number().int(), closedAt: z.string(), erased: z.boolean() });
export type HostClosure = z.infer<typeof hostClosureSchema>;

export const ADMIN_CUSTOMER_SORTS = ['name', 'email', 'createdAt'] as const;
export const adminCustomersQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(ADMIN_CUSTOMER_SORTS).default('createdAt'),
  status: z.enum(['active', 'suspended']).optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isGuest: z.boolean(),
  isHost: z.boolean(),
  isAdmin: z.boolean(),
  isCorporate: z.boolean(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomersPageSchema = adminPage(adminCustomerRowSchema);

/** The answer of suspend and reinstate. */
export const suspensionOutcomeSchema = z.object({ id: z.number().int(), suspendedAt: z.string().nullable() });
export type SuspensionOutcome = z.infer<typeof suspensionOutcomeSchema>;

export const ADMIN_PAYOUT_SORTS = ['business', 'amountDue', 'paid', 'due'] as const;
export const adminPayoutsQuerySchema = adminTableQuerySchema.extend({
  month: monthSchema,
  sort: z.enum(ADMIN_PAYOUT_SORTS).default('due'),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** One host's line of a month: host amounts of the vouchers redeemed in it, what was paid for it, and the rest. */
export const adminPayoutRowSchema = z.object({
  hostId: z.number().int(),
  businessName: z.string(),
  redeemedItems: z.number().int(),
  amountDue: z.number().int(),
  paid: z.number().int(),
  /** amountDue − paid: what the bank transfer should carry. */
  due: z.number().int(),
  hasBankDetails: z.boolean(),
  /** The reference a transfer for this month should carry (the CSV's and the form's default). */
  suggestedReference: z.string(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;
export const adminPayoutsPageSchema = adminPage(adminPayoutRowSchema).extend({
  month: monthSchema,
  totalDue: z.number().int(),
});
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;

/**
 * POST /api/admin/payouts: marks a transfer made. `expectedDue` is what the admin saw: when another payout was
 * recorded meanwhile (or the form was sent twice) the due differs and nothing is recorded.
 */
export const markPayoutBodySchema = z.object({
  hostId: z.number().int().positive(),
  month: monthSchema,
  amount: z.number({ error: ADMIN_HOSTS_MESSAGES.amountPositive }).int().positive(ADMIN_HOSTS_MESSAGES.amountPositive),
  reference: z
    .string({ error: ADMIN_HOSTS_MESSAGES.referenceRequired })
    .trim()
    .min(1, ADMIN_HOSTS_MESSAGES.referenceRequired)
    .max(PAYOUT_REFERENCE_MAX_LENGTH, ADMIN_HOSTS_MESSAGES.referenceTooLong),
  expectedDue: z.number().int(),
});
export type MarkPayoutBody = z.infer<typeof markPayoutBodySchema>;

export const recordedPayoutSchema = z.object({
  id: z.number().int(),
  hostId: z.number().int(),
  month: monthSchema,
  amount: z.number().int(),
  reference: z.string(),
  due: z.number().int(),
});
export type RecordedPayout = z.infer<typeof recordedPayoutSchema>;

/** The reference a month's transfer carries, so the bank statement names the host and the month. */
export const payoutReference = (hostId: number, month: string) => `WKND-${month.replace('-', '')}-H${hostId}`;

/** The columns of the payout CSV for the bank (GET /api/admin/payouts/export.csv). */
export const PAYOUT_CSV_COLUMNS = [
  'Host',
  'Account holder',
  'IBAN',
  'SWIFT',
  'Bank',
  'Amount (AED)',
  'Reference',
] as const;
