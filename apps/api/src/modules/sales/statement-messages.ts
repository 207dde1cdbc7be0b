import { HOST_SALES_MESSAGES, type Language } from '@weekends/shared';

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
  /** When hosts are paid: the site's Payouts tab says the same. */
  payoutNote: HOST_SALES_MESSAGES.payoutNote,
  note: 'All amounts are in UAE dirhams (AED). Paid is what customers paid; the fee is the Online Marketplace Fee kept.',
  footer: '{host} · Payout Statement {month} · Page {page} of {pages}',
  /** The CSV's money columns say their currency, since their cells are plain decimals. */
  moneyColumn: '{label} (AED)',
  fileName: 'weekends-statement-{month}',
} as const;

/**
 * The statement in Arabic, for a host reading the Arabic site. Typed against the English so that a word added there
 * without its Arabic twin does not compile. 'رسوم السوق الإلكتروني' is the Online Marketplace Fee as the Arabic terms
 * and Payouts tab name it. The file name stays Latin: it is an address part, and every system saves it as written.
 */
export const statementMessagesAr = {
  title: 'كشف المستحقات',
  documentTitle: 'كشف المستحقات {month}',
  month: 'الشهر: {month}',
  issued: 'تاريخ الإصدار: {date}',
  host: 'المضيف',
  commission: 'رسوم السوق الإلكتروني: {percent}%',
  columnDate: 'التاريخ',
  columnOrder: 'رقم الطلب',
  columnVoucher: 'القسيمة',
  columnActivity: 'التجربة',
  columnOption: 'الخيار',
  columnQuantity: 'الكمية',
  columnPaid: 'المدفوع',
  columnFee: 'الرسوم',
  columnAmountDue: 'المبلغ المستحق',
  noVouchers: 'لم تُستخدم أي قسيمة في هذا الشهر.',
  total: 'الإجمالي',
  amountDue: 'المبلغ المستحق عن الشهر',
  paidOut: 'المبلغ المحول',
  balance: 'الرصيد',
  payoutNote:
    'يحصل المضيفون على مستحقاتهم في الأسبوع الأول من كل شهر عن القسائم المستخدمة في الشهر السابق، بعد خصم رسوم السوق الإلكتروني.',
  note: 'جميع المبالغ بالدرهم الإماراتي (د.إ). المدفوع هو ما دفعه العملاء، والرسوم هي رسوم السوق الإلكتروني المقتطعة.',
  footer: '{host} · كشف المستحقات {month} · صفحة {page} من {pages}',
  moneyColumn: '{label} (د.إ)',
  fileName: 'weekends-statement-{month}',
} as const satisfies Record<keyof typeof statementMessages, string>;

/** The statement's words in each language. */
export const STATEMENT_MESSAGES: Record<Language, Record<keyof typeof statementMessages, string>> = {
  en: statementMessages,
  ar: statementMessagesAr,
};
