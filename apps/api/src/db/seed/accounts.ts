import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { authenticatorApps, corporates, customers, favorites, reviews } from '../schema/index.ts';
import { decryptFactorSecret, encryptFactorSecret } from '../../modules/accounts/factor-keys.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recomputeActivityRating } from '../../modules/reviews/rating.ts';
import {
  DEMO_AUTHENTICATOR_KEY,
  DEMO_PASSWORD,
  demoAccounts,
  demoCorporate,
  demoCustomerReviews,
  demoEmployees,
  demoFavorites,
  type DemoRole,
} from './content/accounts.ts';
import { dubaiTimeDaysAgo, insertDemoBookings } from './bookings.ts';

/**
 * argon2id hashes of the demo password, one per account (each with its own salt). Computed before the seed's
 * transaction, concurrently (the hashing runs on libuv's thread pool), so it adds tens of milliseconds once.
 */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all([...demoAccounts, ...demoEmployees].map(() => hashPassword(DEMO_PASSWORD)));
}

/**
 * The corporate and the demo sign-ins (confirmed; the host may manage activities; the admin is staff), then the
 * demo customer's dashboard: bookings, favourites and published reviews, the reviewed activities' rating and
 * count recomputed from their published reviews as an approval does.
 */
export async function insertDemoAccounts(
  tx: Tx,
  passwordHashes: readonly string[],
  idOf: (slug: string) => number,
  now: Date,
): Promise<void> {
  const [corporate] = await tx
    .insert(corporates)
    .values({ ...demoCorporate })
    .returning({ id: corporates.id });
  const rows = await tx
    .insert(customers)
    .values(
      demoAccounts.map(({ role: _role, ...account }, i) => ({
        ...account,
        // The corporate admin is one of the corporate's employees.
        ...(account.isCorporateAdmin ? { isCorporate: true, corporateId: corporate!.id } : {}),
        passwordHash: passwordHashes[i]!,
        isConfirmed: true,
        createdAt: dubaiTimeDaysAgo(now, 120, 10),
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  await tx.insert(customers).values(
    demoEmployees.map(({ daysAgo, ...employee }, i) => ({
      ...employee,
      isCorporate: true,
      corporateId: corporate!.id,
      passwordHash: passwordHashes[demoAccounts.length + i]!,
      isConfirmed: true,
      createdAt: dubaiTimeDaysAgo(now, daysAgo, 9),
    })),
  );
  const customerId = rows.find((r) => r.email === demoAccounts.find((a) => a.role === 'customer')!.email)!.id;

  await insertDemoBookings(tx, customerId, idOf, now);

  await tx.insert(favorites).values(
    demoFavorites.map((slug, i) => ({
      customerId,
      activityId: idOf(slug),
      createdAt: dubaiTimeDaysAgo(now, 30 - i * 9, 21),
    })),
  );

  await tx.insert(reviews).values(
    demoCustomerReviews.map((r) => {
      const publishedAt = dubaiTimeDaysAgo(now, r.daysAgo, 11);
      return {
        activityId: idOf(r.activity),
        customerId,
        title: r.title,
        content: r.content,
        rating: r.rating,
        isPublished: true,
        publishedAt,
        createdAt: dubaiTimeDaysAgo(now, r.daysAgo + 1, 20),
      };
    }),
  );
  for (const r of demoCustomerReviews) await recomputeActivityRating(tx, idOf(r.activity));
}

/**
 * The demo staff's authenticator apps (the owner's and each role's), with the published demo key, sealed with this
 * server's SESSION_SECRET. Added
 * right after the demo seed (`afterSeeding`); at every other start of a demo server it is sealed again when this
 * server's secret cannot open it (a demo database copied to a server with another secret, or the secret changed), so
 * the published key keeps working. An app its owner removed is not brought back.
 */
export async function sealDemoAuthenticator(db: Database, secret: string, afterSeeding: boolean): Promise<void> {
  for (const staff of demoAccounts.filter((a) => a.staffRole !== null))
    await sealDemoAuthenticatorOf(db, secret, afterSeeding, staff.email);
}

async function sealDemoAuthenticatorOf(db: Database, secret: string, afterSeeding: boolean, email: string) {
  const [row] = await db
    .select({ id: customers.id, sealed: authenticatorApps.secretEncrypted })
    .from(customers)
    .leftJoin(authenticatorApps, eq(authenticatorApps.customerId, customers.id))
    .where(eq(sql`lower(${customers.email})`, email));
  if (!row || (!row.sealed && !afterSeeding)) return;
  if (row.sealed && opens(secret, row.sealed)) return;
  const secretEncrypted = encryptFactorSecret(secret, DEMO_AUTHENTICATOR_KEY);
  await db
    .insert(authenticatorApps)
    .values({ customerId: row.id, secretEncrypted, confirmedAt: new Date() })
    .onConflictDoUpdate({ target: authenticatorApps.customerId, set: { secretEncrypted, lastUsedStep: null } });
}

function opens(secret: string, sealed: string): boolean {
  try {
    decryptFactorSecret(secret, sealed);
    return true;
  } catch {
    return false;
  }
}

export interface PrintableDemoAccount {
  role: DemoRole;
  email: string;
  password: string;
}

/**
 * The demo accounts that exist in this database and still open with the demo password, for the start-up banner.
 * Nothing for a database the demo seed never ran on, or where the passwords were changed.
 */
export async function findDemoAccounts(db: Database): Promise<PrintableDemoAccount[]> {
  const emails = demoAccounts.map((a) => a.email);
  const rows = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash, isGuest: customers.isGuest })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, emails));
  const found: PrintableDemoAccount[] = [];
  for (const account of demoAccounts) {
    const row = rows.find((r) => r.email.toLowerCase() === account.email);
    if (row?.passwordHash && !row.isGuest && (await verifyPassword(row.passwordHash, DEMO_PASSWORD)))
      found.push({ role: account.role, email: account.email, password: DEMO_PASSWORD });
  }
  return found;
}

/**
 * The start-up banner: a small table of e-mail, password and role. In production it is a warning instead, without
 * the password (it is in the README): a real deployment must not have these accounts.
 */
export function formatDemoAccounts(accounts: readonly PrintableDemoAccount[], production: boolean): string {
  if (production) {
    const emails = accounts.map((a) => `${a.email} (${a.role})`).join(', ');
    return `WARNING: demo accounts with the published demo password exist: ${emails}. A real deployment must start on an empty database with SEED_ON_START=false.`;
  }
  return [
    'Demo accounts (seeded with the demo data):',
    ...accounts.map((a) => `  ${a.email.padEnd(22)} ${a.password.padEnd(14)} ${a.role}`),
    ...(accounts.some((a) => a.role === 'admin')
      ? [`  The admin's second step: a TOTP app (any authenticator) with the key ${DEMO_AUTHENTICATOR_KEY}`]
      : []),
  ].join('\n');
}
