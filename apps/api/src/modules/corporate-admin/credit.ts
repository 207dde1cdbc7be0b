import { sql } from 'drizzle-orm';

/**
 * fils: the award's vouchers cancelled since it was given (by the employee within the cancellation window, or by the
 * provider), credited on its invoice: the corporate owes the invoice's amount less this. Derived from the booked
 * items rather than stored, so a cancellation cannot leave the invoice out of step. Read through
 * booked_items_booking_idx; written out in full because drizzle leaves a lone table's columns unqualified.
 */
export const awardCredit =
  sql<number>`(select coalesce(sum(bi.total), 0) from booked_items bi where bi.booking_id = "corporate_awards"."booking_id" and bi.cancelled_at is not null)`.mapWith(
    Number,
  );
