import type { ActivityDetail } from '@weekends/shared';

/** Whether customers can pick quantities and book: not sold out, and not an interest-only activity. */
export function bookable(activity: Pick<ActivityDetail, 'soldOut' | 'submitRequest'>): boolean {
  return !activity.soldOut && !activity.submitRequest;
}
