import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  addCartItemBodySchema,
  addPassBodySchema,
  addressBodySchema,
  addressSchema,
  applyPromoBodySchema,
  cartSchema,
  chooseAddressBodySchema,
  updateCartItemBodySchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireCustomer } from '../../plugins/auth.ts';
import { limit, namedLimitsOnly, sharedRateLimit, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { ownerOf } from './owner.ts';
import * as cart from './service.ts';
import * as addressBook from './addresses.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['cart'];
const itemParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** Promo codes can be found by guessing: a customer (else an address) may try 20 in ten minutes. */
const PROMO_RATE_LIMIT = limit(20, TEN_MINUTES, { per: 'customer', key: 'promo' });

/**
 * The cart, promo codes and addresses (the earlier site's separate cart, discount code, address and quote calls,
 * as one REST resource). Customers and guests have a cart; every answer is the whole priced cart.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  app.addHook('preValidation', requireCustomer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // requireCustomer ran: a session and its customer are there.
  const owner = (request: FastifyRequest) => ownerOf(request.customer!, request.session!.id);
  // Every answer is the cart in the reader's language (titles, options, pass names).
  const read = (request: FastifyRequest, fresh?: Map<number, cart.ActivityFacts>) =>
    cart.readCart(app.db, owner(request), fresh, undefined, requestLanguage(request));
  const answer = async (request: FastifyRequest) => cart.toCart(await read(request));

  app.get(
    '/cart',
    {
      schema: {
        tags,
        description: 'The cart, priced now (the sales quote).',
        response: { 200: cartSchema, ...errors },
      },
    },
    (request) => answer(request),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        description:
          'Puts an activity with its options (and date) in the cart; the same activity and date replace the earlier selection.',
        body: addCartItemBodySchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Checked, written and priced in two round trips (service.ts).
      const priced = await cart.addItem(app.db, owner(request), request.body, requestLanguage(request));
      return reply.status(201).send(cart.toCart(priced));
    },
  );

  app.post(
    '/cart/passes',
    {
      schema: {
        tags,
        description:
          "Puts a weekend pass in the cart with the chosen options (and dates) per experience; bundleId null is the customer's own pass. The same pass replaces its earlier selection.",
        body: addPassBodySchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fresh = await cart.addPass(app.db, owner(request), request.body);
      return reply.status(201).send(cart.toCart(await read(request, fresh)));
    },
  );

  app.delete(
    '/cart/passes/:ref',
    {
      schema: {
        tags,
        description: "Takes a whole weekend pass out of the cart ('bundle:12', or 'own').",
        params: z.object({ ref: z.string().max(40) }),
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      await cart.removePass(app.db, owner(request), request.params.ref);
      return answer(request);
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags,
        description: "Changes an item's quantities and date (the edit pop-up).",
        params: itemParams,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      await cart.updateItem(app.db, owner(request), request.params.id, request.body);
      return answer(request);
    },
  );

  app.delete(
    '/cart/items/:id',
    { schema: { tags, params: itemParams, response: { 200: cartSchema, ...errors } } },
    async (request) => {
      await cart.removeItem(app.db, owner(request), request.params.id);
      return answer(request);
    },
  );

  app.put(
    '/cart/promo',
    {
      // Codes are short: a limit keeps anyone from trying them all.
      config: { rateLimit: PROMO_RATE_LIMIT },
      schema: {
        tags,
        description:
          "Applies a promo code (full accounts with a confirmed e-mail only: 403 otherwise); every refusal of a code is 'Invalid Promo Code'.",
        body: applyPromoBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      await cart.applyPromo(app.db, owner(request), request.body.code);
      return answer(request);
    },
  );

  app.delete('/cart/promo', { schema: { tags, response: { 200: cartSchema, ...errors } } }, async (request) => {
    await cart.removePromo(app.db, owner(request));
    return answer(request);
  });

  app.put(
    '/cart/address',
    {
      schema: {
        tags,
        description: 'Chooses the delivery address for this order (or none).',
        body: chooseAddressBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      await cart.chooseAddress(app.db, owner(request), request.body.addressId);
      return answer(request);
    },
  );

  app.get('/addresses', { schema: { tags, response: { 200: z.array(addressSchema), ...errors } } }, (request) =>
    addressBook.listAddresses(app.db, owner(request)),
  );

  app.post(
    '/addresses',
    { schema: { tags, body: addressBodySchema, response: { 201: addressSchema, ...errors } } },
    async (request, reply) => {
      return reply.status(201).send(await addressBook.addAddress(app.db, owner(request), request.body));
    },
  );

  app.delete(
    '/addresses/:id',
    { schema: { tags, params: itemParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await addressBook.deleteAddress(app.db, owner(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
