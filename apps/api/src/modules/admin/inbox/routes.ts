import { requestLanguage } from '../../../lib/request-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCareerApplicationSchema,
  adminPage,
  applicationsQuerySchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  handledOutcomeSchema,
  interestActivitiesQuerySchema,
  interestActivitySchema,
  interestNotifyOutcomeSchema,
  interestRequestSchema,
  interestRequestsQuerySchema,
  nominationSchema,
  nominationsQuerySchema,
  subscriberSchema,
  subscribersExportQuerySchema,
  subscribersQuerySchema,
  idParamsSchema,
  type StaffArea,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { notifyInterested } from './interest-notify.ts';
import * as inbox from './service.ts';
import { errorResponses } from '../../../plugins/errors.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const guarded = errorResponses(401, 403);
const listed = <T extends z.ZodTypeAny>(item: T) => ({ 200: adminPage(item), ...errorResponses(400), ...guarded });

/**
 * The back office's Inbox: what visitors sent through the forms, each list paged, sorted and searched on the server.
 * The résumé of an application downloads from the careers module's admin route (private storage, admins only).
 */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/admin/inbox/interest-activities',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description:
          'Activities people asked about (Submit Interest), with the requests, those not handled and those not yet told it is on sale; q searches the title.',
        querystring: interestActivitiesQuerySchema,
        response: listed(interestActivitySchema),
      },
    },
    (request) => inbox.listInterestActivities(app.db, request.query, requestLanguage(request)),
  );

  app.post(
    '/admin/inbox/interest-activities/:id/notify',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description:
          "'Tell them': mails everyone who asked about the activity and was not told yet that it is open for booking (each address once) and marks their requests notified. 409 NOT_ON_SALE while it is inactive, sold out or request-only.",
        params: idParams,
        response: { 200: interestNotifyOutcomeSchema, ...errorResponses(404, 409), ...guarded },
      },
    },
    (request) => notifyInterested({ db: app.db, mailer: app.mailer }, adminId(request), request.params.id),
  );

  app.get(
    '/admin/inbox/interest',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description:
          'Interest requests, newest first by default; filter by status and activity; q searches name, e-mail and activity.',
        querystring: interestRequestsQuerySchema,
        response: listed(interestRequestSchema),
      },
    },
    (request) => inbox.listInterestRequests(app.db, request.query, requestLanguage(request)),
  );

  app.get(
    '/admin/inbox/messages',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description:
          'Contact, corporate (Get in touch) and host (partner) contact messages; filter by kind and status; q searches name, e-mail and message.',
        querystring: contactMessagesQuerySchema,
        response: listed(contactMessageSchema),
      },
    },
    (request) => inbox.listContactMessages(app.db, request.query),
  );

  app.get(
    '/admin/inbox/applications',
    {
      preValidation: requireStaff('careerApplications'),
      schema: {
        tags,
        description: 'Career applications with their résumé details; q searches name, e-mail and opening.',
        querystring: applicationsQuerySchema,
        response: listed(adminCareerApplicationSchema),
      },
    },
    (request) => inbox.listApplications(app.db, request.query, requestLanguage(request)),
  );

  app.get(
    '/admin/inbox/nominations',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description: 'Return Gift Weekend and Sports weekend nominations; filter by kind and status.',
        querystring: nominationsQuerySchema,
        response: listed(nominationSchema),
      },
    },
    (request) => inbox.listNominations(app.db, request.query),
  );

  app.get(
    '/admin/inbox/subscribers',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description: 'Newsletter subscribers (subscribed by default, or unsubscribed, or all); q searches the address.',
        querystring: subscribersQuerySchema,
        response: listed(subscriberSchema),
      },
    },
    (request) => inbox.listSubscribers(app.db, request.query),
  );

  app.get(
    '/admin/inbox/subscribers.csv',
    {
      preValidation: requireStaff('inbox'),
      schema: {
        tags,
        description:
          'Every subscriber the filters find, as CSV (UTF-8 with BOM): email, source, subscribed_on, unsubscribed_on (Dubai dates).',
        querystring: subscribersExportQuerySchema,
        response: { ...errorResponses(400), ...guarded },
      },
    },
    async (request, reply) => {
      const csv = await inbox.subscribersCsv(app.db, request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
          .header('cache-control', 'private, no-store')
          // Text, sent as it is: the schema types only the JSON answers.
          .send(csv as never)
      );
    },
  );

  const handled: [string, inbox.HandledKind, string, StaffArea][] = [
    ['interest', 'interest', 'an interest request', 'inbox'],
    ['messages', 'message', 'a contact message', 'inbox'],
    ['applications', 'application', 'a career application', 'careerApplications'],
    ['nominations', 'nomination', 'a nomination', 'inbox'],
  ];
  for (const [path, kind, what, area] of handled) {
    app.post(
      `/admin/inbox/${path}/:id/handled`,
      {
        preValidation: requireStaff(area),
        schema: {
          tags,
          description: `Marks ${what} as handled (once; marking again changes nothing).`,
          params: idParams,
          response: { 200: handledOutcomeSchema, ...errorResponses(404), ...guarded },
        },
      },
      (request) => inbox.markHandled(app.db, adminId(request), kind, request.params.id),
    );
  }
};
