import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivitiesQuerySchema,
  adminActivityEditBodySchema,
  adminActivityEditSchema,
  adminActivityFeatureBodySchema,
  adminActivityFiltersSchema,
  adminActivityPlacesBodySchema,
  adminActivityRowSchema,
  adminActivityStatusBodySchema,
  adminPage,
  idParamsSchema,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { featureActivity, getActivityEdit, saveActivityEdit, setActivityPlaces, setActivityStatus } from './actions.ts';
import { activityFilterOptions, listAdminActivities } from './list.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404, 409);
const flags = z.object({ id: z.number().int(), isActive: z.boolean(), soldOut: z.boolean(), places: z.number().int() });

/**
 * Catalogue > Activities in the back office: every activity, paged, filtered and sorted on the server (50,000 rows
 * stay fast), and the operator's actions on one. Admins only; every change is audited and goes live at once (the
 * catalogue's read cache is cleared).
 */
export const adminActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('catalogue'));
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;
  const changing = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await work();
    app.catalogCache.clear();
    return result;
  };

  app.get(
    '/admin/catalogue/activities',
    {
      schema: {
        tags,
        description:
          'Activities, paged: q matches the title (part of it), the slug or the id; filters city, category (with its sub-categories), host, active, soldOut; sort id, title, created, sales, rating.',
        querystring: adminActivitiesQuerySchema,
        response: { 200: adminPage(adminActivityRowSchema), ...errors },
      },
    },
    (request) => listAdminActivities(app.db, request.query, requestLanguage(request)),
  );

  app.get(
    '/admin/catalogue/activities/filters',
    {
      schema: {
        tags,
        description: "The activity list's filter choices: cities, categories and hosts.",
        response: { 200: adminActivityFiltersSchema, ...errors },
      },
    },
    (request) => activityFilterOptions(app.db, requestLanguage(request)),
  );

  app.patch(
    '/admin/catalogue/activities/:id/status',
    {
      schema: {
        tags,
        description: 'Activates or deactivates an activity, and/or sets it sold out or not.',
        params: idParams,
        body: adminActivityStatusBodySchema,
        response: { 200: flags, ...errors },
      },
    },
    (request) => changing(() => setActivityStatus(app.db, adminId(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/catalogue/activities/:id/places',
    {
      schema: {
        tags,
        description: 'The default places per date (or the undated stock); places already taken stay taken.',
        params: idParams,
        body: adminActivityPlacesBodySchema,
        response: { 200: flags, ...errors },
      },
    },
    (request) => changing(() => setActivityPlaces(app.db, adminId(request), request.params.id, request.body.places)),
  );

  app.post(
    '/admin/catalogue/activities/:id/feature',
    {
      schema: {
        tags,
        description:
          'Adds the activity to a home section as featured (or features it there). 409 when it is featured there already.',
        params: idParams,
        body: adminActivityFeatureBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changing(() => featureActivity(app.db, adminId(request), request.params.id, request.body.sectionId));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/activities/:id',
    {
      schema: {
        tags,
        description: "The activity's quick-edit fields: title, description, meta title and description, price options.",
        params: idParams,
        response: { 200: adminActivityEditSchema, ...errors },
      },
    },
    (request) => getActivityEdit(app.db, request.params.id),
  );

  app.put(
    '/admin/catalogue/activities/:id',
    {
      schema: {
        tags,
        description:
          "Saves the quick edit, live at once: title, description, meta title and description, and the prices of the activity's own price options (fils; a discount below the price).",
        params: idParams,
        body: adminActivityEditBodySchema,
        response: { 200: adminActivityEditSchema, ...errors },
      },
    },
    (request) => changing(() => saveActivityEdit(app.db, adminId(request), request.params.id, request.body)),
  );
};
