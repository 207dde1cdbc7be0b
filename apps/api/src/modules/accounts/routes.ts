import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  captchaChallengeSchema,
  currentUserSchema,
  sessionStateSchema,
  loginBodySchema,
  registerBodySchema,
  sessionAnswerSchema,
  twoStepChallengeSchema,
} from '@weekends/shared';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { LOGIN_THROTTLE_TIERS, loginThrottleOf } from './login-throttle.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { endSession, startSession } from './session-cookie.ts';
import * as accounts from './service.ts';
import { sendConfirmationMail } from './confirmation.ts';
import { confirmationRoutes } from './confirmation-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { guestsRoutes } from './guests-routes.ts';
import { passkeysRoutes } from './passkeys-routes.ts';
import { devicesRoutes } from './devices-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { hasSecondFactor, secondFactorState, secondFactorsOf } from './second-factors.ts';
import { issueTwoStepTicket } from './two-step.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));

  const throttle = loginThrottleOf(app);
  /** Only an account with a password hears of it: an address without one has nothing to guess. */
  const tellOwner = async (email: string) => {
    const owner = await accounts.passwordAccount(app.db, email);
    if (!owner) return;
    const longest = LOGIN_THROTTLE_TIERS[LOGIN_THROTTLE_TIERS.length - 1]!;
    await app.mailer.send(
      'login-throttled',
      owner.email,
      {
        firstName: owner.firstName,
        attempts: LOGIN_THROTTLE_TIERS[0].max,
        waitMinutes: longest.timeWindow / 60_000,
        resetLink: '/forgot-password',
      },
      { language: owner.language },
    );
  };

  app.get(
    '/captcha/challenge',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.captchaChallenge },
      schema: {
        tags,
        description:
          'An ALTCHA proof-of-work challenge; its solved payload goes in the `captcha` field of protected forms, once.',
        response: { 200: captchaChallengeSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );

  app.post(
    '/accounts/register',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.register },
      schema: {
        tags,
        body: registerBodySchema,
        response: { 201: sessionAnswerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await accounts.verifyCaptcha(app, captcha);
      const customer = await accounts.register(app.db, { ...input, language: requestLanguage(request) });
      // A failed mail does not undo the sign-up: the 'Pending' notice offers Resend.
      await sendConfirmationMail(app, customer);
      await startSession(request, reply, customer.id, { rememberMe: false, transport: 'cookie', method: 'sign-up' });
      return reply.status(201).send(accounts.toCurrentUser(customer));
    },
  );

  app.post(
    '/accounts/login',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      schema: {
        tags,
        body: loginBodySchema,
        description:
          'Signs in with e-mail and password. An account with a second factor gets no session yet: 202 with a ticket for the second step (POST /api/accounts/two-step) and the methods it may use.',
        response: {
          200: sessionAnswerSchema,
          202: twoStepChallengeSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { captcha, email, password, rememberMe, transport } = request.body;
      await accounts.verifyCaptcha(app, captcha);
      await throttle.check(request, email);
      const customer = await accounts.login(app.db, email, password).catch(async (error: unknown) => {
        if (
          error instanceof HttpError &&
          error.code === 'INVALID_CREDENTIALS' &&
          (await throttle.failed(request, email))
        )
          await tellOwner(email);
        throw error;
      });
      if (hasSecondFactor(await secondFactorsOf(app.db, customer.id))) {
        const secondStep = await issueTwoStepTicket(app.db, customer.id, {
          rememberMe,
          transport,
          firstStep: 'password',
        });
        return reply.status(202).send({ secondStep });
      }
      const token = await startSession(request, reply, customer.id, { rememberMe, transport, method: 'password' });
      return { ...accounts.toCurrentUser(customer), token };
    },
  );

  app.post(
    '/accounts/logout',
    {
      schema: {
        tags,
        description: 'Deletes the session and clears its cookie; 204 even when nobody was signed in.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/accounts/me',
    { preValidation: requireCustomer, schema: { tags, response: { 200: currentUserSchema, ...errorResponses(401) } } },
    async (request) => ({
      ...accounts.toCurrentUser(request.customer!),
      secondFactor: await secondFactorState(app.db, request.customer!, request.session!.secondFactorAt),
    }),
  );

  // The web app asks this on every page: a visitor is a normal answer (user null), not a 401 the browser
  // reports as a failed request in every visitor's console.
  app.get(
    '/accounts/session',
    {
      schema: {
        tags,
        description: 'Who is signed in: the user, or null for a visitor. Never 401.',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customer, session } = request;
      if (!customer || !session) return { user: null };
      const secondFactor = await secondFactorState(app.db, customer, session.secondFactorAt);
      return { user: { ...accounts.toCurrentUser(customer), secondFactor } };
    },
  );

  // Registered here, inside this plugin, so they share the rate-limit plugin above.
  await app.register(confirmationRoutes);
  await app.register(recoveryRoutes);
  await app.register(profileRoutes);
  await app.register(guestsRoutes);
  await app.register(passkeysRoutes);
  await app.register(devicesRoutes);
  await app.register(securityRoutes);
};
