import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  HOST_MESSAGES,
  hostApplicationAnswerSchema,
  hostApplicationBodySchema,
  hostEmailCheckQuerySchema,
  hostEmailCheckSchema,
  hostMeSchema,
} from '@weekends/shared';
import { notFound, errorResponses } from '../../plugins/errors.ts';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/auth.ts';
import { verifyCaptcha, toCurrentUser } from '../accounts/index.ts';
import { sendConfirmationMail, startSession } from '../accounts/index.ts';
import { applyAsCustomer, applyAsVisitor, checkEmail, hostMe } from './application.ts';
import { hostDeps } from './deps.ts';
import { accountSettingsRoutes } from './account-routes.ts';
import { APPLICATION_BODY_LIMIT } from './body-limit.ts';
import { HOST_RATE_LIMITS } from './rate-limits.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['hosts'];
const hostErrors = errorResponses(401, 403, 404);

/**
 * Host sign-up (/partner-new) and the host's Account Settings. Change Password is the
 * accounts module's (POST /api/accounts/password/change): a host's password is its account's.
 */
export const hostsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  const deps = hostDeps(app);

  app.get(
    '/host-applications/email-check',
    {
      config: { rateLimit: HOST_RATE_LIMITS.emailCheck },
      schema: {
        tags,
        description:
          "The sign-up form's e-mail check: 'none' (free, or a checkout guest's), 'customer' (log in to apply) or 'host' (an account with an application).",
        querystring: hostEmailCheckQuerySchema,
        response: { 200: hostEmailCheckSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: await checkEmail(app.db, request.query.email) };
    },
  );

  app.post(
    '/host-applications',
    {
      bodyLimit: APPLICATION_BODY_LIMIT,
      config: { rateLimit: HOST_RATE_LIMITS.apply },
      schema: {
        tags,
        description:
          'A host application with the trade licence image as base64 (a JPEG of at most 8 MB, checked by its content). A visitor sends a password and a captcha: ' +
          'the new account is signed in and mailed a confirmation link. A signed-in customer sends neither: the application joins the account (409 ALREADY_APPLIED ' +
          'unless the last one was rejected). An e-mail with an account answers 409 HOST_EXISTS or CUSTOMER_EXISTS.',
        body: hostApplicationBodySchema,
        response: {
          201: hostApplicationAnswerSchema,
          ...errorResponses(400, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      const signedIn = request.customer && !request.customer.isGuest ? request.customer : null;
      let customer;
      if (signedIn) {
        customer = await applyAsCustomer(deps, signedIn.id, input);
      } else {
        await verifyCaptcha(app, captcha ?? '');
        customer = await applyAsVisitor(deps, input, requestLanguage(request));
        // A failed mail does not undo the application: the 'Pending' notice offers Resend.
        await sendConfirmationMail(app, customer);
        await startSession(request, reply, customer.id, { rememberMe: false, transport: 'cookie', method: 'sign-up' });
      }
      const host = await hostMe(app.db, customer.id);
      return reply.status(201).send({ user: toCurrentUser(customer), host: host! });
    },
  );

  app.get(
    '/host/me',
    {
      preValidation: requireRole('customer'),
      schema: {
        tags,
        description:
          "The signed-in account's host application: its status (and the reason of a rejection). 404 without one.",
        response: { 200: hostMeSchema, ...hostErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const host = await hostMe(app.db, request.customer!.id);
      if (!host) throw notFound(HOST_MESSAGES.notAHost);
      return host;
    },
  );

  // Registered here, inside this plugin, so they share the rate-limit plugin above.
  await app.register(accountSettingsRoutes);
};
