import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRemindersOffBodySchema, cartRemindersOffSchema } from '@weekends/shared';
import { turnOffCartReminders } from './cart-reminders-off.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['reminders'];

/**
 * The link in a cart reminder turns such mails off, proven by its signed token (no session: it is opened from a mail).
 */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart-reminders/off',
    {
      schema: {
        tags,
        description:
          "Turns off the 'left in your cart' reminders of the customer the mailed link's signed token names. " +
          '400 CART_REMINDERS_OFF_INVALID for a forged or damaged token (nothing changes). Repeating it is harmless.',
        body: cartRemindersOffBodySchema,
        response: { 200: cartRemindersOffSchema, ...errorResponses(400) },
      },
    },
    (request) => turnOffCartReminders(app.db, app.config.SESSION_SECRET, request.body.token),
  );
};
