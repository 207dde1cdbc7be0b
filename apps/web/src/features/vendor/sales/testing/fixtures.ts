import { addDays, type HostBookedItem, type HostDashboard } from '@weekends/shared';

export function hostItem(id: number, overrides: Partial<HostBookedItem> = {}): HostBookedItem {
  return {
    id,
    bookingId: 500 + id,
    // The order number the customer quotes, unlike the booking's id.
    orderNumber: `WK-${String(400 + id).padStart(6, '0')}`,
    // 10:05 UTC on 5 March is the same day in Dubai.
    purchaseDate: '2026-03-05T10:05:00.000Z',
    activityId: 7,
    title: `Experience ${id}`,
    priceOptionDescription: 'Adult',
    quantity: 2,
    bookedFor: null,
    customerName: `Customer ${id}`,
    status: 'pending',
    hostAmount: 17_000,
    redeemedAt: null,
    ...overrides,
  };
}

export const dashboardFixture: HostDashboard = {
  revenue: 1_234_550,
  orders: 12,
  pending: 5,
  redeemed: 9,
  amountDue: 340_000,
  corporate: 3,
  retail: 11,
  // Twelve Mondays from 5 January 2026, the nth with n items sold for n × AED 100.
  weeks: Array.from({ length: 12 }, (_, n) => ({
    weekStart: addDays('2026-01-05', 7 * n),
    items: n,
    amount: n * 10_000,
  })),
};
