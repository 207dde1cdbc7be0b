import { eq } from 'drizzle-orm';
import { CORPORATE_MESSAGES, type Corporate } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { corporates } from '../../db/schema/index.ts';
import type { Captcha } from '../../lib/captcha.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkCaptcha, mailConfirmationLink, register, type SessionCustomer } from '../accounts/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';

/** The corporate behind /corporate/{slug}/register, or 404 with the page's message. */
export async function corporateBySlug(db: Database, slug: string): Promise<Corporate> {
  const [row] = await db
    .select({
      id: corporates.id,
      name: corporates.name,
      slug: corporates.slug,
      companyEmailDomain: corporates.emailDomain,
    })
    .from(corporates)
    .where(eq(corporates.slug, slug))
    .limit(1);
  if (!row) throw new HttpError(404, 'NOT_FOUND', CORPORATE_MESSAGES.notFound);
  return row;
}

export interface CorporateSignUp {
  firstName: string;
  lastName: string;
  emailLocalPart: string;
  phoneDigits: string;
  password: string;
  happinessAmbassador: boolean;
}

/** The UAE calling code the corporate form shows in front of its 9 digits. */
export const UAE_CALLING_CODE = '+971';

/**
 * Corporate sign-up: the address is the typed local part + '@' + the corporate's domain, so
 * only someone who can read mail at that company can confirm it; the phone is +971 and the 9 digits. Otherwise it is
 * the ordinary sign-up, merge rules included: a guest on that address becomes this corporate account, a social or
 * password account is a 409.
 */
export function registerCorporateCustomer(
  db: Database,
  corporate: Corporate,
  input: CorporateSignUp,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SessionCustomer> {
  return register(db, {
    language,
    firstName: input.firstName,
    lastName: input.lastName,
    email: `${input.emailLocalPart}@${corporate.companyEmailDomain.toLowerCase()}`,
    phoneNumber: `${UAE_CALLING_CODE}${input.phoneDigits}`,
    password: input.password,
    happinessAmbassador: input.happinessAmbassador,
    corporateId: corporate.id,
  });
}

/** What a corporate sign-up works with, passed explicitly so tests and routes call it alike. */
export interface CorporateSignUpDeps {
  db: Database;
  captcha: Pick<Captcha, 'verify'>;
  mailer: Mailer;
  /** Signs the confirmation link. */
  secret: string;
}

/**
 * The whole corporate sign-up behind /corporate/{slug}/register: the corporate first, so an unknown page is a 404
 * whatever the form holds and spends no captcha; then the captcha, the account and its confirmation mail. As for
 * every sign-up, a failed mail does not undo it: the 'Pending' notice offers Resend.
 */
export async function signUpCorporateCustomer(
  deps: CorporateSignUpDeps,
  slug: string,
  captcha: string,
  input: CorporateSignUp,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SessionCustomer> {
  const corporate = await corporateBySlug(deps.db, slug);
  await checkCaptcha(deps.captcha, captcha);
  const customer = await registerCorporateCustomer(deps.db, corporate, input, language);
  await mailConfirmationLink(deps, customer);
  return customer;
}
