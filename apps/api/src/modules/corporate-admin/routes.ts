import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPage,
  awardBodySchema,
  awardCatalogQuerySchema,
  awardCatalogSchema,
  corporateAwardSchema,
  corporateAwardsQuerySchema,
  corporateDashboardSchema,
  corporateEmployeeSchema,
  corporateEmployeesQuerySchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import type { SessionCustomer } from '../accounts/index.ts';
import { giveAward } from './award.ts';
import { awardCatalog } from './catalog.ts';
import { corporateAwardsPage, corporateDashboard, corporateEmployees, findAward } from './figures.ts';
import { corporateInvoicePdf } from './invoice-pdf.ts';
import { paymentsInTestMode } from '../../config.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['corporate'];
const guarded = errorResponses(401, 403);

/**
 * The corporate admin's dashboard: corporate admins only, and always their own corporate,
 * which comes from the session, never from the request; another corporate's employee or invoice answers 404.
 */
export const corporateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireRole('corporateAdmin'));
  // The guard let only a corporate admin with a corporate through.
  const awarder = (request: { customer: SessionCustomer | null }) => {
    const c = request.customer!;
    return { id: c.id, firstName: c.firstName, email: c.email, corporateId: c.corporateId! };
  };

  app.get(
    '/corporate/dashboard',
    {
      schema: {
        tags,
        description:
          'Employees registered, awards given, the amount invoiced and saved through discounts, star performers, and awards per month over the last 12 months.',
        response: { 200: corporateDashboardSchema, ...guarded },
      },
    },
    (request) => corporateDashboard(app.db, awarder(request).corporateId),
  );

  app.get(
    '/corporate/employees',
    {
      schema: {
        tags,
        description: "The corporate's employees, searched (q: name or e-mail), sorted and paged on the server.",
        querystring: corporateEmployeesQuerySchema,
        response: { 200: adminPage(corporateEmployeeSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => corporateEmployees(app.db, awarder(request).corporateId, request.query),
  );

  app.get(
    '/corporate/awards',
    {
      schema: {
        tags,
        description:
          "The corporate's awards with their invoices, searched (q: employee, title, invoice number), sorted and paged.",
        querystring: corporateAwardsQuerySchema,
        response: { 200: adminPage(corporateAwardSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => corporateAwardsPage(app.db, awarder(request).corporateId, request.query, requestLanguage(request)),
  );

  app.get(
    '/corporate/catalog',
    {
      schema: {
        tags,
        description: 'Experiences and weekend passes that may be awarded, found by title or name.',
        querystring: awardCatalogQuerySchema,
        response: { 200: awardCatalogSchema, ...errorResponses(400), ...guarded },
      },
    },
    (request) => awardCatalog(app.db, request.query.q, requestLanguage(request)),
  );

  app.post(
    '/corporate/awards',
    {
      schema: {
        tags,
        description:
          'Gives an employee an experience (one unit of a price option, with a date when it asks for one) or a weekend pass: takes the places, books it for the employee with vouchers, ' +
          'invoices the corporate (due in 30 days) and mails the employee. 404 for another corporate’s employee; 409 when sold out.',
        body: awardBodySchema,
        response: {
          201: corporateAwardSchema,
          ...errorResponses(400, 404, 409),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const by = awarder(request);
      const { awardId } = await giveAward({ db: app.db, mailer: app.mailer }, by, request.body);
      // Places changed: the catalogue's cached 'few left' figures should show it.
      app.catalogCache.clear();
      return reply.status(201).send((await findAward(app.db, by.corporateId, awardId, requestLanguage(request)))!);
    },
  );

  app.get(
    '/corporate/invoices/:id/pdf',
    {
      schema: {
        tags,
        description: "One of the corporate's invoices as a PDF; another corporate's is 404.",
        params: idParamsSchema,
        response: { ...errorResponses(404), ...guarded },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await corporateInvoicePdf(app.db, awarder(request).corporateId, request.params.id, {
        printer: app.documents,
        testMode: paymentsInTestMode(app.config),
        // The awarder's page's: corporates have no language of their own.
        language: requestLanguage(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
};
