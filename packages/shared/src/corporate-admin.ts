import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { isoDateSchema } from './cart.ts';

/**
 * The corporate admin's dashboard (/corporate-admin, API /api/corporate/...): a corporate's HR team gives its employees
 * experiences and weekend passes ('awards'), paid by the corporate on an invoice due in 30 days. A corporate admin
 * always sees its own corporate only; another corporate's employee, award or invoice answers 404.
 */
export const CORPORATE_INVOICE_DUE_DAYS = 30;
/** 'CI-2026-000123': the year of issue and the invoice's id, padded. */
export const corporateInvoiceNumber = (year: number, id: number) => `CI-${year}-${String(id).padStart(6, '0')}`;
export const AWARD_NOTE_MAX_LENGTH = 500;
/** The award's item types, as booked items and corporate_awards store them. */
export const AWARD_ITEM_TYPES = { experience: 0, pass: 1 } as const;

export const CORPORATE_ADMIN_MESSAGES = {
  employeeNotFound: 'This employee is not part of your company.',
  activityNotFound: 'This experience cannot be awarded.',
  passNotFound: 'This weekend pass cannot be awarded.',
  optionNotFound: 'Choose one of the experience’s options.',
  chooseDate: 'Please choose a date.',
  dateNotBookable: 'This date cannot be booked. Please choose another one.',
  soldOut: '{title} is sold out on that date.',
  invoiceNotFound: 'Invoice not found.',
} as const;

const employeeRef = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** GET /api/corporate/dashboard: the figures and the chart of awards per month (yyyy-MM, Dubai time, oldest first). */
export const corporateDashboardSchema = z.object({
  corporate: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), emailDomain: z.string() }),
  /** Employees who registered through the corporate page (and confirmed or not). */
  employees: z.number().int(),
  awards: z.number().int(),
  /**
   * fils: what the awards were invoiced (less the credit for cancelled vouchers), and what the discounts took off their
   * list prices.
   */
  invoiced: z.number().int(),
  saved: z.number().int(),
  /** Employees with the most awards, most first (ties: the most recent award first). */
  starPerformers: z.array(employeeRef.extend({ awards: z.number().int(), lastAwardAt: z.string() })),
  /** The last 12 months, each month present (0 when nothing was awarded). */
  awardsByMonth: z.array(z.object({ month: z.string(), awards: z.number().int(), amount: z.number().int() })),
});
export type CorporateDashboard = z.infer<typeof corporateDashboardSchema>;

export const corporateEmployeesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['name', 'email', 'joinedAt', 'awards']).optional(),
});
export type CorporateEmployeesQuery = z.input<typeof corporateEmployeesQuerySchema>;
export const corporateEmployeeSchema = employeeRef.extend({
  isConfirmed: z.boolean(),
  isCorporateAdmin: z.boolean(),
  awards: z.number().int(),
  joinedAt: z.string(),
});
export type CorporateEmployee = z.infer<typeof corporateEmployeeSchema>;

export const corporateInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: z.number().int(),
  /** fils credited for the award's vouchers cancelled since: the corporate owes amount - credited. */
  credited: z.number().int(),
  issuedAt: z.string(),
  /** yyyy-MM-dd, 30 days after issue (Dubai day). */
  dueOn: z.string(),
  paidAt: z.string().nullable(),
});
export type CorporateInvoice = z.infer<typeof corporateInvoiceSchema>;

export const corporateAwardsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'total', 'employee']).optional(),
});
export type CorporateAwardsQuery = z.input<typeof corporateAwardsQuerySchema>;
export const corporateAwardSchema = z.object({
  id: z.number().int(),
  employee: employeeRef,
  kind: z.enum(['experience', 'pass']),
  title: z.string(),
  total: z.number().int(),
  saved: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  bookingId: z.number().int(),
  invoice: corporateInvoiceSchema,
});
export type CorporateAward = z.infer<typeof corporateAwardSchema>;

/** GET /api/corporate/catalog?q=: what may be awarded, found by title (experiences) or name (weekend passes). */
export const awardCatalogQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
const awardOption = z.object({
  id: z.number().int(),
  description: z.string(),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
});
export const awardExperienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  /** The award needs a date on one of `weekdays` (0 Sunday .. 6 Saturday), from tomorrow on. */
  dateInput: z.boolean(),
  weekdays: z.array(z.number().int()),
  options: z.array(awardOption),
});
export type AwardExperience = z.infer<typeof awardExperienceSchema>;
export const awardPassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** Each experience at its first price option, less its discount in the pass. */
  experiences: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      dateInput: z.boolean(),
      weekdays: z.array(z.number().int()),
      option: awardOption,
      discountPercent: z.number().int(),
    }),
  ),
});
export type AwardPass = z.infer<typeof awardPassSchema>;
export const awardCatalogSchema = z.object({
  experiences: z.array(awardExperienceSchema),
  passes: z.array(awardPassSchema),
});
export type AwardCatalog = z.infer<typeof awardCatalogSchema>;

const note = z.string().trim().max(AWARD_NOTE_MAX_LENGTH).optional();
/**
 * POST /api/corporate/awards: one unit of an experience's price option (with a date when it asks for one), or a
 * weekend pass (a date for each of its experiences that asks for one), to an employee of the admin's corporate.
 */
export const awardBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('experience'),
    employeeId: z.number().int().positive(),
    activityId: z.number().int().positive(),
    priceOptionId: z.number().int().positive(),
    date: isoDateSchema.nullable().optional(),
    note,
  }),
  z.object({
    kind: z.literal('pass'),
    employeeId: z.number().int().positive(),
    bundleId: z.number().int().positive(),
    dates: z.record(z.string(), isoDateSchema).optional(),
    note,
  }),
]);
export type AwardBody = z.input<typeof awardBodySchema>;
