import { z } from 'zod';

/**
 * Every list of the back office pages on the server (sorting, filters and paging in the API, never in the browser),
 * so it stays fast with 50,000 activities and 100,000 bookings. A list's query extends this schema with its own
 * filters; its answer is `adminPage(itemSchema)`.
 */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export const adminTableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Choose 25, 50 or 100.')
    .default(25),
  /** A column the list allows sorting by (each list names its own with z.enum). */
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Free text the list matches against its own columns. */
  q: z.string().trim().max(200).optional(),
});
export type AdminTableQuery = z.infer<typeof adminTableQuerySchema>;

export const adminPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** One row of the audit log: who did what to what, when, with the subject before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  detail: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
