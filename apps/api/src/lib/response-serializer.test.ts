import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingPageSchema } from '@weekends/shared';
import { compileResponseSchema, createResponseSerializerCompiler } from './response-serializer.ts';

const card = {
  id: 7,
  slug: 'desert-safari',
  title: 'Desert "Safari"',
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 4.5,
  reviewsCount: 12,
  image: null,
  city: { id: 1, name: 'Dubai' },
  latitude: 25.2,
  longitude: null,
  price: { id: 3, description: 'Adult', price: 250, discountedPrice: null, places: 1 },
  placesLeft: null,
};

async function appWith(verify: boolean, schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('the compiled response serializer', () => {
  it('writes what zod writes for a listing page, and nothing the schema does not declare', () => {
    const stringify = compileResponseSchema(listingPageSchema)!;
    const page = {
      items: [
        { ...card, passwordHash: 'secret', city: { id: 1, name: 'Dubai', internalNote: 'secret' } },
        { ...card, id: 8, city: null, price: null, placesLeft: 2 },
      ],
      page: 1,
      hasMore: true,
      debug: 'secret',
    };
    const written = stringify(page);
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual(z.encode(listingPageSchema, page));
  });

  it('leaves undeclared fields out of an answer, as zod did', async () => {
    const schema = z.object({ id: z.number(), email: z.string(), profile: z.object({ name: z.string() }) });
    for (const verify of [false, true]) {
      const app = await appWith(verify, schema, {
        id: 1,
        email: 'amira@example.test',
        passwordHash: '$argon2id$secret',
        profile: { name: 'Amira', totpSecret: 'secret' },
      });
      const response = await app.inject('/answer');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 1, email: 'amira@example.test', profile: { name: 'Amira' } });
      expect(response.body).not.toContain('secret');
      await app.close();
    }
  });

  it('with verify (tests), still fails an answer that breaks its schema, as zod did', async () => {
    const app = await appWith(true, z.object({ id: z.number() }), { id: '12' });
    expect((await app.inject('/answer')).statusCode).toBe(500);
    await app.close();
  });

  it('keeps zod for a schema JSON Schema cannot express', async () => {
    const schema = z.object({ at: z.date() });
    expect(compileResponseSchema(schema)).toBeNull();
    const app = await appWith(false, schema, { at: new Date('2026-11-29T10:00:00Z'), extra: 'secret' });
    const response = await app.inject('/answer');
    expect(response.json()).toEqual({ at: '2026-11-29T10:00:00.000Z' });
    await app.close();
  });
});
