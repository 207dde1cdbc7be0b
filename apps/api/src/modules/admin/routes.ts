import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalCountsSchema,
  approvalOutcomeSchema,
  adminHostApplicationSchema,
  adminHostApplicationsQuerySchema,
  listingRevisionDetailSchema,
  pendingListingSchema,
  rejectionBodySchema,
  idParamsSchema,
  idSchema,
} from '@weekends/shared';
import { requireStaff } from '../../plugins/auth.ts';
import { approvalCounts } from './approval-counts.ts';
import type { ApprovalDeps } from './deps.ts';
import { approveHost, listHostApplications, readLicence, rejectHost } from './host-approvals.ts';
import { approveListing, getListingRevision, listPendingListings, rejectListing } from './listing-approvals.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { adminActivitiesRoutes } from './activities/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminCatalogueRoutes } from './catalogue/routes.ts';
import { adminCommerceRoutes } from './commerce/routes.ts';
import { adminContentRoutes } from './content/routes.ts';
import { adminCorporatesRoutes } from './corporates/routes.ts';
import { adminHomePageRoutes, announcementRoutes } from './home-page/routes.ts';
import { adminHostsRoutes } from './hosts/routes.ts';
import { adminInboxRoutes } from './inbox/routes.ts';
import { adminMailRoutes } from './mail/routes.ts';
import { adminOverviewRoutes } from './overview/routes.ts';
import { adminStaffRoutes } from './staff/routes.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const revisionParams = z.object({ revisionId: idSchema });
const guarded = errorResponses(401, 403);
const acted = { 200: approvalOutcomeSchema, ...errorResponses(400, 404, 409), ...guarded };

/**
 * The provider's back office, one plugin a section, each with its own admin guard (the home page's section also
 * serves the public announcement strip it edits, so no guard sits on them all).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(approvalsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminCommerceRoutes);
  await app.register(adminHomePageRoutes);
  await app.register(adminActivitiesRoutes);
  await app.register(announcementRoutes);
  await app.register(adminHostsRoutes);
  await app.register(adminCorporatesRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminStaffRoutes);
};

/**
 * Approvals, the back office's first section: host applications are the owner's, listing submissions content's
 * (STAFF_AREAS). Host applications and listing submissions,
 * each approved or rejected with a reason the applicant or host is mailed.
 */
const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApprovalDeps = {
    db: app.db,
    mailer: app.mailer,
    licences: app.storage.private,
    secret: app.config.SESSION_SECRET,
  };
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/admin/approvals/counts',
    {
      preValidation: requireStaff('hostApprovals', 'listingApprovals', 'reviews'),
      schema: {
        tags,
        description: 'What waits on each tab of Approvals: pending host applications, listing submissions and reviews.',
        response: { 200: approvalCountsSchema, ...guarded },
      },
    },
    () => approvalCounts(app.db),
  );

  app.get(
    '/admin/approvals/hosts',
    {
      preValidation: requireStaff('hostApprovals'),
      schema: {
        tags,
        description:
          'Host applications by status: pending (the default) oldest first; approved or rejected most recently reviewed first.',
        querystring: adminHostApplicationsQuerySchema,
        response: { 200: z.array(adminHostApplicationSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => listHostApplications(app.db, request.query.status, requestLanguage(request)),
  );

  app.get(
    '/admin/approvals/hosts/:id/licence',
    {
      preValidation: requireStaff('hostApprovals'),
      schema: {
        tags,
        description: "The application's trade licence image (JPEG), never cached.",
        params: idParams,
        response: { ...errorResponses(404), ...guarded },
      },
    },
    async (request, reply) => {
      const image = await readLicence(deps, request.params.id);
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Bytes, sent as they are: the schema types only the JSON answers.
          .send(image as never)
      );
    },
  );

  app.post(
    '/admin/approvals/hosts/:id/approve',
    {
      preValidation: requireStaff('hostApprovals'),
      schema: {
        tags,
        description:
          'Approves a pending application: the account becomes a host that may manage activities, and the applicant is mailed. 409 when it is not pending.',
        params: idParams,
        response: acted,
      },
    },
    (request) => approveHost(deps, adminId(request), request.params.id),
  );

  app.post(
    '/admin/approvals/hosts/:id/reject',
    {
      preValidation: requireStaff('hostApprovals'),
      schema: {
        tags,
        description:
          'Rejects a pending application with a reason (required, at most 1000 characters), which is mailed to the applicant. 409 when it is not pending.',
        params: idParams,
        body: rejectionBodySchema,
        response: acted,
      },
    },
    (request) => rejectHost(deps, adminId(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/approvals/listings',
    {
      preValidation: requireStaff('listingApprovals'),
      schema: {
        tags,
        description: 'Listing submissions waiting for approval (new listings and edits of live ones), oldest first.',
        response: { 200: z.array(pendingListingSchema), ...guarded },
      },
    },
    (request) => listPendingListings(app.db, requestLanguage(request)),
  );

  app.get(
    '/admin/approvals/listings/:revisionId',
    {
      preValidation: requireStaff('listingApprovals'),
      schema: {
        tags,
        description:
          'One submission: its listing, the live version for an edit, and the names of the ids they refer to.',
        params: revisionParams,
        response: { 200: listingRevisionDetailSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => getListingRevision(app.db, request.params.revisionId, requestLanguage(request)),
  );

  app.post(
    '/admin/approvals/listings/:revisionId/approve',
    {
      preValidation: requireStaff('listingApprovals'),
      schema: {
        tags,
        description:
          'Approves a pending submission: the listing is written to the catalogue (a new one goes live) and the host is mailed. 409 when it is not pending.',
        params: revisionParams,
        response: acted,
      },
    },
    async (request) => {
      const outcome = await approveListing(deps, adminId(request), request.params.revisionId);
      // Listings and searches are cached for seconds; the approved version should show on the next one.
      app.catalogCache.clear();
      return outcome;
    },
  );

  app.post(
    '/admin/approvals/listings/:revisionId/reject',
    {
      preValidation: requireStaff('listingApprovals'),
      schema: {
        tags,
        description:
          'Rejects a pending submission with a reason (required, at most 1000 characters), mailed to the host; the live listing stays as it was. 409 when it is not pending.',
        params: revisionParams,
        body: rejectionBodySchema,
        response: acted,
      },
    },
    (request) => rejectListing(deps, adminId(request), request.params.revisionId, request.body.reason),
  );
};
