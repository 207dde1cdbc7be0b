import { fill, type MailContext } from './format.ts';
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
  en: {
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
  },
  ar: {
    award: {
      subject: 'أهدتك {corporateName} تجربة {title}',
      preheader: 'تجربة من Weekends مقدّمة من {corporateName} بانتظارك.',
      heading: 'أحسنت!',
      paragraphs: ['أهدتك {corporateName} تجربة من Weekends: {title}. قيمتها مدفوعة، وإليك قسائمك:'],
      note: 'كتبت {corporateName}:',
      voucherCode: 'رمز القسيمة',
      howToUse:
        'طريقة استخدام القسيمة: في يوم التجربة، اعرض رمز القسيمة أو رمز QR الخاص بها على المضيف. ستجدها في حجوزاتك.',
      button: 'عرض حجوزاتك',
    },
    invoice: {
      subject: 'الفاتورة رقم {invoiceNumber} لمكافأتك إلى {employeeName}',
      preheader: '{amount}، تستحق في {dueOn}.',
      heading: 'مكافأتك في الطريق',
      paragraphs: ['حصل {employeeName} على {title} وأبلغناه بالبريد الإلكتروني. تُحتسب المكافأة في فاتورة على شركتك:'],
      number: 'الفاتورة رقم {invoiceNumber}',
      due: 'تستحق في {dueOn}',
      pdf: 'تجد ملف PDF للفاتورة في لوحة تحكم الشركة، ضمن قسم المكافآت.',
      button: 'افتح لوحة تحكم الشركة',
    },
  },
} as const;

export function corporateAward(data: CorporateTemplateData['corporate-award'], ctx: MailContext): MailContent {
  const t = corporateMailMessages[ctx.language].award;
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
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}

export function corporateInvoice(data: CorporateTemplateData['corporate-invoice'], ctx: MailContext): MailContent {
  const t = corporateMailMessages[ctx.language].invoice;
  const values = {
    invoiceNumber: data.invoiceNumber,
    employeeName: data.employeeName,
    title: data.title,
    amount: ctx.price(data.amount),
    dueOn: data.dueOn,
  };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    rows: [
      { label: fill(t.number, values), details: [fill(t.due, values)], value: ctx.price(data.amount), strong: true },
    ],
    afterRows: [t.pdf],
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}
