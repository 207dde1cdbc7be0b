import { fill } from './format.ts';
import type { MailContent } from './layout.ts';

/** The mail to an applicant once a host application (or a new one after a rejection) is received (modules/hosts). */
export interface HostApplicationTemplateData {
  /** `confirmEmail`: the account is unconfirmed, so the mail reminds them of the confirmation link sent alongside. */
  'host-application-received': { firstName?: string; companyName: string; confirmEmail: boolean };
}

/** Words of the mail: kept here, beside their one template, so a copy editor finds them with it. */
export const hostApplicationMessages = {
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
} as const;

export function hostApplicationReceived(
  data: HostApplicationTemplateData['host-application-received'],
  absolute: (link: string) => string,
): MailContent {
  const t = hostApplicationMessages;
  const values = { companyName: data.companyName };
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    afterRows: data.confirmEmail ? [t.confirmEmail] : [],
    button: { label: t.button, url: absolute('/vendor/dashboard') },
  };
}
