import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPasskeyBodySchema,
  idParamsSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeyReverifyBodySchema,
  passkeySchema,
  passkeySignInBodySchema,
  renamePasskeyBodySchema,
  sessionAnswerSchema,
} from '@weekends/shared';
import { requireRecentVerification, requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import {
  PASSKEY_RATE_LIMITS,
  addPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  reverifyOptions,
  reverifyWithPasskey,
  signInOptions,
  signInWithPasskey,
  type PasskeyDeps,
} from './passkeys.ts';
import { startSession } from './session-cookie.ts';
import { toCurrentUser } from './service.ts';

const tags = ['accounts'];

/**
 * Passkeys: a full account adds, names and removes its own (Security and Privacy), anyone signs in with one, and a
 * signed-in customer confirms it is them with one. Registered by accountsRoutes, inside its rate-limit plugin.
 */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PasskeyDeps = {
    db: app.db,
    rp: relyingPartyOf(app.config.PUBLIC_URL),
    secret: app.config.SESSION_SECRET,
  };
  const customerOnly = requireRole('customer');

  app.get(
    '/accounts/me/passkeys',
    {
      preValidation: customerOnly,
      schema: {
        tags,
        description: "The signed-in customer's passkeys, oldest first.",
        response: { 200: passkeyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listPasskeys(app.db, request.customer!.id) }),
  );

  app.post(
    '/accounts/me/passkeys/registration-options',
    {
      preValidation: customerOnly,
      config: { rateLimit: PASSKEY_RATE_LIMITS.manage },
      schema: {
        tags,
        description:
          'Starts adding a passkey: the options for navigator.credentials.create() (a discoverable credential with user ' +
          "verification, the account's own passkeys excluded). Their challenge is good once, for five minutes.",
        response: { 200: passkeyRegistrationOptionsSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => registrationOptions(deps, request.customer!),
  );

  app.post(
    '/accounts/me/passkeys',
    {
      preValidation: customerOnly,
      config: { rateLimit: PASSKEY_RATE_LIMITS.manage },
      schema: {
        tags,
        description:
          "Keeps the passkey the registration ceremony made, under the name given. 400 PASSKEY_CHALLENGE_EXPIRED (spent, expired or another account's challenge), " +
          'PASSKEY_FAILED (origin, RP ID, user verification or attestation does not check out); 409 PASSKEY_EXISTS.',
        body: addPasskeyBodySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const passkey = await addPasskey(deps, request.customer!.id, request.body.name, request.body.response);
      return reply.status(201).send(passkey);
    },
  );

  app.patch(
    '/accounts/me/passkeys/:id',
    {
      preValidation: customerOnly,
      config: { rateLimit: PASSKEY_RATE_LIMITS.manage },
      schema: {
        tags,
        description: "Renames one of the signed-in customer's passkeys; 404 for any other.",
        params: idParamsSchema,
        body: renamePasskeyBodySchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => renamePasskey(app.db, request.customer!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/accounts/me/passkeys/:id',
    {
      preValidation: [customerOnly, requireRecentVerification],
      schema: {
        tags,
        description:
          "Removes one of the signed-in customer's passkeys. 403 REVERIFY_REQUIRED unless this session proved itself in the last 15 minutes; " +
          "409 LAST_SECOND_FACTOR for an admin's last second factor; 404 for another account's.",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removePasskey(app.db, request.customer!, request.params.id, request.session!.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/passkey/sign-in-options',
    {
      config: { rateLimit: PASSKEY_RATE_LIMITS.signInOptions },
      schema: {
        tags,
        description:
          'Starts a passkey sign-in: options for navigator.credentials.get() naming no user (any passkey of this site). ' +
          'The challenge is good once, for five minutes.',
        response: { 200: passkeyAuthenticationOptionsSchema, ...errorResponses(429) },
      },
    },
    async () => signInOptions(deps),
  );

  app.post(
    '/accounts/passkey/sign-in',
    {
      config: { rateLimit: PASSKEY_RATE_LIMITS.signIn },
      schema: {
        tags,
        description:
          'Signs in with a passkey: both factors at once (the session counts as recently verified). 400 PASSKEY_CHALLENGE_EXPIRED; ' +
          '401 PASSKEY_UNKNOWN (no such passkey here) or PASSKEY_FAILED (signature, origin, RP ID, user verification or counter); ' +
          '403 ACCOUNT_SUSPENDED.',
        body: passkeySignInBodySchema,
        response: { 200: sessionAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { response, rememberMe, transport } = request.body;
      const customer = await signInWithPasskey(deps, response);
      const token = await startSession(request, reply, customer.id, {
        rememberMe,
        transport,
        secondFactor: true,
        method: 'passkey',
      });
      return { ...toCurrentUser(customer), token };
    },
  );

  app.post(
    '/accounts/me/passkeys/reverify-options',
    {
      preValidation: customerOnly,
      config: { rateLimit: PASSKEY_RATE_LIMITS.manage },
      schema: {
        tags,
        description:
          "Starts confirming it is you with a passkey: options offering only the signed-in customer's own. 409 NO_PASSKEYS.",
        response: { 200: passkeyAuthenticationOptionsSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => reverifyOptions(deps, request.customer!.id),
  );

  app.post(
    '/accounts/me/passkeys/reverify',
    {
      preValidation: customerOnly,
      config: { rateLimit: PASSKEY_RATE_LIMITS.manage },
      schema: {
        tags,
        description:
          "Confirms it is you with one of the account's passkeys: this session counts as recently verified for 15 minutes. " +
          "400 PASSKEY_CHALLENGE_EXPIRED, PASSKEY_UNKNOWN or PASSKEY_FAILED; 403 PASSKEY_NOT_YOURS for another account's passkey.",
        body: passkeyReverifyBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await reverifyWithPasskey(deps, request.customer!.id, request.session!.id, request.body.response);
      return reply.status(204).send(null);
    },
  );
};
