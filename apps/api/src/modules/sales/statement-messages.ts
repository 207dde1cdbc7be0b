import { FILS_PER_AED } from '@weekends/shared';

/** Every word of the payout statement (PDF and CSV), in one place so a copy editor never touches layout code. */
export const statementMessages = {
  title: 'Payout Statement',
  documentTitle: 'Payout Statement {month}',
  month: 'Month: {month}',
  issued: 'Issued: {date}',
  host: 'Host',
  commission: 'Online Marketplace Fee: {percent}%',
  columnDate: 'Date',
  columnOrder: 'Order No',
  columnVoucher: 'Voucher',
  columnActivity: 'Activity',
  columnOption: 'Option',
  columnQuantity: 'Qty',
  columnPaid: 'Paid',
  columnFee: 'Fee',
  columnAmountDue: 'Amount due',
  noVouchers: 'No vouchers were redeemed in this month.',
  total: 'Total',
  amountDue: 'Amount due for the month',
  paidOut: 'Paid out',
  balance: 'Balance',
  note: 'All amounts are in UAE dirhams (AED). Paid is what customers paid; the fee is the Online Marketplace Fee kept.',
  footer: '{host} · Payout Statement {month} · Page {page} of {pages}',
  fileName: 'weekends-statement-{month}',
} as const;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'May 2026' for '2026-05', from our own list so every Node build prints the same. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthNames[number - 1]} ${year}`;
}

/** '1250.00': spreadsheets read plain decimals; the column headers say the currency. */
export function plainAed(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(fils));
  return `${sign}${Math.floor(absolute / FILS_PER_AED)}.${String(absolute % FILS_PER_AED).padStart(2, '0')}`;
}
