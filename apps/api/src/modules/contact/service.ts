import type { ContactBody, CorporateContactBody, PartnerContactBody } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { contactRequests } from '../../db/schema/index.ts';
import { acknowledgeSender } from '../../lib/acknowledgement.ts';
import type { Language } from '@weekends/shared';

type Without<T> = Omit<T, 'captcha'>;
export type ContactKind = 'contact' | 'corporate' | 'partner';

/**
 * Each form is stored first, so a failed mail loses nothing (the back office lists the rows), then acknowledged by
 * mail; send never throws, so the visitor's answer does not depend on the mail server.
 */
async function store(app: FastifyInstance, row: typeof contactRequests.$inferInsert): Promise<number> {
  const [stored] = await app.db.insert(contactRequests).values(row).returning({ id: contactRequests.id });
  return stored!.id;
}

/** /contact: name, e-mail and message. */
export async function submitContact(
  app: FastifyInstance,
  input: Without<ContactBody>,
  language: Language,
): Promise<number> {
  const id = await store(app, { kind: 'contact', name: input.name, email: input.email, message: input.message });
  await acknowledgeSender(app.mailer, 'contact', input, language);
  return id;
}

/** /corporate 'Get in touch': the person, the company and the comment; the landline kept when given. */
export async function submitCorporateContact(
  app: FastifyInstance,
  input: Without<CorporateContactBody>,
  language: Language,
): Promise<number> {
  const details: Record<string, string> = {
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
    designation: input.designation,
  };
  if (input.landLine) details.landLine = input.landLine;
  const id = await store(app, {
    kind: 'corporate',
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    phoneNumber: input.phoneNumber,
    message: input.comment,
    details,
  });
  await acknowledgeSender(app.mailer, 'corporate', input, language, { email: input.email, company: input.companyName });
  return id;
}

/** /partner-contact 'Become A Host': name, e-mail, phone and message. */
export async function submitPartnerContact(
  app: FastifyInstance,
  input: Without<PartnerContactBody>,
  language: Language,
): Promise<number> {
  const id = await store(app, {
    kind: 'partner',
    name: input.name,
    email: input.email,
    phoneNumber: input.phoneNumber,
    message: input.message,
  });
  await acknowledgeSender(app.mailer, 'partner', input, language);
  return id;
}
