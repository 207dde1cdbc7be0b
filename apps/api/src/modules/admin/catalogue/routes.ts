import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATEGORY_IMAGE_KINDS,
  activityOptionSchema,
  activitySearchQuerySchema,
  adminCategoriesQuerySchema,
  adminCategoryDetailSchema,
  adminCategorySchema,
  adminCitySchema,
  adminPage,
  adminPreferenceSchema,
  adminTimingSchema,
  areaBodySchema,
  catalogueOrderSchema,
  categoryBodySchema,
  cityBodySchema,
  menuActivitiesBodySchema,
  preferenceBodySchema,
  timingBodySchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { oneFileUploads, readUploadedFile } from '../../../lib/uploaded-file.ts';
import * as categories from './categories.ts';
import { pictureRefused, pictureTooLarge, removeCategoryImage, saveCategoryImage } from './category-images.ts';
import * as lists from './lists.ts';
import * as places from './places.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const imageParams = idParams.extend({ kind: z.enum(CATEGORY_IMAGE_KINDS) });
const errors = errorResponses(400, 401, 403, 404, 409);
const done = { 204: z.null(), ...errors };

/**
 * The back office's Catalogue: categories, cities and areas, timings and activity preferences. Admins only; every
 * change is in the audit log and empties the public catalogue's read cache, so visitors see it on their next page.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('catalogue'));
  await app.register(multipart, oneFileUploads(CATALOGUE_IMAGE_MAX_BYTES));
  const adminId = (request: FastifyRequest) => request.customer!.id;
  /** Runs a change, then forgets cached catalogue answers. */
  const changed = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    app.catalogCache.clear();
    return result;
  };

  app.get(
    '/admin/catalogue/categories',
    {
      schema: {
        tags,
        description:
          'Main categories a page at a time (by position unless sorted by name or activities); `parent` lists one main category’s sub-categories; `q` searches names and slugs of both levels.',
        querystring: adminCategoriesQuerySchema,
        response: { 200: adminPage(adminCategorySchema), ...errors },
      },
    },
    (request) => categories.listCategories(app.db, request.query, requestLanguage(request)),
  );

  app.post(
    '/admin/catalogue/categories',
    {
      schema: {
        tags,
        description:
          'Creates a category: a main one (parentId null) or a sub-category of a main one (400 PARENT_NOT_MAIN otherwise). An empty slug is made from the name; a slug in use is 409 SLUG_TAKEN.',
        body: categoryBodySchema,
        response: { 201: adminCategoryDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(categories.createCategory(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/categories/order',
    {
      schema: {
        tags,
        description:
          'Sets the order of sibling categories (all main categories, or all sub-categories of one): every sibling’s id, first to last. 409 ORDER_MISMATCH when the list is not exactly the siblings.',
        body: catalogueOrderSchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(categories.reorderCategories(app.db, adminId(request), request.body));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/categories/:id',
    {
      schema: {
        tags,
        description: 'One category with its sub-categories and menu activities.',
        params: idParams,
        response: { 200: adminCategoryDetailSchema, ...errors },
      },
    },
    (request) => categories.getCategory(app.db, request.params.id),
  );

  app.put(
    '/admin/catalogue/categories/:id',
    {
      schema: {
        tags,
        description:
          'Edits a category (name, slug, parent, meta, active). Deactivating keeps it and its activities. 409 when a main category with sub-categories would become one, or the slug is taken.',
        params: idParams,
        body: categoryBodySchema,
        response: { 200: adminCategoryDetailSchema, ...errors },
      },
    },
    (request) => changed(categories.updateCategory(app.db, adminId(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/catalogue/categories/:id',
    {
      schema: {
        tags,
        description:
          'Deletes a category nothing uses. 409 when it has activities, sub-categories or a listing waiting for approval names it (deactivate it instead).',
        params: idParams,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(categories.deleteCategory(app.db, adminId(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/catalogue/categories/:id/images/:kind',
    {
      schema: {
        tags,
        description:
          'Replaces a category picture (kind image, menuImage or headerImage): multipart/form-data with one file `image`, a JPEG or PNG judged by its content, at most 10 MB. ' +
          'Stored as WebP without metadata. 400 IMAGE_NOT_PICTURE; 413 IMAGE_TOO_LARGE.',
        params: imageParams,
        response: { 200: adminCategoryDetailSchema, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, {
        file: 'image',
        sending: 'image',
        tooLarge: pictureTooLarge,
        missing: pictureRefused,
      });
      return changed(
        saveCategoryImage(app.db, app.storage.files, adminId(request), request.params.id, request.params.kind, data),
      );
    },
  );

  app.delete(
    '/admin/catalogue/categories/:id/images/:kind',
    {
      schema: {
        tags,
        description: 'Removes a category picture.',
        params: imageParams,
        response: { 200: adminCategoryDetailSchema, ...errors },
      },
    },
    (request) =>
      changed(removeCategoryImage(app.db, app.storage.files, adminId(request), request.params.id, request.params.kind)),
  );

  app.put(
    '/admin/catalogue/categories/:id/menu-activities',
    {
      schema: {
        tags,
        description: 'Sets the activities the mega menu shows under the category, in order (at most 12).',
        params: idParams,
        body: menuActivitiesBodySchema,
        response: { 200: adminCategoryDetailSchema, ...errors },
      },
    },
    (request) => changed(categories.setMenuActivities(app.db, adminId(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/catalogue/activity-search',
    {
      schema: {
        tags,
        description:
          'Up to 20 activities whose title contains `q` (or the activity with id `q`), newest first, to choose from.',
        querystring: activitySearchQuerySchema,
        response: { 200: z.array(activityOptionSchema), ...errors },
      },
    },
    (request) => categories.searchActivities(app.db, request.query.q),
  );

  app.get(
    '/admin/catalogue/cities',
    {
      schema: {
        tags,
        description: 'Every city in order, with its areas and activity counts.',
        response: { 200: z.array(adminCitySchema), ...errors },
      },
    },
    () => places.listCities(app.db),
  );

  app.post(
    '/admin/catalogue/cities',
    {
      schema: {
        tags,
        description: 'Adds a city at the end of the list. A slug in use is 409 SLUG_TAKEN.',
        body: cityBodySchema,
        response: { 201: adminCitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(places.createCity(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/cities/order',
    {
      schema: {
        tags,
        description: 'Sets the order of the cities: every city’s id, first to last.',
        body: catalogueOrderSchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(places.reorderCities(app.db, adminId(request), request.body));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/catalogue/cities/:id',
    {
      schema: {
        tags,
        description: 'Edits a city (name, slug, position on the map, active).',
        params: idParams,
        body: cityBodySchema,
        response: { 200: adminCitySchema, ...errors },
      },
    },
    (request) => changed(places.updateCity(app.db, adminId(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/catalogue/cities/:id/areas',
    {
      schema: {
        tags,
        description: 'Adds an area to a city; answers the city.',
        params: idParams,
        body: areaBodySchema,
        response: { 201: adminCitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(places.addArea(app.db, adminId(request), request.params.id, request.body))),
  );

  app.put(
    '/admin/catalogue/areas/:id',
    {
      schema: {
        tags,
        description: 'Renames an area; answers its city.',
        params: idParams,
        body: areaBodySchema,
        response: { 200: adminCitySchema, ...errors },
      },
    },
    (request) => changed(places.renameArea(app.db, adminId(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/catalogue/areas/:id',
    {
      schema: {
        tags,
        description:
          'Removes an area nothing uses; answers its city. 409 AREA_IN_USE when an activity, a host or a waiting listing names it.',
        params: idParams,
        response: { 200: adminCitySchema, ...errors },
      },
    },
    (request) => changed(places.removeArea(app.db, adminId(request), request.params.id)),
  );

  app.get(
    '/admin/catalogue/timings',
    {
      schema: {
        tags,
        description: 'Every timing in order, with how many activities use it.',
        response: { 200: z.array(adminTimingSchema), ...errors },
      },
    },
    () => lists.listTimings(app.db),
  );

  app.post(
    '/admin/catalogue/timings',
    {
      schema: {
        tags,
        description: 'Adds a timing at the end of the list.',
        body: timingBodySchema,
        response: { 201: adminTimingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(lists.createTiming(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/timings/order',
    {
      schema: {
        tags,
        description: 'Sets the order of the timings: every timing’s id, first to last.',
        body: catalogueOrderSchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(lists.reorderTimings(app.db, adminId(request), request.body));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/catalogue/timings/:id',
    {
      schema: {
        tags,
        description: 'Renames, activates or deactivates a timing.',
        params: idParams,
        body: timingBodySchema,
        response: { 200: adminTimingSchema, ...errors },
      },
    },
    (request) => changed(lists.updateTiming(app.db, adminId(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/catalogue/timings/:id',
    {
      schema: {
        tags,
        description: 'Deletes a timing nothing uses. 409 TIMING_IN_USE otherwise (deactivate it instead).',
        params: idParams,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(lists.deleteTiming(app.db, adminId(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/activity-preferences',
    {
      schema: {
        tags,
        description: 'Every activity preference, with how many activities use it.',
        response: { 200: z.array(adminPreferenceSchema), ...errors },
      },
    },
    () => lists.listPreferences(app.db),
  );

  app.post(
    '/admin/catalogue/activity-preferences',
    {
      schema: {
        tags,
        description: 'Adds an activity preference.',
        body: preferenceBodySchema,
        response: { 201: adminPreferenceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(lists.createPreference(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/activity-preferences/:id',
    {
      schema: {
        tags,
        description: 'Renames an activity preference.',
        params: idParams,
        body: preferenceBodySchema,
        response: { 200: adminPreferenceSchema, ...errors },
      },
    },
    (request) => changed(lists.renamePreference(app.db, adminId(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/catalogue/activity-preferences/:id',
    {
      schema: {
        tags,
        description: 'Deletes a preference nothing uses. 409 PREFERENCE_IN_USE otherwise.',
        params: idParams,
        response: done,
      },
    },
    async (request, reply) => {
      await changed(lists.deletePreference(app.db, adminId(request), request.params.id));
      return reply.status(204).send(null);
    },
  );
};
