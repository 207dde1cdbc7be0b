import { z } from 'zod';

/**
 * A customer's rights over their data (the UAE's Federal Decree-Law 45 of 2021: access, correction, portability and
 * erasure): 'Download my data' (a ZIP prepared by a job and mailed as a link) and 'Delete my account' (a grace period,
 * then erasure, with the tax records the VAT law keeps for five years left with the name replaced).
 */

/** Days between asking for the deletion and the erasure; signing in meanwhile cancels it. */
export const DELETION_GRACE_DAYS = 14;
/** Days the mailed download link (and the file behind it) lasts. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** Years the VAT law keeps tax records (orders, booked items, invoices). */
export const TAX_RECORD_YEARS = 5;
/** The name an erased account's orders and reviews carry. */
export const ERASED_FIRST_NAME = 'Deleted';
export const ERASED_LAST_NAME = 'customer';

export const DATA_RIGHTS_MESSAGES = {
  exportPending: 'Your data is already being prepared. We will e-mail you a link as soon as it is ready.',
  exportNotFound: 'This download link is not valid for your account.',
  exportExpired: 'This download link has expired. Please ask for your data again.',
  deletionPending: 'Your account is already due to be deleted.',
  noDeletion: 'Your account is not due to be deleted.',
  hostCloses:
    'A host account is closed through us, not here: please contact us and we will close your business account.',
  staffCannotDelete: 'Staff accounts cannot be deleted here. Please ask another administrator.',
  voucherChoiceRequired: 'Please choose what happens to your unused vouchers.',
  confirmRequired: 'Please enter your password, or confirm it is you with a passkey.',
} as const;

export const dataExportStatusSchema = z.enum(['preparing', 'ready', 'failed']);

/** The account's latest export: preparing (mailed when ready), ready (its link until `expiresAt`), or failed. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: dataExportStatusSchema,
  requestedAt: z.string(),
  /** When the link and the file stop working; null until ready. */
  expiresAt: z.string().nullable(),
  /** The file's address for its owner's browser, while ready and within expiry; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** What becomes of unredeemed vouchers for days still to come: refunded now, or the deletion waits for them. */
export const voucherChoiceSchema = z.enum(['refund', 'wait']);
export type VoucherChoice = z.infer<typeof voucherChoiceSchema>;

export const accountDeletionSchema = z.object({
  requestedAt: z.string(),
  /** The end of the grace period: the erasure runs from then (later while it waits for vouchers). */
  dueAt: z.string(),
  voucherChoice: voucherChoiceSchema.nullable(),
  /** Vouchers the erasure still waits for (used or expired first). */
  waitingForVouchers: z.number().int(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/**
 * Who may delete their account here: a customer ('self'); a host closes the business account through the provider
 * ('host'); staff accounts never delete themselves ('staff').
 */
export const accountClosureSchema = z.enum(['self', 'host', 'staff']);

export const yourDataSchema = z.object({
  export: dataExportSchema.nullable(),
  deletion: accountDeletionSchema.nullable(),
  /** When a deletion was cancelled by signing in (the last 30 days), for the notice; null otherwise. */
  deletionCancelledAt: z.string().nullable(),
  closure: accountClosureSchema,
  /** Unredeemed vouchers for days still to come, and how many of them can still be cancelled for a refund. */
  vouchers: z.object({ unused: z.number().int(), refundable: z.number().int() }),
  /** Whether the account has a password to confirm with (a social sign-up has none: it confirms with a passkey). */
  hasPassword: z.boolean(),
});
export type YourData = z.infer<typeof yourDataSchema>;

export const deleteAccountBodySchema = z.object({
  /**
   * The account's password. Left out, the session must have confirmed who is signed in (a passkey or a second factor)
   * within the last 15 minutes.
   */
  password: z.string().max(200).optional(),
  /** Required when the account holds unused vouchers. */
  voucherChoice: voucherChoiceSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const dataExportFileQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const dataExportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
