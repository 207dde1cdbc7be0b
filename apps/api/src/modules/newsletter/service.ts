import { and, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES, type NewsletterSource } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Language } from '@weekends/shared';

const PURPOSE = 'newsletter-unsubscribe';

/**
 * Unsubscribe links do not expire in practice: a newsletter read months later must still let its reader leave.
 * One fixed, far expiry keeps the signed-token format (lib/signed-tokens.ts) and makes an address's token the same
 * in every mail. A link can only ever unsubscribe the address it was made for (the HMAC covers the address);
 * changing SESSION_SECRET retires every link at once.
 */
const UNSUBSCRIBE_LINKS_VALID_UNTIL = new Date('2100-01-01T00:00:00Z');

/** Addresses are compared and signed in lower case, as the unique index compares them. */
const normalise = (email: string) => email.trim().toLowerCase();

export function unsubscribeToken(secret: string, email: string): string {
  return signToken(secret, PURPOSE, normalise(email), UNSUBSCRIBE_LINKS_VALID_UNTIL);
}

/** The web page /unsubscribe?email=…&token=…: every newsletter mail carries it. */
export function unsubscribeLink(secret: string, email: string): string {
  const query = new URLSearchParams({ email: normalise(email), token: unsubscribeToken(secret, email) });
  return `/unsubscribe?${query.toString()}`;
}

/**
 * Subscribes an address that is new or was unsubscribed, in one statement, so two submits at once cannot both
 * succeed; an address that is subscribed now is refused with 'Already Subscribed', and only it.
 * The welcome mail goes out after the row is stored; a failed mail does not undo the subscription.
 */
export async function subscribe(
  app: FastifyInstance,
  email: string,
  source: NewsletterSource,
  language: Language,
): Promise<void> {
  const address = normalise(email);
  const result = await app.db.execute<{ id: number }>(sql`
    insert into newsletter_subscriptions (email, source)
    values (${address}, ${source})
    on conflict (lower(email)) do update
      set source = excluded.source, subscribed_at = now(), unsubscribed_at = null
      where newsletter_subscriptions.unsubscribed_at is not null
    returning id`);
  if (result.rows.length === 0) throw new HttpError(409, 'ALREADY_SUBSCRIBED', NEWSLETTER_MESSAGES.alreadySubscribed);
  await app.mailer.send(
    'newsletter-welcome',
    address,
    {
      unsubscribeLink: unsubscribeLink(app.config.SESSION_SECRET, address),
    },
    { language },
  );
}

/**
 * Unsubscribes the address a genuine token names. A forged token, or one made for another address, changes
 * nothing and says so. An address that is not subscribed (already left, or never joined) is told it has left:
 * the page cannot tell anyone whether an address was ever on the list.
 */
export async function unsubscribe(
  app: FastifyInstance,
  email: string,
  token: string,
): Promise<{ message: string; alreadyUnsubscribed: boolean }> {
  const address = normalise(email);
  if (checkToken(app.config.SESSION_SECRET, PURPOSE, address, token) !== 'valid') {
    throw new HttpError(400, 'UNSUBSCRIBE_INVALID', NEWSLETTER_MESSAGES.unsubscribeInvalid);
  }
  const changed = await app.db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(sql`lower(${newsletterSubscriptions.email}) = ${address}`, isNull(newsletterSubscriptions.unsubscribedAt)),
    )
    .returning({ id: newsletterSubscriptions.id });
  return changed.length > 0
    ? { message: NEWSLETTER_MESSAGES.unsubscribed, alreadyUnsubscribed: false }
    : { message: NEWSLETTER_MESSAGES.alreadyUnsubscribed, alreadyUnsubscribed: true };
}
