import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_MESSAGES, apiErrorSchema, type ApiError } from '@weekends/shared';
import { inputGuard } from './input-guard.ts';
import { withMessageKey } from './message-key.ts';

/** An error a service throws on purpose: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);

/**
 * The error answers a route can give, for its schema's `response`: each status answers the one error shape, so the
 * OpenAPI document lists them and the serializer checks them. `errorResponses(400, 401, 403)`.
 */
export function errorResponses<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [Status in Statuses[number]]: typeof apiErrorSchema;
  };
}

/** A request schema's issues as fieldErrors: 'priceOptions.0.price' -> its messages ('_' for the body itself). */
export function fieldErrorsOf(issues: readonly { instancePath: string; message?: string }[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** The JSON 404 for a route that does not exist, in the one error shape. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = {
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `No route ${request.method} ${request.url.split('?')[0]}`,
  };
  return reply.status(404).send(body);
}

/**
 * Every API failure leaves in one shape: { statusCode, code, message, fieldErrors? }.
 * 5xx details are logged, never sent.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    if (error instanceof HttpError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message, fieldErrors: error.fieldErrors };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      body = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: API_MESSAGES.notValid,
        fieldErrors: fieldErrorsOf(error.validation),
      };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      body = { statusCode: 500, code: 'INTERNAL', message: API_MESSAGES.internal };
    } else if (error.statusCode && error.statusCode < 500) {
      body = { statusCode: error.statusCode, code: error.code ?? 'BAD_REQUEST', message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: 'INTERNAL', message: API_MESSAGES.internal };
    }
    return reply.status(body.statusCode).send(withMessageKey(body));
  });
  await app.register(inputGuard);
});
