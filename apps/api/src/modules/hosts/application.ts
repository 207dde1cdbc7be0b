import { and, eq } from 'drizzle-orm';
import { HOST_MESSAGES, withUaePrefix, type HostApplication, type HostEmailCheck, type HostMe } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers, hosts } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { byEmail, isMergeableGuest, register } from '../accounts/index.ts';
import { sessionCustomerColumns, type SessionCustomer } from '../accounts/index.ts';
import { businessColumns, checkAreaOfCity, contactColumns } from './business.ts';
import type { HostDeps } from './deps.ts';
import { storeLicenceImage } from './licence-image.ts';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';

/** The account on an e-mail and whether it has a host application (approved, pending or rejected). */
async function accountOnEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      isGuest: customers.isGuest,
      socialLogin: customers.socialLogin,
      hostId: hosts.customerId,
    })
    .from(customers)
    .leftJoin(hosts, eq(hosts.customerId, customers.id))
    .where(byEmail(email))
    .limit(1);
  return row;
}

/**
 * The sign-up form's e-mail check, asked when the field loses focus. A guest of the checkout counts as nobody:
 * signing up with its e-mail turns that guest into the new account, as the ordinary sign-up does.
 */
export async function checkEmail(db: Database, email: string): Promise<HostEmailCheck['status']> {
  const account = await accountOnEmail(db, email);
  if (!account || isMergeableGuest(account)) return 'none';
  return account.hostId === null ? 'customer' : 'host';
}

const emailConflict = (message: string, code: string) => new HttpError(409, code, message, { email: [message] });

/** GET /api/host/me: the account's application, or null. */
export async function hostMe(db: Database, customerId: number): Promise<HostMe | null> {
  const [row] = await db
    .select({
      status: hosts.status,
      rejectionReason: hosts.rejectionReason,
      companyName: hosts.businessName,
      isConfirmed: customers.isConfirmed,
      canManageActivities: customers.canManageActivities,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .where(eq(hosts.customerId, customerId))
    .limit(1);
  return row ? { ...row, status: row.status as HostMe['status'] } : null;
}

/** The application's columns of the hosts row: a new submission, waiting for the provider. */
function applicationColumns(input: HostApplication, licenceKey: string) {
  return {
    ...businessColumns(input),
    ...contactColumns(input),
    tradeLicenseImage: licenceKey,
    status: 'pending',
    rejectionReason: null,
    reviewedAt: null,
    reviewedBy: null,
    submittedAt: new Date(),
  } satisfies Partial<typeof hosts.$inferInsert>;
}

/** Checks and stores the licence image; `run` then writes the rows, and a failure there forgets the stored image. */
async function withStoredLicence<T>(deps: HostDeps, image: string, run: (key: string) => Promise<T>): Promise<T> {
  const key = await storeLicenceImage(deps.licences, image);
  try {
    return await run(key);
  } catch (error) {
    await deps.licences.remove(key);
    throw error;
  }
}

function mailReceived(
  deps: HostDeps,
  customer: { email: string; firstName: string; isConfirmed: boolean; language?: Language },
  companyName: string,
) {
  return deps.mailer.send(
    'host-application-received',
    customer.email,
    { firstName: customer.firstName, companyName, confirmEmail: !customer.isConfirmed },
    { language: customer.language },
  );
}

/**
 * A visitor's application: a new, unconfirmed account with a password and its hosts row (pending). An e-mail that
 * already has an account is refused with the earlier site's words, a host's and a customer's apart (a customer logs
 * in and applies from the account). The caller signs the new account in and mails the confirmation link.
 *
 * The account is made by the ordinary sign-up (which also takes over a checkout guest on the e-mail, and settles two
 * sign-ups at once); should the hosts row then fail, the account stays a plain customer who can log in and apply.
 */
export async function applyAsVisitor(
  deps: HostDeps,
  input: HostApplication,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SessionCustomer> {
  if (!input.password)
    throw new HttpError(400, 'VALIDATION_FAILED', HOST_MESSAGES.invalid, { password: [HOST_MESSAGES.passwordMin] });
  const existing = await accountOnEmail(deps.db, input.email);
  if (existing && !isMergeableGuest(existing)) {
    throw existing.hostId === null
      ? emailConflict(HOST_MESSAGES.customerExists, 'CUSTOMER_EXISTS')
      : emailConflict(HOST_MESSAGES.hostExists, 'HOST_EXISTS');
  }
  await checkAreaOfCity(deps.db, input.cityId, input.areaId);
  const password = input.password;
  const customer = await withStoredLicence(deps, input.tradeLicenseImage, async (key) => {
    const account = await register(deps.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      password,
      phoneNumber: withUaePrefix(input.phoneNumber)!,
      happinessAmbassador: false,
      language,
    });
    await deps.db.insert(hosts).values({ customerId: account.id, ...applicationColumns(input, key) });
    return account;
  });
  await mailReceived(deps, customer, input.companyName);
  return customer;
}

/**
 * A signed-in customer's application: no password, the session's own account (its e-mail stays; the names and mobile
 * typed are contact person 1's, so the account takes them). One application per account: a pending or approved one
 * answers 409; a rejected one is replaced by this one, pending again. Both are conditional writes, so two submits at
 * once make one application.
 */
export async function applyAsCustomer(
  deps: HostDeps,
  customerId: number,
  input: HostApplication,
): Promise<SessionCustomer> {
  const alreadyApplied = () => new HttpError(409, 'ALREADY_APPLIED', HOST_MESSAGES.alreadyApplied);
  const [current] = await deps.db
    .select({ status: hosts.status, licence: hosts.tradeLicenseImage })
    .from(hosts)
    .where(eq(hosts.customerId, customerId))
    .limit(1);
  if (current && current.status !== 'rejected') throw alreadyApplied();
  await checkAreaOfCity(deps.db, input.cityId, input.areaId);
  const customer = await withStoredLicence(deps, input.tradeLicenseImage, (key) =>
    deps.db.transaction(async (tx) => {
      const values = applicationColumns(input, key);
      const written = current
        ? await tx
            .update(hosts)
            .set(values)
            .where(and(eq(hosts.customerId, customerId), eq(hosts.status, 'rejected')))
            .returning({ id: hosts.customerId })
        : await tx
            .insert(hosts)
            .values({ customerId, ...values })
            .onConflictDoNothing()
            .returning({ id: hosts.customerId });
      if (written.length === 0) throw alreadyApplied();
      const [account] = await tx
        .update(customers)
        .set({ firstName: input.firstName, lastName: input.lastName, phoneNumber: withUaePrefix(input.phoneNumber) })
        .where(eq(customers.id, customerId))
        .returning(sessionCustomerColumns);
      return account!;
    }),
  );
  // The rejected application's image is no longer anyone's.
  if (current?.licence) await deps.licences.remove(current.licence);
  await mailReceived(deps, customer, input.companyName);
  return customer;
}
