import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, fillMessage } from '@weekends/shared';
import { errorsPlugin, HttpError, notFound } from './errors.ts';

/** The error answers carry their message's catalogue key and values, which the web words in its reader's language. */
describe('an error answer', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/sold-out', () => {
      throw new HttpError(
        409,
        'NOT_ENOUGH_PLACES',
        fillMessage(CART_MESSAGES.notEnoughPlaces, { left: 2, title: 'Desert Safari' }),
      );
    });
    app.get('/missing', () => {
      throw notFound();
    });
    app.get('/elsewhere', () => {
      throw new HttpError(400, 'BAD_REQUEST', 'A message of no catalogue');
    });
    app.get('/broken', () => {
      throw new Error('the database went away');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('names its message by key, with the values that filled it', async () => {
    const response = await app.inject({ url: '/sold-out' });
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'NOT_ENOUGH_PLACES',
      message: 'Only 2 left for Desert Safari. Please lower the quantity or choose another date.',
      messageKey: 'cart.notEnoughPlaces',
      messageValues: { left: '2', title: 'Desert Safari' },
    });
  });

  it('names a message without placeholders by its key alone', async () => {
    expect((await app.inject({ url: '/missing' })).json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
      messageKey: 'api.notFound',
    });
    expect((await app.inject({ url: '/broken' })).json()).toMatchObject({
      code: 'INTERNAL',
      messageKey: 'api.internal',
    });
  });

  it('sends a message of no catalogue as its text only', async () => {
    const body = (await app.inject({ url: '/elsewhere' })).json<Record<string, unknown>>();
    expect(body.message).toBe('A message of no catalogue');
    expect(body).not.toHaveProperty('messageKey');
  });
});
