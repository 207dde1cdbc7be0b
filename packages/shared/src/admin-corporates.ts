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

export const adminCorporatesQuerySchema = adminTableQuerySchema.extend({ sort: z.enum(['name', 'createdAt', 'employees', 'awards']).optional() });
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
    .regex(/^(?=.{1,120}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/, ADMIN_CORPORATE_MESSAGES.domainInvalid),
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
