import { once } from 'node:events';
import { stringify, type Stringifier } from 'csv-stringify';
import { ADMIN_EXPORT_MAX_ROWS, FILS_PER_AED, orderNumber } from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { selectOrders, type OrdersFilter } from './orders-search.ts';

const COLUMNS = [
  'Order',
  'Booking',
  'Placed (Dubai)',
  'Status',
  'Customer',
  'E-mail',
  'Guest',
  'Experiences',
  'Promo code',
  'Cart total (AED)',
  'Discount (AED)',
  'Promo discount (AED)',
  'Total (AED)',
  'VAT (AED)',
  'Paid (Dubai)',
];
const BATCH = 1_000;

/** Asia/Dubai is UTC+4 all year (no daylight saving): 'yyyy-MM-dd HH:mm' there. */
const dubaiTime = (at: Date | null) =>
  at ? new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '';
const aed = (fils: number) => (fils / FILS_PER_AED).toFixed(2);

/**
 * What an orders search finds, as CSV for a spreadsheet, streamed batch by batch so 100,000 rows never sit in memory
 * (and capped there). Names and codes customers typed are escaped so a spreadsheet never runs them as formulas
 * (OWASP 'CSV injection'), as the hosts' statements are (modules/sales/statement-csv.ts).
 */
export function ordersCsv(db: Database, filter: OrdersFilter, cap = ADMIN_EXPORT_MAX_ROWS): Stringifier {
  const csv = stringify({ header: true, columns: COLUMNS, escape_formulas: true, bom: true });
  void (async () => {
    for (let offset = 0; offset < cap; offset += BATCH) {
      const rows = await selectOrders(db, filter, { limit: Math.min(BATCH, cap - offset), offset });
      for (const row of rows) {
        const line = [
          orderNumber(row.id),
          row.bookingId ?? '',
          dubaiTime(row.createdAt),
          row.status,
          `${row.firstName} ${row.lastName}`.trim(),
          row.email,
          row.guest ? 'yes' : 'no',
          row.activities.join('; '),
          row.couponCode ?? '',
          aed(row.cartTotal),
          aed(row.discount),
          aed(row.couponDiscount),
          aed(row.total),
          aed(row.vat),
          dubaiTime(row.paidAt),
        ];
        if (!csv.write(line)) await once(csv, 'drain');
      }
      if (rows.length < BATCH) break;
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
