import { formatAed } from '@weekends/shared';
import { fill } from './format.ts';
import type { MailContent, MailRow } from './layout.ts';

/** The corporate awards' mails (modules/corporate-admin). Amounts in fils; links may be paths. */
export interface CorporateTemplateData {
  /** To the employee: what the company gave, with the voucher codes, as a booking confirmation shows them. */
  'corporate-award': {
    firstName?: string;
    corporateName: string;
    title: string;
    note: string | null;
    items: { title: string; detail: string; voucherCode: string }[];
    link: string;
  };
  /** To the corporate admin who gave it: the invoice the award made, with the link to its PDF. */
  'corporate-invoice': {
    firstName?: string;
    employeeName: string;
    title: string;
    invoiceNumber: string;
    amount: number;
    dueOn: string;
    link: string;
  };
}

/** Words of the mails: kept here, beside their templates, so a copy editor finds them with them. */
export const corporateMailMessages = {
  award: {
    subject: '{corporateName} has given you {title}',
    preheader: 'A Weekends experience from {corporateName} is waiting for you.',
    heading: 'Well done!',
    paragraphs: [
      '{corporateName} has given you a Weekends experience: {title}. It is paid for; here are your vouchers:',
    ],
    note: '{corporateName} wrote:',
    voucherCode: 'Voucher code',
    howToUse:
      'How to use your voucher: on the day, show the voucher code or its QR code to your host. You will find it in your Booked Activities.',
    button: 'View your Booked Activities',
  },
  invoice: {
    subject: 'Invoice {invoiceNumber} for your award to {employeeName}',
    preheader: '{amount}, due on {dueOn}.',
    heading: 'Your award is on its way',
    paragraphs: ['{employeeName} has been given {title} and told by e-mail. The award is invoiced to your company:'],
    number: 'Invoice {invoiceNumber}',
    due: 'Due on {dueOn}',
    pdf: 'The invoice PDF is in your corporate dashboard, under Awards.',
    button: 'Open the corporate dashboard',
  },
} as const;

export function corporateAward(
  data: CorporateTemplateData['corporate-award'],
  absolute: (link: string) => string,
): MailContent {
  const t = corporateMailMessages.award;
  const values = { corporateName: data.corporateName, title: data.title };
  const rows: MailRow[] = data.items.map((item) => ({
    label: item.title,
    details: [item.detail].filter(Boolean),
    code: { label: t.voucherCode, value: item.voucherCode },
  }));
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [...t.paragraphs.map((p) => fill(p, values)), ...(data.note ? [fill(t.note, values), data.note] : [])],
    rows,
    afterRows: [t.howToUse],
    button: { label: t.button, url: absolute(data.link) },
  };
}

export function corporateInvoice(
  data: CorporateTemplateData['corporate-invoice'],
  absolute: (link: string) => string,
): MailContent {
  const t = corporateMailMessages.invoice;
  const values = {
    invoiceNumber: data.invoiceNumber,
    employeeName: data.employeeName,
    title: data.title,
    amount: formatAed(data.amount),
    dueOn: data.dueOn,
  };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    rows: [
      { label: fill(t.number, values), details: [fill(t.due, values)], value: formatAed(data.amount), strong: true },
    ],
    afterRows: [t.pdf],
    button: { label: t.button, url: absolute(data.link) },
  };
}
