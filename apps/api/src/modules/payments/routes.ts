import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  sandboxChallengeBodySchema,
  sandboxPayAnswerSchema,
  sandboxPayBodySchema,
  sandboxSessionSchema,
} from '@weekends/shared';
import { HttpError, notFound, errorResponses } from '../../plugins/errors.ts';
import { WebhookSignatureError } from '../../lib/payments/gateway.ts';
import { isSandbox, type SandboxStep } from '../../lib/payments/sandbox.ts';
import { handlePaymentEvent } from '../checkout/index.ts';

const tags = ['payments'];
const sessionParams = z.object({ id: z.string().min(1).max(64) });
const errors = errorResponses(400, 404, 409);

/**
 * The gateways' side: the webhook of the configured gateway (signed, read from the raw body), and the sandbox's
 * hosted payment page API when the sandbox is the gateway.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.checkout;
  const sandbox = isSandbox(app.gateway) ? app.gateway : null;
  await app.register(async (webhooks) => {
    // The signature covers the exact bytes sent, so this route reads its body unparsed.
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/payments/webhooks/:gateway',
      {
        schema: {
          tags,
          description: "The payment gateway's signed webhook; a repeated event does nothing.",
          params: z.object({ gateway: z.enum(['sandbox', 'stripe']) }),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        if (request.params.gateway !== deps.gateway.name) throw notFound(API_MESSAGES.webhookNotFound);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(JSON.stringify(request.body ?? null));
        let event;
        try {
          event = await deps.gateway.parseWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new HttpError(400, 'BAD_SIGNATURE', API_MESSAGES.badSignature);
          throw error;
        }
        const outcome = await handlePaymentEvent(deps, event);
        return { received: true as const, duplicate: outcome === 'duplicate' };
      },
    );
  });

  if (!sandbox) return;
  const answer = (step: SandboxStep) => {
    if (step.ok) return { next: step.next, redirectUrl: step.redirectUrl };
    if (step.reason === 'unknown') throw notFound(step.message);
    if (step.reason === 'closed') throw new HttpError(409, 'SESSION_CLOSED', step.message);
    throw new HttpError(400, 'CARD_INVALID', step.message, { [step.field!]: [step.message] });
  };

  app.get(
    '/payments/sandbox/sessions/:id',
    {
      schema: {
        tags,
        description: "The sandbox payment page's session.",
        params: sessionParams,
        response: { 200: sandboxSessionSchema, ...errors },
      },
    },
    async (request) => {
      const session = await sandbox.session(request.params.id);
      if (!session) throw notFound(API_MESSAGES.paymentNotFound);
      return session;
    },
  );

  app.post(
    '/payments/sandbox/sessions/:id/pay',
    {
      schema: {
        tags,
        params: sessionParams,
        body: sandboxPayBodySchema,
        response: { 200: sandboxPayAnswerSchema, ...errors },
      },
    },
    async (request) => answer(await sandbox.pay(request.params.id, request.body)),
  );

  app.post(
    '/payments/sandbox/sessions/:id/challenge',
    {
      schema: {
        tags,
        params: sessionParams,
        body: sandboxChallengeBodySchema,
        response: { 200: sandboxPayAnswerSchema, ...errors },
      },
    },
    async (request) => answer(await sandbox.challenge(request.params.id, request.body.outcome)),
  );

  app.post(
    '/payments/sandbox/sessions/:id/cancel',
    {
      schema: {
        tags,
        params: sessionParams,
        body: z.object({}).optional(),
        response: { 200: sandboxPayAnswerSchema, ...errors },
      },
    },
    async (request) => answer(await sandbox.cancel(request.params.id)),
  );
};
