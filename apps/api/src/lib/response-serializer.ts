import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * The answers' serializer: each route's zod response schema, turned into JSON Schema once (`z.toJSONSchema`, the
 * output side) and compiled by fast-json-stringify into a function that writes exactly the declared properties.
 *
 * Before, every answer went through zod (fastify-type-provider-zod's serializerCompiler: `safeEncode`, which walks
 * and copies the whole answer, then `JSON.stringify`); a listing of 24 cards spent more time there than in
 * PostgreSQL. What stays the same:
 *
 * - Only declared properties leave: the JSON Schema of a zod object has `additionalProperties: false`, and the
 *   compiled function writes the schema's properties and nothing else (a row's password hash, a field a service
 *   forgot to drop, never reaches the client). `response-serializer.test.ts` holds that.
 * - The routes, their types and the OpenAPI document still come from the same zod schemas: only how an answer is
 *   written changes.
 * - A schema JSON Schema cannot express (a transform, a date object) keeps zod's serializer.
 * - Tests (`verify`, on when NODE_ENV is test) also run zod's encode on every answer: an answer that does not match
 *   its schema still fails as before (500, logged), and one the compiled function would write differently from zod
 *   (a value coerced, a default filled) fails the test that made it, naming the route.
 */
export type Stringify = (data: unknown) => string;

const compiledBySchema = new WeakMap<object, Stringify | null>();

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, { type: 'null' }]` (a zod `.nullable()`) as `type: [X's type, 'null']`: the same answers, but the
 * compiled function tests `=== null` instead of validating the value against each branch at run time.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((b) => isNullOnly(b));
    const other = anyOf[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

const isNullOnly = (schema: unknown) =>
  !!schema && typeof schema === 'object' && Object.keys(schema).length === 1 && (schema as JsonSchema).type === 'null';

/** The compiled writer of a zod schema's answers, or null when JSON Schema cannot express it (zod's then). */
export function compileResponseSchema(schema: z.ZodType): Stringify | null {
  const known = compiledBySchema.get(schema);
  if (known !== undefined) return known;
  let stringify: Stringify | null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    stringify = fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    stringify = null;
  }
  compiledBySchema.set(schema, stringify);
  return stringify;
}

/** Thrown in tests when the compiled writer and zod would answer differently. */
export class SerializerMismatchError extends Error {}

/**
 * Fastify's serializer compiler. With `verify`, every answer is also encoded by zod, whose verdict (a 500 for an
 * answer that breaks its schema) and output the compiled one must match.
 */
export function createResponseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route as { schema: unknown; method: string; url: string };
    if (!(schema instanceof $ZodType)) return zodSerializerCompiler(route as never);
    const zodStringify = zodSerializerCompiler(route as never) as Stringify;
    // Compiled on first use: most routes of a test file never answer, and compiling every one would slow each start.
    let stringify: Stringify | undefined;
    return (data: unknown) => {
      stringify ??= compileResponseSchema(schema as z.ZodType) ?? zodStringify;
      if (!options.verify || stringify === zodStringify) return stringify(data);
      const expected = zodStringify(data); // throws ResponseSerializationError as before
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new SerializerMismatchError(
          `${method} ${url}: the compiled serializer wrote ${written.slice(0, 500)} where zod writes ${expected.slice(0, 500)}`,
        );
      return written;
    };
  };
}
