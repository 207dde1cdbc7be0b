import { z } from 'zod';

/**
 * The mails that follow a sale and a cart (the day-before reminder, the review request, the 'left in your cart'
 * reminder): what the web's opt-out page sends and shows. When they go out is the server's rule
 * (apps/api/src/modules/reminders); the cart's delay is CART_REMINDER_AFTER_HOURS in aftersale.ts.
 */
export const REMINDER_MESSAGES = {
  cartRemindersOff: 'You will no longer get e-mails about experiences left in your cart.',
  cartRemindersOffInvalid: 'This link is not valid. Please open it again from the e-mail we sent you.',
} as const;

/** POST /api/cart-reminders/off: the signed token of the link in a cart reminder. */
export const cartRemindersOffBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type CartRemindersOffBody = z.infer<typeof cartRemindersOffBodySchema>;

export const cartRemindersOffSchema = z.object({ message: z.string() });
export type CartRemindersOff = z.infer<typeof cartRemindersOffSchema>;
