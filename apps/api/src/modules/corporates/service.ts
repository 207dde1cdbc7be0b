import { eq } from 'drizzle-orm';
import { CORPORATE_MESSAGES, type Corporate } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { corporates } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { register } from '../accounts/service.ts';
import type { SessionCustomer } from '../accounts/sessions.ts';

/** The corporate behind /corporate/{slug}/register, or 404 with the page's message. */
export async function corporateBySlug(db: Database, slug: string): Promise<Corporate> {
  const [row] = await db
    .select({ id: corporates.id, name: corporates.name, slug: corporates.slug, companyEmailDomain: corporates.emailDomain })
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
export function registerCorporateCustomer(db: Database, corporate: Corporate, input: CorporateSignUp): Promise<SessionCustomer> {
  return register(db, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: `${input.emailLocalPart}@${corporate.companyEmailDomain.toLowerCase()}`,
    phoneNumber: `${UAE_CALLING_CODE}${input.phoneDigits}`,
    password: input.password,
    happinessAmbassador: input.happinessAmbassador,
    corporateId: corporate.id,
  });
}
