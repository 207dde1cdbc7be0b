import { firstNameOf, type Language } from '@weekends/shared';
import type { AcknowledgedForm } from './mail-templates/templates.ts';
import type { Mailer } from './mailer.ts';

/** Who sent a form: the address the thanks go to, and the name they greet (the first word of a full name). */
export type FormSender = { email: string } & ({ name: string } | { firstName: string });

/**
 * Thanks the sender of a form by mail, in the language of the page they sent it from. Called once the form is
 * stored: send never throws (a failed mail is logged and stays in the outbox), so the visitor's answer does not depend
 * on the mail server. The mail's words name the sender's address unless the form gives values of its own.
 */
export async function acknowledgeSender(
  mailer: Pick<Mailer, 'send'>,
  form: AcknowledgedForm,
  sender: FormSender,
  language: Language,
  values: Record<string, string | number> = { email: sender.email },
): Promise<void> {
  const firstName = 'firstName' in sender ? sender.firstName : firstNameOf(sender.name);
  await mailer.send('acknowledgement', sender.email, { form, firstName, values }, { language });
}
