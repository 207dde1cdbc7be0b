import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  CSRF_HEADER,
  REVERIFY_WINDOW_MS,
  SECURITY_MESSAGES,
  SESSION_COOKIE,
  STAFF_MESSAGES,
  staffMayUse,
  type StaffArea,
} from '@weekends/shared';
import { HttpError } from './errors.ts';
import {
  hasSecondFactor,
  lastProofOf,
  resolveSession,
  secondFactorsOf,
  type SessionCustomer,
} from '../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer (guests included), or null for a visitor. */
    customer: SessionCustomer | null;
    /** The session behind `customer`, and how its token arrived. */
    session: { id: number; via: 'cookie' | 'bearer'; secondFactorAt: Date | null; signedInAt: Date } | null;
  }
  interface FastifyContextConfig {
    /**
     * The route never reads who calls it (the Web Vitals beacon): the session is not resolved, so `request.customer`
     * stays null, and a cookie sent along is not a cookie-authenticated mutation that must prove it is same-site.
     */
    sessionless?: boolean;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * A cross-site HTML form can post a cookie along, but only as a form or text/plain and without custom headers.
 * So a cookie-authenticated mutation must carry a JSON body or X-Requested-With. Bearer tokens are
 * never sent by a browser on its own, so they need no such proof.
 */
function provesSameSite(request: FastifyRequest): boolean {
  if (request.headers[CSRF_HEADER]) return true;
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Resolves the session of every request from `Authorization: Bearer` or the `weekends_session` cookie. */
export const authPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('customer', null);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.sessionless) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const via = bearer ? 'bearer' : 'cookie';
    const resolved = await resolveSession(app.db, token);
    if (!resolved) return;
    if (via === 'cookie' && MUTATIONS.has(request.method) && !provesSameSite(request)) {
      throw new HttpError(403, 'CSRF_HEADER_REQUIRED', ACCOUNT_MESSAGES.csrfHeaderRequired);
    }
    request.customer = resolved.customer;
    request.session = {
      id: resolved.sessionId,
      via,
      secondFactorAt: resolved.secondFactorAt,
      signedInAt: resolved.signedInAt,
    };
  });

  /**
   * An answer to a signed-in request may be personal (the account, its favourites, orders, the back office), and an
   * answer refusing one says who may not: no browser or shared cache may keep either. Routes that set their own
   * Cache-Control keep it; every other API answer to a session, and every 401/403, says `private, no-store`, so a
   * new personal route cannot forget it.
   */
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    if (request.session || reply.statusCode === 401 || reply.statusCode === 403)
      reply.header('cache-control', 'private, no-store');
  });
});

export type Role = 'customer' | 'host' | 'admin' | 'corporateAdmin';

const hasRole: Record<Role, (customer: SessionCustomer) => boolean> = {
  // A full account: guests only carry what checkout needs and have no dashboard.
  customer: (c) => !c.isGuest,
  host: (c) => c.isHost,
  admin: (c) => c.isAdmin,
  // A corporate admin always acts for its own corporate: without one the flag means nothing.
  corporateAdmin: (c) => c.isCorporateAdmin && c.corporateId !== null && !c.isGuest,
};

/**
 * Guards run as `preValidation` hooks: a refused caller gets 401/403 before the body is validated, so an
 * anonymous request learns nothing about a protected route's input (the authorization matrix test relies on it).
 */
type Guard = (request: FastifyRequest) => Promise<void>;

/** Guard: anyone signed in, guests included; 401 otherwise. */
export const requireCustomer: Guard = async (request) => {
  if (!request.customer) throw new HttpError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
};

/** Guard: 401 for a visitor, 403 for a signed-in customer without the role. */
export function requireRole(role: Role): Guard {
  return async (request) => {
    if (!request.customer) throw new HttpError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
    if (!hasRole[role](request.customer)) throw new HttpError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
    if (role === 'admin') await requireStaffSecondFactor(request);
  };
}

/**
 * Staff act only from a session that proved a second factor (a two-step sign-in, a passkey, an enrolment or a
 * re-verification). An admin without any factor hears SECOND_FACTOR_SETUP_REQUIRED (the web takes them to set one
 * up), one with a factor but a session that never proved it SECOND_FACTOR_REQUIRED.
 */
async function requireStaffSecondFactor(request: FastifyRequest): Promise<void> {
  if (request.session?.secondFactorAt) return;
  if (hasSecondFactor(await secondFactorsOf(request.server.db, request.customer!.id)))
    throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', SECURITY_MESSAGES.secondFactorRequired);
  throw new HttpError(403, 'SECOND_FACTOR_SETUP_REQUIRED', SECURITY_MESSAGES.secondFactorSetupRequired);
}

/**
 * Guard of a back-office route: the admin check first (staff, and whatever else it asks of a staff session), then the
 * member's role must be allowed one of the areas named (STAFF_AREAS in packages/shared: least privilege, the owner
 * everywhere); otherwise 403 STAFF_ROLE_FORBIDDEN. Every route under /api/admin names its area this way.
 */
export function requireStaff(...areas: [StaffArea, ...StaffArea[]]): Guard {
  const admin = requireRole('admin');
  return async (request) => {
    await admin(request);
    const role = request.customer!.staffRole;
    if (!areas.some((area) => staffMayUse(role, area)))
      throw new HttpError(403, 'STAFF_ROLE_FORBIDDEN', STAFF_MESSAGES.notForYourRole);
  };
}

/**
 * Guard for a sensitive action (a refund, a payout, a bank account, a role, removing a factor): the session must have
 * proved who is signed in within REVERIFY_WINDOW_MS (`sessions.second_factor_at`, set by a two-step sign-in, a
 * passkey, an enrolment or the account's re-verification; for an account without a second factor, the sign-in itself
 * counts too: lastProofOf). Otherwise 403 REVERIFY_REQUIRED: the web asks again and
 * retries. Put it after the role guard, so a caller without the role hears 403 FORBIDDEN, not an invitation.
 */
export const requireRecentVerification: Guard = async (request) => {
  if (!request.customer || !request.session)
    throw new HttpError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
  const at = await lastProofOf(request.server.db, request.customer, request.session);
  if (!at || Date.now() - at.getTime() > REVERIFY_WINDOW_MS)
    throw new HttpError(403, 'REVERIFY_REQUIRED', ACCOUNT_MESSAGES.reverifyRequired);
};
