import { z } from 'zod';

/** PostgreSQL's integer: a larger id cannot name a row, and would fail the query rather than find nothing. */
export const MAX_ID = 2_147_483_647;

/** A numeric id in the path (`/:id`): a positive whole number a row could have. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: idSchema });

/** A slug in the path (`/:slug`): slugs are at most 200 characters (the longest a title makes). */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
