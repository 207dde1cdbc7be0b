import { eq } from 'drizzle-orm';
import { REMINDER_MESSAGES } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';

const PURPOSE = 'cart-reminders-off';
/**
 * As the newsletter's unsubscribe links: a mail read months later must still turn the reminders off, so one fixed, far
 * expiry. The HMAC covers the customer id, so a link only ever turns off its own customer's reminders; changing
 * SESSION_SECRET retires every link at once.
 */
const LINKS_VALID_UNTIL = new Date('2100-01-01T00:00:00Z');

/**
 * `{customerId}.{signed token}`: the page's link carries one parameter, and the token names whose reminders it stops.
 */
export function cartRemindersOffToken(secret: string, customerId: number): string {
  return `${customerId}.${signToken(secret, PURPOSE, String(customerId), LINKS_VALID_UNTIL)}`;
}

/** The web page that turns them off: /cart-reminders/off?token=… */
export function cartRemindersOffLink(secret: string, customerId: number): string {
  return `/cart-reminders/off?${new URLSearchParams({ token: cartRemindersOffToken(secret, customerId) }).toString()}`;
}

/**
 * Turns off the cart reminders of the customer a genuine token names; repeating it is harmless. A forged token changes
 * nothing.
 */
export async function turnOffCartReminders(db: Database, secret: string, token: string): Promise<{ message: string }> {
  const match = /^(\d{1,9})\.(.+)$/.exec(token);
  const customerId = match ? Number(match[1]) : 0;
  if (!match || checkToken(secret, PURPOSE, String(customerId), match[2]!) !== 'valid') {
    throw new HttpError(400, 'CART_REMINDERS_OFF_INVALID', REMINDER_MESSAGES.cartRemindersOffInvalid);
  }
  await db.update(customers).set({ cartReminders: false }).where(eq(customers.id, customerId));
  return { message: REMINDER_MESSAGES.cartRemindersOff };
}
