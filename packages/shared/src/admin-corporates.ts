import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';

/** Back office 'Corporates' (/admin/corporates): corporate buyers, their employees and their corporate admins. */
export const ADMIN_CORPORATE_MESSAGES = {
  slugTaken: 'Another corporate already uses this url slug.',
  domainTaken: 'Another corporate already uses this e-mail domain.',
  notFound: 'Corporate not found.',
  employeeNotFound: 'This customer is not an employee of this corporate.',
  domainInvalid: 'Enter a domain such as company.ae.',
  slugInvalid: 'Use lower-case letters, digits and dashes.',
} as const;

export const adminCorporatesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['name', 'createdAt', 'employees', 'awards']).optional(),
});
export type AdminCorporatesQuery = z.input<typeof adminCorporatesQuerySchema>;

export const adminCorporateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  emailDomain: z.string(),
  employees: z.number().int(),
  admins: z.number().int(),
  awards: z.number().int(),
  createdAt: z.string(),
});
export type AdminCorporate = z.infer<typeof adminCorporateSchema>;

export const corporateBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  emailDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(120)
    .regex(
      /^(?=.{1,120}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
      ADMIN_CORPORATE_MESSAGES.domainInvalid,
    ),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_CORPORATE_MESSAGES.slugInvalid),
});
export type CorporateBody = z.input<typeof corporateBodySchema>;

export const adminCorporateEmployeesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['name', 'email', 'joinedAt']).optional(),
  /** Only the corporate admins. */
  admins: z.enum(['true', 'false']).optional(),
});
export type AdminCorporateEmployeesQuery = z.input<typeof adminCorporateEmployeesQuerySchema>;

export const adminCorporateEmployeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isConfirmed: z.boolean(),
  isCorporateAdmin: z.boolean(),
  joinedAt: z.string(),
});
export type AdminCorporateEmployee = z.infer<typeof adminCorporateEmployeeSchema>;

export const corporateAdminBodySchema = z.object({ isCorporateAdmin: z.boolean() });
export type CorporateAdminBody = z.infer<typeof corporateAdminBodySchema>;

/**
 * Back office 'Corporates' > 'Invoices': what corporates owe for their awards, and the provider recording their
 * payment.
 */
export const ADMIN_INVOICE_MESSAGES = {
  notFound: 'Invoice not found.',
  alreadyPaid: 'This invoice has already been marked paid.',
  nothingDue: 'Nothing is due on this invoice: its vouchers were cancelled.',
  referenceRequired: 'Enter the bank reference of the payment.',
} as const;

export const INVOICE_REFERENCE_MAX_LENGTH = 80;

export const adminInvoicesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['issuedAt', 'dueOn', 'amount']).optional(),
  /**
   * open: not paid yet; overdue: not paid after its due day (Dubai); paid. An invoice whose vouchers were all cancelled
   * is neither open nor overdue.
   */
  status: z.enum(['open', 'overdue', 'paid']).optional(),
  corporateId: z.coerce.number().int().positive().optional(),
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>;

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  corporate: z.object({ id: z.number().int(), name: z.string() }),
  /** What was awarded, and to whom. */
  award: z.object({ title: z.string(), employee: z.string() }),
  amount: z.number().int(),
  /** fils credited for the award's vouchers cancelled since; the corporate owes amount - credited. */
  credited: z.number().int(),
  issuedAt: z.string(),
  /** yyyy-MM-dd (Dubai day). */
  dueOn: z.string(),
  /** Unpaid with something still owed after its due day. */
  overdue: z.boolean(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const invoicePaymentBodySchema = z.object({
  reference: z.string().trim().min(1, ADMIN_INVOICE_MESSAGES.referenceRequired).max(INVOICE_REFERENCE_MAX_LENGTH),
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentBodySchema>;
