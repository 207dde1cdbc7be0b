import { integer, pgTable, serial, text, timestamp, boolean, index } from 'drizzle-orm/pg-core';
import { activities } from './catalog.ts';

/** The customer record; the accounts module adds credentials and the rest of spec 001's fields. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_activity_published_idx').on(t.activityId, t.isPublished, t.publishedAt)],
);
