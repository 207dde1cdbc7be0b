import type { FastifyReply, FastifyRequest } from 'fastify';
import { returnPathOrHome } from '@weekends/shared/return-to';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  SOCIAL_PROVIDERS,
  sessionAnswerSchema,
  socialCompleteBodySchema,
  socialPendingSchema,
  socialProvidersAnswerSchema,
  type SocialProvider,
} from '@weekends/shared';
import { socialProviderSettings } from '../../config.ts';
import { createOidcClient, type OidcClient } from '../../lib/oauth.ts';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { limit, MINUTE, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { startSession, startTwoStepIfNeeded } from '../accounts/index.ts';
import { toCurrentUser } from '../accounts/index.ts';
import { sealedCookie } from './sealed-cookie.ts';
import { completeSocialSignUp, profileFromClaims, resolveSocialSignIn } from './service.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['social login'];

/** Per client address; each start and callback costs requests to the provider, each completion a write. */
export const SOCIAL_RATE_LIMITS = {
  start: limit(20, MINUTE),
  callback: limit(20, MINUTE),
  complete: limit(10, MINUTE),
} as const;

const SOCIAL_MESSAGES = {
  unknownProvider: 'This sign-in provider is not available.',
  noPending: 'Your social sign-in has expired. Please start again.',
} as const;

const providerSchema = z.enum(SOCIAL_PROVIDERS);

/** Between start and callback: the flow's checks and where to go afterwards. Ten minutes to sign in at the provider. */
const flowCookie = sealedCookie(
  'weekends_oauth',
  'social-login-flow',
  10 * 60_000,
  z.object({
    provider: providerSchema,
    state: z.string(),
    nonce: z.string(),
    codeVerifier: z.string(),
    returnTo: z.string(),
    popup: z.boolean().optional(),
  }),
);

/** Between callback and phone capture: who the provider vouched for. Fifteen minutes to enter a phone number. */
const pendingCookie = sealedCookie(
  'weekends_social',
  'social-login-pending',
  15 * 60_000,
  z.object({
    provider: providerSchema,
    subject: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    returnTo: z.string(),
  }),
);

const loginWith = (params: Record<string, string>) => `/login?${new URLSearchParams(params).toString()}`;

/** What the web's login pop-up reads on the page it reopens on (features/social-login/SocialReturnPrompt.tsx). */
const POPUP_PARAMS = ['loginPrompt', 'socialError', 'provider'] as const;

/**
 * Back to `returnTo` (already same-site) with the pop-up's view in the query, replacing any left from an earlier try:
 * loginPrompt=phone for phone capture, loginPrompt=login&socialError=… for a failure.
 */
export function backToPopup(
  returnTo: string,
  params: { loginPrompt: 'phone' | 'login' } & Record<string, string>,
): string {
  const base = 'http://same-site.invalid';
  const url = new URL(returnPathOrHome(returnTo), base);
  for (const name of POPUP_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a failed social sign-in lands: the /login page, or, when the login pop-up started it, the page the
 * visitor was on, where the pop-up reopens with the message.
 */
function failedAt(flow: { popup?: boolean; returnTo: string }, socialError: string, provider?: SocialProvider): string {
  const error: Record<string, string> = provider ? { socialError, provider } : { socialError };
  return flow.popup ? backToPopup(flow.returnTo, { loginPrompt: 'login', ...error }) : loginWith(error);
}

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));

  const settings = socialProviderSettings(app.config);
  // Built now, discovered at first use: no network at start.
  const clients = new Map<SocialProvider, { client: OidcClient; emailVerifiedWhenUnstated: boolean }>();
  for (const provider of SOCIAL_PROVIDERS) {
    const s = settings[provider];
    if (s)
      clients.set(provider, { client: createOidcClient(s), emailVerifiedWhenUnstated: s.emailVerifiedWhenUnstated });
  }

  const enabled = (name: string) => {
    const found = clients.get(name as SocialProvider);
    if (!found) throw new HttpError(404, 'NOT_FOUND', SOCIAL_MESSAGES.unknownProvider);
    return { provider: name as SocialProvider, ...found };
  };
  const redirectUri = (provider: SocialProvider) =>
    new URL(`/api/auth/${provider}/callback`, app.config.PUBLIC_URL).href;
  const redirect = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302);

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        description: 'The social-login providers configured on this server, so the web shows only their buttons.',
        response: { 200: socialProvidersAnswerSchema },
      },
    },
    () => ({ providers: SOCIAL_PROVIDERS.filter((p) => clients.has(p)) }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: { rateLimit: SOCIAL_RATE_LIMITS.start },
      schema: {
        tags,
        description:
          'Redirects the browser to the provider (authorization code flow with PKCE). `returnTo` must be a path on this site, else `/`. ' +
          '`popup=1` when the login pop-up started it: phone capture and failures then come back to returnTo, where the pop-up reopens.',
        params: z.object({ provider: z.string() }),
        querystring: z.object({ returnTo: z.string().optional(), popup: z.string().optional() }),
        response: errorResponses(404, 429),
      },
    },
    async (request, reply) => {
      const { provider, client } = enabled(request.params.provider);
      const returnTo = returnPathOrHome(request.query.returnTo);
      const popup = request.query.popup === '1';
      let authorization;
      try {
        authorization = await client.start(redirectUri(provider));
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social login: the provider could not be reached');
        return redirect(reply, failedAt({ popup, returnTo }, 'failed'));
      }
      flowCookie.set(request, reply, { provider, ...authorization.checks, returnTo, ...(popup ? { popup } : {}) });
      return redirect(reply, authorization.url.href);
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      config: { rateLimit: SOCIAL_RATE_LIMITS.callback },
      schema: {
        tags,
        description:
          'Where the provider sends the browser back. Redirects to returnTo signed in, to /login?social=phone&returnTo=… for a new account, ' +
          'or to /login?socialError=exists|otherProvider|unverified|failed (otherProvider adds provider=google|facebook, the one the account uses). ' +
          'Started from the login pop-up (popup=1), a new account goes to returnTo with loginPrompt=phone and a failure to returnTo with ' +
          'loginPrompt=login&socialError=… instead.',
        params: z.object({ provider: z.string() }),
        response: errorResponses(404, 429),
      },
    },
    async (request, reply) => {
      const { provider, client, emailVerifiedWhenUnstated } = enabled(request.params.provider);
      const flow = flowCookie.read(request);
      flowCookie.clear(request, reply);
      if (!flow || flow.provider !== provider) return redirect(reply, loginWith({ socialError: 'failed' }));

      let claims;
      try {
        // The provider's error parameter, a wrong state, a replayed code or a bad ID token all throw here.
        claims = await client.finish(new URL(request.url, app.config.PUBLIC_URL), flow);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social login: the provider answer was refused');
        return redirect(reply, failedAt(flow, 'failed'));
      }
      const profile = profileFromClaims(provider, claims, emailVerifiedWhenUnstated);
      if (!profile) return redirect(reply, failedAt(flow, 'unverified'));

      try {
        const outcome = await resolveSocialSignIn(app.db, profile);
        switch (outcome.kind) {
          case 'signIn': {
            // An account with a second factor is asked for it on the sign-in page, as after a password.
            const methods = await startTwoStepIfNeeded(request, reply, outcome.customerId);
            if (methods) return redirect(reply, loginWith({ secondStep: methods.join(','), returnTo: flow.returnTo }));
            await startSession(request, reply, outcome.customerId, {
              rememberMe: false,
              transport: 'cookie',
              method: 'social',
            });
            return redirect(reply, flow.returnTo);
          }
          case 'exists':
            return redirect(reply, failedAt(flow, 'exists'));
          case 'suspended':
            return redirect(reply, failedAt(flow, 'suspended'));
          case 'otherProvider':
            return redirect(reply, failedAt(flow, 'otherProvider', outcome.provider));
          case 'phoneNeeded':
            pendingCookie.set(request, reply, { ...profile, returnTo: flow.returnTo });
            return redirect(
              reply,
              flow.popup
                ? backToPopup(flow.returnTo, { loginPrompt: 'phone' })
                : loginWith({ social: 'phone', returnTo: flow.returnTo }),
            );
        }
      } catch (error) {
        // The browser is mid-redirect: it gets the login page (or the pop-up) with a message, never an error document.
        request.log.error({ err: error, provider }, 'social login: signing in failed');
        return redirect(reply, failedAt(flow, 'failed'));
      }
    },
  );

  const pendingOf = (request: FastifyRequest) => {
    const pending = pendingCookie.read(request);
    if (!pending) throw new HttpError(404, 'NO_PENDING_SOCIAL_LOGIN', SOCIAL_MESSAGES.noPending);
    return pending;
  };

  app.get(
    '/auth/social/pending',
    {
      schema: {
        tags,
        description:
          'The provider profile waiting for a phone number (from the signed cookie the callback set); 404 when none or expired.',
        response: { 200: socialPendingSchema, ...errorResponses(404) },
      },
    },
    (request, reply) => {
      const { provider, firstName, lastName, email } = pendingOf(request);
      reply.header('cache-control', 'no-store');
      return { provider, firstName, lastName, email };
    },
  );

  app.post(
    '/auth/social/complete',
    {
      config: { rateLimit: SOCIAL_RATE_LIMITS.complete },
      schema: {
        tags,
        description:
          'Creates the social account (or turns the guest on that e-mail into it) with the phone number, and signs it in.',
        body: socialCompleteBodySchema,
        response: {
          201: sessionAnswerSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const pending = pendingOf(request);
      const customer = await completeSocialSignUp(app.db, pending, request.body.phoneNumber, requestLanguage(request));
      pendingCookie.clear(request, reply);
      await startSession(request, reply, customer.id, { rememberMe: false, transport: 'cookie', method: 'sign-up' });
      return reply.status(201).send(toCurrentUser(customer));
    },
  );
};
