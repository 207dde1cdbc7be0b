import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SECURITY_MESSAGES,
  TWO_STEP_COOKIE,
  authenticatorEnrolmentSchema,
  confirmAuthenticatorBodySchema,
  recoveryCodesAnswerSchema,
  reverifyBodySchema,
  securityOverviewSchema,
  twoStepAnswerSchema,
  twoStepBodySchema,
} from '@weekends/shared';
import { requireRecentVerification, requireRole } from '../../plugins/auth.ts';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { confirmEnrolment, removeAuthenticator, startEnrolment, type FactorDeps } from './authenticator.ts';
import { FACTOR_RATE_LIMITS } from './factor-limits.ts';
import { loginThrottleOf } from './login-throttle.ts';
import { regenerateRecoveryCodes } from './recovery-codes.ts';
import { reverify, securityOverview } from './reverify.ts';
import { toCurrentUser } from './service.ts';
import { startSession } from './session-cookie.ts';
import { clearTwoStepCookie } from './two-step-cookie.ts';
import { finishTwoStep, pendingSignIn } from './two-step.ts';

const tags = ['accounts'];
const signedIn = requireRole('customer');
const sensitive = [signedIn, requireRecentVerification];

/** A wrong code, counted against the account like a wrong password. */
const isWrongCode = (error: unknown) =>
  error instanceof HttpError &&
  ['CODE_WRONG', 'CODE_USED', 'RECOVERY_CODE_WRONG', 'PASSWORD_WRONG'].includes(error.code);

/**
 * Second factors: the authenticator app (set up, confirm, turn off), recovery codes, the second step of a sign-in and
 * 'confirm it is you'. Registered inside accountsRoutes, so wrong codes count in the sign-in's per-account throttle.
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FactorDeps = { db: app.db, secret: app.config.SESSION_SECRET };
  const throttle = loginThrottleOf(app);

  app.post(
    '/accounts/two-step',
    {
      config: { rateLimit: FACTOR_RATE_LIMITS.twoStep },
      schema: {
        tags,
        description:
          'The second step of a sign-in: the ticket the sign-in answered (202), or the one a social sign-in left in its cookie, with an authenticator or a recovery code. Starts the session, as the sign-in would have. Wrong codes count against the account like wrong passwords (429 ACCOUNT_THROTTLED); 400 TICKET_EXPIRED after five minutes or once used.',
        body: twoStepBodySchema,
        response: { 200: twoStepAnswerSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { ticket, ...answer } = request.body;
      const pending = await pendingSignIn(app.db, ticket ?? request.cookies[TWO_STEP_COOKIE]);
      await throttle.check(request, pending.email, SECURITY_MESSAGES.codesThrottled);
      const customer = await finishTwoStep(deps, pending, answer).catch(async (error: unknown) => {
        if (isWrongCode(error)) await throttle.failed(request, pending.email);
        throw error;
      });
      clearTwoStepCookie(request, reply);
      const token = await startSession(request, reply, customer.id, {
        rememberMe: pending.rememberMe,
        transport: pending.transport,
        secondFactor: true,
        method: pending.firstStep,
      });
      return { ...toCurrentUser(customer), token };
    },
  );

  app.get(
    '/account/security',
    {
      preValidation: signedIn,
      schema: {
        tags,
        description:
          "The account's second factors (authenticator app, passkeys, recovery codes left), whether staff rules require one, and how this session can confirm it is you.",
        response: { 200: securityOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => securityOverview(app.db, request.customer!, request.session!),
  );

  app.post(
    '/account/authenticator',
    {
      preValidation: signedIn,
      config: { rateLimit: FACTOR_RATE_LIMITS.enrol },
      schema: {
        tags,
        description:
          'Starts setting up an authenticator app: a new secret (the key to type, grouped), its otpauth:// address and that address as a QR code (SVG). Pending until confirmed with a first code. 409 when one is already set up.',
        response: { 200: authenticatorEnrolmentSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    (request) => startEnrolment(deps, request.customer!),
  );

  app.post(
    '/account/authenticator/confirm',
    {
      preValidation: signedIn,
      config: { rateLimit: FACTOR_RATE_LIMITS.confirm },
      schema: {
        tags,
        description:
          'Confirms the app with its first code: two-step sign-in is on, and this session counts as verified. An account without recovery codes gets ten, answered this once (null otherwise). 409 NO_ENROLMENT when no setup is waiting (or it is older than 30 minutes).',
        body: confirmAuthenticatorBodySchema,
        response: { 200: recoveryCodesAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (request) => confirmEnrolment(deps, request.customer!.id, request.session!.id, request.body.code),
  );

  app.delete(
    '/account/authenticator',
    {
      preValidation: sensitive,
      schema: {
        tags,
        description:
          'Turns the authenticator app off (asks again for proof after 15 minutes: 403 REVERIFY_REQUIRED). Every other session of the account ends; with no factor left, the recovery codes go too. 409 for staff whose only factor it is.',
        response: { 204: z.null(), ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      await removeAuthenticator(app.db, request.customer!, request.session!.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/recovery-codes',
    {
      preValidation: sensitive,
      config: { rateLimit: FACTOR_RATE_LIMITS.regenerate },
      schema: {
        tags,
        description:
          'Ten new recovery codes, answered this once; every earlier code stops working. Asks again for proof after 15 minutes (403 REVERIFY_REQUIRED); 409 for an account without a second factor.',
        response: { 200: recoveryCodesAnswerSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    (request) => regenerateRecoveryCodes(deps, request.customer!.id),
  );

  app.post(
    '/account/reverify',
    {
      preValidation: signedIn,
      config: { rateLimit: FACTOR_RATE_LIMITS.reverify },
      schema: {
        tags,
        description:
          "'Confirm it is you' before a sensitive action: an authenticator or a recovery code, or the password for an account without a second factor. The session then counts as verified for 15 minutes. Wrong answers count against the account like wrong passwords.",
        body: reverifyBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = request.customer!.email;
      await throttle.check(request, email, SECURITY_MESSAGES.codesThrottled);
      await reverify(deps, request.customer!.id, request.session!.id, request.body).catch(async (error: unknown) => {
        if (isWrongCode(error)) await throttle.failed(request, email);
        throw error;
      });
      return reply.status(204).send(null);
    },
  );
};
