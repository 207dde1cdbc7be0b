import { fill, type MailContext } from './format.ts';
import type { MailContent } from './layout.ts';

/** The mail to an applicant once a host application (or a new one after a rejection) is received (modules/hosts). */
export interface HostApplicationTemplateData {
  /** `confirmEmail`: the account is unconfirmed, so the mail reminds them of the confirmation link sent alongside. */
  'host-application-received': { firstName?: string; companyName: string; confirmEmail: boolean };
}

/** Words of the mail: kept here, beside their one template, so a copy editor finds them with it. */
export const hostApplicationMessages = {
  en: {
    subject: 'We have received your application to host on Weekends',
    preheader: 'Our team is reviewing the application for {companyName}.',
    heading: 'Thanks for applying to become a host',
    paragraphs: [
      'We have received the host application for {companyName}. Our team checks every business and its trade licence before it can list experiences, usually within three working days.',
      'We will e-mail you as soon as it is approved, or tell you what is missing if we cannot approve it yet.',
    ],
    confirmEmail:
      'Please also confirm your e-mail address with the link we have just sent you: you need it to reach your host dashboard.',
    button: 'See your application',
  },
  ar: {
    subject: 'استلمنا طلبك لتصبح مضيفاً في Weekends',
    preheader: 'يراجع فريقنا طلب {companyName}.',
    heading: 'شكراً لتقديمك طلباً لتصبح مضيفاً',
    paragraphs: [
      'استلمنا طلب الانضمام مضيفاً الخاص بـ{companyName}. يتحقق فريقنا من كل منشأة ومن رخصتها التجارية قبل أن تتمكن من عرض التجارب، وعادةً ما يتم ذلك خلال ثلاثة أيام عمل.',
      'سنراسلك فور الموافقة على الطلب، أو نخبرك بما ينقصه إن لم نتمكن من الموافقة عليه بعد.',
    ],
    confirmEmail:
      'يُرجى أيضاً تأكيد بريدك الإلكتروني من خلال الرابط الذي أرسلناه إليك للتو: فهو ضروري للوصول إلى لوحة تحكم المضيف.',
    button: 'عرض طلبك',
  },
} as const;

export function hostApplicationReceived(
  data: HostApplicationTemplateData['host-application-received'],
  ctx: MailContext,
): MailContent {
  const t = hostApplicationMessages[ctx.language];
  const values = { companyName: data.companyName };
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    afterRows: data.confirmEmail ? [t.confirmEmail] : [],
    button: { label: t.button, url: ctx.absolute('/vendor/dashboard') },
  };
}
