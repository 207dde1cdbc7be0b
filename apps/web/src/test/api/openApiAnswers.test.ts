// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allRoutes, answerProblem, checkAnswer, findRoute, matchTemplate, toJsonSchema } from './openApiAnswers.ts';

const category = {
  id: 1,
  name: 'Adventure',
  slug: 'adventure',
  level: 0,
  image: null,
  menuImage: null,
  headerImage: 'header.jpg',
  metaTitle: null,
  metaDescription: null,
  children: [{ id: 2, name: 'Desert', slug: 'desert' }],
  menuActivities: [],
};

describe('fake answers checked against the OpenAPI document', () => {
  it('finds the route of a concrete path, a static segment before a parameter, and none for an unknown path', () => {
    expect(findRoute('get', '/api/activities/desert-safari')).toEqual({
      method: 'GET',
      template: '/api/activities/{slug}',
    });
    expect(findRoute('GET', '/api/activities/{slug}')).toEqual({ method: 'GET', template: '/api/activities/{slug}' });
    expect(findRoute('GET', '/api/no-such-thing')).toBeUndefined();
    expect(findRoute('PATCH', '/api/activities/desert-safari')).toBeUndefined();
    expect(matchTemplate('/api/activities/{slug}', '/api/activities/')).toBeUndefined();
    expect(matchTemplate('/api/orders/{id}/invoice.pdf', '/api/orders/12/invoice.pdf')).toEqual({ id: '12' });
  });

  it('passes an answer the route gives, and the 500 any route can give in the error shape', () => {
    expect(() => checkAnswer('GET', '/api/categories', { status: 200, body: [category] })).not.toThrow();
    // Left out by JSON, as the client would read it; a nullable field may be null but not absent.
    expect(() =>
      checkAnswer('GET', '/api/categories', { status: 200, body: [{ ...category, image: undefined }] }),
    ).toThrow("must have required property 'image'");
    expect(() =>
      checkAnswer('GET', '/api/activities/x', {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
      }),
    ).not.toThrow();
    expect(() =>
      checkAnswer('GET', '/api/activities/x', {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' },
      }),
    ).not.toThrow();
  });

  it('fails a field of the wrong type, naming the route, the status and the field', () => {
    const wrong = () =>
      checkAnswer('GET', '/api/activities/x', { status: 404, body: { statusCode: '404', code: 'NOT_FOUND' } });
    expect(wrong).toThrow('GET /api/activities/{slug} 404: the body is not one the server sends');
    expect(wrong).toThrow('/statusCode must be number');
    expect(wrong).toThrow("(body) must have required property 'message'");
  });

  it('fails a field the server does not send', () => {
    expect(() =>
      checkAnswer('GET', '/api/activities/x', {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', detail: 'extra' },
      }),
    ).toThrow(/must NOT have additional properties.*"additionalProperty":"detail"/);
  });

  it('fails a status the route does not list', () => {
    expect(() => checkAnswer('GET', '/api/activities/x', { status: 418, body: {} })).toThrow(
      /GET \/api\/activities\/\{slug\} does not answer 418: its statuses are 200, 404 /,
    );
  });

  it('fails an unknown route', () => {
    expect(() => checkAnswer('GET', '/api/no-such-thing', { status: 200, body: {} })).toThrow(
      'GET /api/no-such-thing is not a route of the API',
    );
  });

  it('fails a body for a 204', () => {
    const route = findRoute('POST', '/api/accounts/logout')!;
    expect(answerProblem(route, 204, undefined)).toBeUndefined();
    expect(answerProblem(route, 204, { ok: true })).toMatch('answers 204 without a body');
  });

  it("compiles every route's answers", () => {
    expect(allRoutes().length).toBeGreaterThan(100);
    for (const route of allRoutes()) {
      for (const status of [200, 201, 400, 404, 500]) expect(() => answerProblem(route, status, 42)).not.toThrow();
    }
  });

  it("reads OpenAPI 3.0's nullable and boolean exclusive bounds as JSON Schema", () => {
    expect(toJsonSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['a'] })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
    expect(toJsonSchema({ nullable: true, anyOf: [{ type: 'number' }] })).toEqual({
      anyOf: [{ anyOf: [{ type: 'number' }] }, { type: 'null' }],
    });
    expect(toJsonSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(toJsonSchema({ type: 'object', properties: { type: { type: 'string', nullable: true } } })).toEqual({
      type: 'object',
      properties: { type: { type: ['string', 'null'] } },
    });
  });
});
