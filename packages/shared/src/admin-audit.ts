import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { isRealDay } from './time.ts';

const day = z.string().refine(isRealDay, 'Choose a date as yyyy-mm-dd.');

/**
 * GET /api/admin/audit: the audit log, newest first. `q` matches the action ('review.approve') or the subject's type
 * ('review'); the dates are Dubai calendar days, both included. Its answer is `adminPage(auditEntrySchema)`.
 */
export const auditQuerySchema = adminTableQuerySchema
  .extend({
    sort: z.enum(['createdAt']).default('createdAt'),
    adminId: z.coerce.number().int().positive().optional(),
    subjectType: z.string().trim().min(1).max(40).optional(),
    subjectId: z.coerce.number().int().positive().optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date must not be before the start date.',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
