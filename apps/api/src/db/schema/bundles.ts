import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from './catalog.ts';

/**
 * A weekend pass (a bundle): several experiences sold together, each at its own discount percent. The pass
 * page prices it with each experience's first option; in the cart the customer chooses quantities per option.
 */
export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Arabic name, description and highlights; null falls back to English. */
  nameAr: text('name_ar'),
  description: text('description').notNull().default(''),
  descriptionAr: text('description_ar'),
  coverImage: text('cover_image'),
  /** Up to five highlights, in order. */
  highlights: text('highlights')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  highlightsAr: text('highlights_ar').array(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    discountPercent: integer('discount_percent').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.activityId] }),
    index('bundle_items_activity_idx').on(t.activityId),
    check('bundle_items_discount_check', sql`${t.discountPercent} between 0 and 100`),
  ],
);
