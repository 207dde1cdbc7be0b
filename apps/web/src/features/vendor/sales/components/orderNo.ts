/**
 * 'Order No' as the customer quotes it: the order's number ('WK-000018') or a corporate award's invoice number; a
 * booking with neither (the demo's own) is named by its id.
 */
export const orderNo = (row: { orderNumber: string | null; bookingId: number }): string =>
  row.orderNumber ?? `#${row.bookingId}`;
