import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomersPageSchema,
  adminCustomersQuerySchema,
  adminHostDetailSchema,
  adminHostsPageSchema,
  adminHostsQuerySchema,
  adminPayoutsPageSchema,
  adminPayoutsQuerySchema,
  closeHostBodySchema,
  hostClosureSchema,
  hostTermsBodySchema,
  markPayoutBodySchema,
  monthSchema,
  recordedPayoutSchema,
  suspensionOutcomeSchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireRecentVerification, requireStaff } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/request-language.ts';
import { sendStatement } from '../../sales/index.ts';
import { listCustomers } from './customers-list.ts';
import { updateHostTerms } from './host-terms.ts';
import { hostDetail, listHosts } from './hosts-list.ts';
import { listPayouts, markPayout, payoutsCsv } from './payouts.ts';
import { reinstateAccount, suspendAccount } from './suspension.ts';
import { closeHost } from './closure.ts';
import { privacyDeps } from '../../privacy/index.ts';
import { errorResponses } from '../../../plugins/errors.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const statementParams = idParams.extend({ month: monthSchema });
const guarded = errorResponses(401, 403);
const suspension = { 200: suspensionOutcomeSchema, ...errorResponses(404, 409), ...guarded };

/**
 * The back office's Hosts section (admins only): hosts with their figures and terms, the suspension of any account,
 * and the monthly payouts with the host's statement and the bank's CSV. Every change is written to the audit log.
 */
export const adminHostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    // Bank details and figures: never kept by a browser or a proxy.
    reply.header('cache-control', 'private, no-store');
  });
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/admin/hosts',
    {
      preValidation: requireStaff('hostsRead'),
      schema: {
        tags,
        description:
          'A page of hosts (every application, suspended ones included) with listings, sales and amount due; sorted, searched (business, contact, e-mail) and filtered by status.',
        querystring: adminHostsQuerySchema,
        response: { 200: adminHostsPageSchema, ...errorResponses(400), ...guarded },
      },
    },
    (request) => listHosts(app.db, request.query),
  );

  app.get(
    '/admin/hosts/:id',
    {
      preValidation: requireStaff('hostsRead'),
      schema: {
        tags,
        description: "One host: profile, bank details, terms and the dashboard's figures.",
        params: idParams,
        response: { 200: adminHostDetailSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => hostDetail(app.db, request.params.id, requestLanguage(request)),
  );

  app.patch(
    '/admin/hosts/:id',
    {
      preValidation: requireStaff('hostTerms'),
      schema: {
        tags,
        description:
          'Changes the commission rate (0-50 %, for sales from now on) and/or whether the host may add and edit listings.',
        params: idParams,
        body: hostTermsBodySchema,
        response: { 200: adminHostDetailSchema, ...errorResponses(400, 404), ...guarded },
      },
    },
    (request) => updateHostTerms(app.db, adminId(request), request.params.id, request.body),
  );

  app.get(
    '/admin/hosts/:id/payouts/:month/statement.pdf',
    {
      preValidation: requireStaff('payouts'),
      schema: {
        tags,
        description: "The host's payout statement for a month as PDF, the same file the host downloads.",
        params: statementParams,
        response: { ...errorResponses(404), ...guarded },
      },
    },
    (request, reply) =>
      sendStatement(
        app.db,
        reply,
        request.params.id,
        request.params.month,
        'pdf',
        app.documents,
        requestLanguage(request),
      ),
  );

  app.get(
    '/admin/hosts/:id/payouts/:month/statement.csv',
    {
      preValidation: requireStaff('payouts'),
      schema: {
        tags,
        description: "The host's payout statement for a month as CSV, the same file the host downloads.",
        params: statementParams,
        response: { ...errorResponses(404), ...guarded },
      },
    },
    (request, reply) =>
      sendStatement(
        app.db,
        reply,
        request.params.id,
        request.params.month,
        'csv',
        app.documents,
        requestLanguage(request),
      ),
  );

  app.get(
    '/admin/customers',
    {
      preValidation: requireStaff('customers'),
      schema: {
        tags,
        description:
          'A page of accounts (customers, guests, hosts, admins) searched by name or e-mail, filtered by active or suspended.',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersPageSchema, ...errorResponses(400), ...guarded },
      },
    },
    (request) => listCustomers(app.db, request.query),
  );

  app.post(
    '/admin/customers/:id/suspend',
    {
      preValidation: requireStaff('customers'),
      schema: {
        tags,
        description:
          'Suspends an account: it cannot sign in and its sessions stop working at once. 409 when already suspended, or for your own account.',
        params: idParams,
        response: suspension,
      },
    },
    (request) => suspendAccount(app.db, request.customer!, request.params.id),
  );

  app.post(
    '/admin/customers/:id/reinstate',
    {
      preValidation: requireStaff('customers'),
      schema: {
        tags,
        description: 'Lifts a suspension. 409 when the account is not suspended.',
        params: idParams,
        response: suspension,
      },
    },
    (request) => reinstateAccount(app.db, request.customer!, request.params.id),
  );

  app.post(
    '/admin/hosts/:id/close',
    {
      // Erases a person and withdraws a business: the owner's, and asks again for proof after 15 minutes.
      preValidation: [requireStaff('hostClosure'), requireRecentVerification],
      schema: {
        tags,
        description:
          "Closes a host's business account (the host asked to leave), confirmed by its business name typed again: its listings are withdrawn, its people's and bank details and licence image erased, and the person's account suspended, signed out and erased (its tax records kept under 'Deleted customer'). 409 while guests hold vouchers of its experiences, while it is owed money, when already closed, or for a member of staff.",
        params: idParams,
        body: closeHostBodySchema,
        response: { 200: hostClosureSchema, ...errorResponses(400, 404, 409), ...guarded },
      },
    },
    async (request) => {
      const closed = await closeHost(privacyDeps(app), request.customer!.id, request.params.id, request.body);
      app.catalogCache.clear();
      return closed;
    },
  );

  app.get(
    '/admin/payouts',
    {
      preValidation: requireStaff('payouts'),
      schema: {
        tags,
        description:
          "A month's payouts: per host, the host amounts of vouchers redeemed in that Dubai month, what was paid for it and what is still due.",
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPayoutsPageSchema, ...errorResponses(400), ...guarded },
      },
    },
    (request) => listPayouts(app.db, request.query),
  );

  app.post(
    '/admin/payouts',
    {
      // A transfer to a host's bank: asks again for proof after 15 minutes.
      preValidation: [requireStaff('payouts'), requireRecentVerification],
      schema: {
        tags,
        description:
          'Records a transfer to a host for a month with its bank reference. 409 when the due is not the one the admin saw (a double submit) or nothing is due.',
        body: markPayoutBodySchema,
        response: {
          201: recordedPayoutSchema,
          ...errorResponses(400, 404, 409),
          ...guarded,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await markPayout(app.db, adminId(request), request.body)),
  );

  app.get(
    '/admin/payouts/export.csv',
    {
      preValidation: requireStaff('payouts'),
      schema: {
        tags,
        description:
          "The month's transfers for the bank: host, account holder, IBAN, SWIFT, bank, amount and reference.",
        querystring: z.object({ month: monthSchema }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${request.query.month}.csv"`)
        .send(await payoutsCsv(app.db, request.query.month)),
  );
};
