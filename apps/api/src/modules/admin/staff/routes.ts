import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStaffBodySchema,
  changeStaffRoleBodySchema,
  idParamsSchema,
  removeStaffQuerySchema,
  staffListSchema,
  staffMemberSchema,
} from '@weekends/shared';
import { requireRecentVerification, requireStaff } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { addStaff, changeStaffRole, listStaff, removeStaff } from './service.ts';

const tags = ['admin'];
const guarded = errorResponses(401, 403);

/**
 * The back office's Staff section, the owner's alone: who is staff and with which role. Every change is audited and
 * asks the session to have proved itself recently (requireRecentVerification, after the role guard), and is
 * conditional on what the page showed, so two owners acting at once act once.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('staff'));
  const ownerId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/admin/staff',
    {
      schema: {
        tags,
        description: 'Every member of staff with their role (owners first), and whether the account is suspended.',
        response: { 200: staffListSchema, ...guarded },
      },
    },
    () => listStaff(app.db),
  );

  app.post(
    '/admin/staff',
    {
      preValidation: requireRecentVerification,
      schema: {
        tags,
        description:
          'Makes an existing account (by e-mail, not a guest) a member of staff with a role. 404 when no account has the address, 409 when it is staff already.',
        body: addStaffBodySchema,
        response: { 201: staffMemberSchema, ...errorResponses(400, 404, 409), ...guarded },
      },
    },
    async (request, reply) => reply.status(201).send(await addStaff(app.db, ownerId(request), request.body)),
  );

  app.put(
    '/admin/staff/:id/role',
    {
      preValidation: requireRecentVerification,
      schema: {
        tags,
        description:
          "Changes a member's role from the one the page showed (`from`). 409 when it changed meanwhile, or when it would leave no owner.",
        params: idParamsSchema,
        body: changeStaffRoleBodySchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 404, 409), ...guarded },
      },
    },
    (request) => changeStaffRole(app.db, ownerId(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/staff/:id',
    {
      preValidation: requireRecentVerification,
      schema: {
        tags,
        description:
          'Ends a membership (the account stays, as a customer), from the role the page showed (`from`). 409 when it changed meanwhile, or for the last owner.',
        params: idParamsSchema,
        querystring: removeStaffQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 409), ...guarded },
      },
    },
    async (request, reply) => {
      await removeStaff(app.db, ownerId(request), request.params.id, request.query.from);
      return reply.status(204).send(null);
    },
  );
};
