import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The web tests' fake answers checked against the API's OpenAPI document (apps/api/openapi.json, built from the
 * routes' zod schemas and not checked in: the web project's global setup writes it when it is missing): a fake may
 * answer only a status the route can give, with a body the server could send, so a fixture cannot drift from the
 * server.
 */

type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

// A path, not a URL: under jsdom, URL is the page's, which node:fs does not take.
const DOCUMENT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../api/openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let loaded: Document | undefined;
const openApi = (): Document => (loaded ??= JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8')) as Document);

/** A route of the document: 'GET' and '/api/activities/{slug}'. */
export interface ApiRoute {
  method: string;
  template: string;
}

export const routeName = ({ method, template }: ApiRoute) => `${method} ${template}`;

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * Whether a concrete path ('/api/activities/desert-safari', decoded) fits a template ('/api/activities/{slug}'), and
 * its parameters if so. A parameter takes one whole, non-empty segment, as the server's router reads it.
 */
export function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const wanted = segmentsOf(template);
  const given = segmentsOf(path);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (isParameter(segment)) {
      if (value === '') return undefined;
      params[segment.slice(1, -1)] = value;
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** Static segments before parameters, from the left, as the server's router chooses ('/featured' over '/{slug}'). */
function moreSpecific(a: string, b: string): number {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (const [index, segment] of left.entries()) {
    const difference = Number(isParameter(segment)) - Number(isParameter(right[index] ?? ''));
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The document's route for a method and a path, which may be the template itself or a concrete path the server would
 * route there; undefined when the API has no such route.
 */
export function findRoute(method: string, path: string): ApiRoute | undefined {
  const verb = method.toLowerCase();
  const paths = openApi().paths;
  if (paths[path]?.[verb]) return { method: method.toUpperCase(), template: path };
  const candidates = Object.keys(paths)
    .filter((template) => paths[template]![verb] && matchTemplate(template, path))
    .sort(moreSpecific);
  return candidates[0] === undefined ? undefined : { method: method.toUpperCase(), template: candidates[0] };
}

/** Every route of the document, for a message listing what there is. */
export function allRoutes(): ApiRoute[] {
  return Object.entries(openApi().paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      .filter((verb) => METHODS.includes(verb))
      .map((verb) => ({ method: verb.toUpperCase(), template })),
  );
}

/**
 * OpenAPI 3.0's dialect as plain JSON Schema for ajv: `nullable` becomes a null alternative (in `type`, or in an
 * `enum`, which would otherwise refuse it), boolean `exclusiveMinimum`/`exclusiveMaximum` take the bound's value, and
 * `$ref`s into components are kept, resolved by ajv from the document's components.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') out[key] = value.replace('#/components/schemas/', '#/$defs/');
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([name, sub]) => [name, toJsonSchema(sub)]));
    } else if (key === 'enum' || key === 'required' || key === 'example' || key === 'default') out[key] = value;
    else out[key] = toJsonSchema(value);
  }
  if (out.exclusiveMinimum === true) [out.exclusiveMinimum, out.minimum] = [out.minimum, undefined];
  if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) [out.exclusiveMaximum, out.maximum] = [out.maximum, undefined];
  if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  for (const key of ['minimum', 'maximum'] as const) if (out[key] === undefined) delete out[key];
  if (out.nullable !== true) {
    delete out.nullable;
    return out;
  }
  delete out.nullable;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (Array.isArray(out.type)) return { ...out, type: [...(out.type as string[]), 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    if (!ajv) {
      // Strict off: the document carries OpenAPI's own words (description, example) beside JSON Schema's.
      ajv = new Ajv({ strict: false, allErrors: true, useDefaults: false, coerceTypes: false });
      addFormats(ajv);
    }
    const defs = openApi().components?.schemas ?? {};
    const jsonSchema = toJsonSchema(schema) as Schema;
    validate = ajv.compile(Object.keys(defs).length ? { ...jsonSchema, $defs: toJsonSchema(defs) } : jsonSchema);
    compiled.set(key, validate);
  }
  return validate;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map((error) => {
      const params = Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : '';
      return `  ${error.instancePath || '(body)'} ${error.message ?? 'is not valid'}${params}`;
    })
    .join('\n');

/**
 * The server's one error shape, which it answers with a 500 from any route (an unexpected failure, logged and never
 * detailed): the document lists only the statuses a route gives on purpose.
 */
const UNEXPECTED_FAILURE = 500;

function errorShape(): Schema | undefined {
  for (const operations of Object.values(openApi().paths)) {
    for (const operation of Object.values(operations)) {
      const schema = operation.responses?.['404']?.content?.['application/json']?.schema;
      if (schema) return schema;
    }
  }
  return undefined;
}

/**
 * Why an answer is not one the server could give for `route` (`body` as the client would read it, undefined for
 * none), or undefined when it could: a status the route does not list, a body for a 204, or a body that does not match
 * the status's schema, with ajv's errors.
 */
export function answerProblem(route: ApiRoute, status: number, body: unknown): string | undefined {
  const operation = openApi().paths[route.template]?.[route.method.toLowerCase()];
  const name = routeName(route);
  if (!operation) return `${name} is not a route of the API (apps/api/openapi.json).`;
  const responses = operation.responses ?? {};
  const listed = Object.keys(responses);
  const response = responses[String(status)];
  let schema: Schema | undefined;
  if (response) schema = response.content?.['application/json']?.schema;
  else if (status === UNEXPECTED_FAILURE) schema = errorShape();
  else return `${name} does not answer ${status}: its statuses are ${listed.join(', ')} (apps/api/openapi.json).`;
  if (status === 204) {
    return body === undefined ? undefined : `${name} answers 204 without a body, but the fake gave one.`;
  }
  // Files (a PDF, a CSV, a QR code) are not JSON: the document describes no body to check.
  if (!schema) return undefined;
  if (body === undefined) return `${name} ${status} answers a JSON body, but the fake gave none.`;
  const validate = validatorFor(`${name} ${status}`, schema);
  if (validate(body)) return undefined;
  return `${name} ${status}: the body is not one the server sends (apps/api/openapi.json):\n${describeErrors(validate.errors)}`;
}

/** Throws when `answer` is not one the server could give for `method` and `path` (a template or a concrete path). */
export function checkAnswer(method: string, path: string, answer: { status: number; body?: unknown }): void {
  const route = findRoute(method, path);
  if (!route) throw new Error(`${method.toUpperCase()} ${path} is not a route of the API (apps/api/openapi.json).`);
  // As the client reads it: what JSON keeps (no undefined fields, dates as strings).
  const body = answer.body === undefined ? undefined : (JSON.parse(JSON.stringify(answer.body)) as unknown);
  const problem = answerProblem(route, answer.status, body);
  if (problem) throw new Error(problem);
}
