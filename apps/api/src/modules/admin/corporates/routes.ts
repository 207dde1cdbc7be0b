import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCorporateEmployeeSchema,
  adminCorporateEmployeesQuerySchema,
  adminCorporateSchema,
  adminCorporatesQuerySchema,
  adminInvoiceSchema,
  adminInvoicesQuerySchema,
  adminPage,
  corporateAdminBodySchema,
  corporateBodySchema,
  invoicePaymentBodySchema,
  idParamsSchema,
  idSchema,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/request-language.ts';
import { adminInvoicePdf, listInvoices, markInvoicePaid } from './invoices.ts';
import {
  createCorporate,
  findCorporate,
  listCorporateEmployees,
  listCorporates,
  setCorporateAdmin,
  updateCorporate,
} from './service.ts';
import { paymentsInTestMode } from '../../../config.ts';
import { errorResponses } from '../../../plugins/errors.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const employeeParams = idParams.extend({ customerId: idSchema });
const guarded = errorResponses(401, 403);
const written = {
  200: adminCorporateSchema,
  ...errorResponses(400, 404, 409),
  ...guarded,
};

/**
 * The back office's Corporates section (admins only): corporates, their employees and corporate admins; every change is
 * audited.
 */
export const adminCorporatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.get(
    '/admin/corporates',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description:
          'A page of corporates with their employees, admins and awards; searched (name, domain, slug), sorted and paged.',
        querystring: adminCorporatesQuerySchema,
        response: { 200: adminPage(adminCorporateSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => listCorporates(app.db, request.query),
  );

  app.post(
    '/admin/corporates',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description: 'Adds a corporate; its slug and e-mail domain must be unused (409 SLUG_TAKEN, DOMAIN_TAKEN).',
        body: corporateBodySchema,
        response: { ...written, 201: adminCorporateSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCorporate(app.db, adminId(request), request.body)),
  );

  app.get(
    '/admin/corporates/:id',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description: 'One corporate with its figures.',
        params: idParams,
        response: { 200: adminCorporateSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => findCorporate(app.db, request.params.id),
  );

  app.put(
    '/admin/corporates/:id',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description: "Changes a corporate's name, slug or e-mail domain (each slug and domain names one corporate).",
        params: idParams,
        body: corporateBodySchema,
        response: written,
      },
    },
    (request) => updateCorporate(app.db, adminId(request), request.params.id, request.body),
  );

  app.get(
    '/admin/corporates/:id/employees',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description:
          "The corporate's employees, searched (name, e-mail), sorted and paged; admins=true keeps its corporate admins.",
        params: idParams,
        querystring: adminCorporateEmployeesQuerySchema,
        response: {
          200: adminPage(adminCorporateEmployeeSchema),
          ...errorResponses(400, 404),
          ...guarded,
        },
      },
    },
    (request) => listCorporateEmployees(app.db, request.params.id, request.query),
  );

  app.put(
    '/admin/corporates/:id/employees/:customerId/corporate-admin',
    {
      preValidation: requireStaff('corporates'),
      schema: {
        tags,
        description:
          'Makes an employee of this corporate a corporate admin (isCorporateAdmin true) or takes it away; 404 for anyone outside the corporate.',
        params: employeeParams,
        body: corporateAdminBodySchema,
        response: { 200: adminCorporateEmployeeSchema, ...errorResponses(400, 404), ...guarded },
      },
    },
    (request) =>
      setCorporateAdmin(
        app.db,
        adminId(request),
        request.params.id,
        request.params.customerId,
        request.body.isCorporateAdmin,
      ),
  );

  app.get(
    '/admin/corporate-invoices',
    {
      preValidation: requireStaff('corporateInvoices'),
      schema: {
        tags,
        description:
          'Invoices for corporate awards: searched (number, corporate, employee, award), filtered by status (open, overdue, paid) and corporate, sorted and paged.',
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminPage(adminInvoiceSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => listInvoices(app.db, request.query, new Date(), requestLanguage(request)),
  );

  app.post(
    '/admin/corporate-invoices/:id/payment',
    {
      preValidation: requireStaff('corporateInvoices'),
      schema: {
        tags,
        description:
          "Records the corporate's payment of an invoice with the bank reference; 409 INVOICE_PAID when it is already paid.",
        params: idParams,
        body: invoicePaymentBodySchema,
        response: {
          200: adminInvoiceSchema,
          ...errorResponses(400, 404, 409),
          ...guarded,
        },
      },
    },
    (request) => markInvoicePaid(app.db, adminId(request), request.params.id, request.body),
  );

  app.get(
    '/admin/corporate-invoices/:id/pdf',
    {
      preValidation: requireStaff('corporateInvoices'),
      schema: {
        tags,
        description: 'An invoice as the corporate receives it, as a PDF.',
        params: idParams,
        response: { ...errorResponses(404), ...guarded },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await adminInvoicePdf(app.db, request.params.id, {
        printer: app.documents,
        testMode: paymentsInTestMode(app.config),
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
