import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addSectionActivityBodySchema,
  adminAnnouncementBodySchema,
  adminAnnouncementSchema,
  adminHomeSectionBodySchema,
  adminHomeSectionSchema,
  adminSectionActivitySchema,
  adminSlideBodySchema,
  adminSlideSchema,
  announcementSchema,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_MESSAGES,
  sectionActivityPatchSchema,
  sectionOrderBodySchema,
  slideImageQuerySchema,
  slideImageUploadSchema,
  trendingCitiesSchema,
  idParamsSchema,
  idSchema,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { HttpError, errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';
import { oneFileUploads, readUploadedFile } from '../../../lib/uploaded-file.ts';
import * as sections from './sections.ts';
import * as settings from './settings.ts';
import { createSlide, deleteSlide, listAdminSlides, removeSlideImages, saveSlideImage, updateSlide } from './slides.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const itemParams = idParamsSchema.extend({ activityId: idSchema });
const errors = errorResponses(400, 401, 403, 404, 409);
const done = { 204: z.null(), ...errors };

const slideImageTooLarge = () =>
  new HttpError(413, 'IMAGE_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, { image: [LISTING_MESSAGES.imageTooLarge] });
const slideImageNotJpeg = () =>
  new HttpError(400, 'IMAGE_NOT_JPEG', LISTING_MESSAGES.imageNotJpeg, { image: [LISTING_MESSAGES.imageNotJpeg] });

/**
 * Catalogue > Slides, Home sections and Settings in the back office: the home page's slideshow, its sections and
 * their activities, the announcement strip and the default trending cities. Admins only; every change is written
 * to the audit log and clears the catalogue's read cache, so the public pages show it on their next request.
 */
export const adminHomePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('homePage'));
  await app.register(multipart, oneFileUploads(LISTING_IMAGE_MAX_BYTES));
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;
  /** Runs a change, then forgets cached public answers (they may hold what just changed). */
  const changing = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await work();
    app.catalogCache.clear();
    return result;
  };

  app.get(
    '/admin/catalogue/slides',
    {
      schema: {
        tags,
        description: 'Every slide, shown or not, in the slideshow order.',
        response: { 200: z.array(adminSlideSchema), ...errors },
      },
    },
    () => listAdminSlides(app.db),
  );

  app.post(
    '/admin/catalogue/slides/images',
    {
      schema: {
        tags,
        description:
          'Uploads a slide image: multipart/form-data with one file `image`, a JPEG judged by its content (at most 10 MB; wide at least 1200 px, small at least 600 px). ' +
          'Re-encoded to WebP without metadata (1920 or 800 px wide, never enlarged); the answer names the path for the slide form.',
        querystring: slideImageQuerySchema,
        response: { 201: slideImageUploadSchema, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request, reply) => {
      const data = await readUploadedFile(request, {
        file: 'image',
        sending: 'image',
        tooLarge: slideImageTooLarge,
        missing: slideImageNotJpeg,
      });
      return reply.status(201).send(await saveSlideImage(app.storage.files, request.query.variant, data));
    },
  );

  app.post(
    '/admin/catalogue/slides',
    {
      schema: {
        tags,
        description:
          'Adds a slide; its images must be uploads of POST /api/admin/catalogue/slides/images. The link is a path on this site or an https address.',
        body: adminSlideBodySchema,
        response: { 201: adminSlideSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changing(() => createSlide(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/slides/:id',
    {
      schema: {
        tags,
        description: 'Changes a slide (images, title, link, shown, position); replaced uploads are removed.',
        params: idParams,
        body: adminSlideBodySchema,
        response: { 200: adminSlideSchema, ...errors },
      },
    },
    async (request) => {
      const { slide, unused } = await changing(() =>
        updateSlide(app.db, adminId(request), request.params.id, request.body),
      );
      await removeSlideImages(app.storage.files, unused);
      return slide;
    },
  );

  app.delete(
    '/admin/catalogue/slides/:id',
    { schema: { tags, description: 'Deletes a slide and its uploaded images.', params: idParams, response: done } },
    async (request, reply) => {
      const unused = await changing(() => deleteSlide(app.db, adminId(request), request.params.id));
      await removeSlideImages(app.storage.files, unused);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/home-sections',
    {
      schema: {
        tags,
        description: 'Every home section, shown or not, in order, with its number of activities.',
        response: { 200: z.array(adminHomeSectionSchema), ...errors },
      },
    },
    () => sections.listAdminSections(app.db),
  );

  app.post(
    '/admin/catalogue/home-sections',
    {
      schema: {
        tags,
        description: 'Adds a home section. 409 SLUG_TAKEN when another section has the slug.',
        body: adminHomeSectionBodySchema,
        response: { 201: adminHomeSectionSchema.omit({ activityCount: true }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changing(() => sections.createSection(app.db, adminId(request), request.body))),
  );

  app.put(
    '/admin/catalogue/home-sections/:id',
    {
      schema: {
        tags,
        description:
          "Changes a home section's name, slug, shown flag and position. The trending section keeps its slug (409 TRENDING_SLUG_FIXED).",
        params: idParams,
        body: adminHomeSectionBodySchema,
        response: { 200: adminHomeSectionSchema.omit({ activityCount: true }), ...errors },
      },
    },
    (request) => changing(() => sections.updateSection(app.db, adminId(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/catalogue/home-sections/:id',
    {
      schema: {
        tags,
        description: 'Deletes a home section (never the trending one: 409).',
        params: idParams,
        response: done,
      },
    },
    async (request, reply) => {
      await changing(() => sections.deleteSection(app.db, adminId(request), request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/home-sections/:id/activities',
    {
      schema: {
        tags,
        description: "A section's activities in order, with their featured flag.",
        params: idParams,
        response: { 200: z.array(adminSectionActivitySchema), ...errors },
      },
    },
    (request) => sections.getSectionActivities(app.db, request.params.id),
  );

  app.post(
    '/admin/catalogue/home-sections/:id/activities',
    {
      schema: {
        tags,
        description: 'Adds an activity at the end of the section. 409 when it is already there.',
        params: idParams,
        body: addSectionActivityBodySchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changing(() =>
        app.db.transaction((tx) =>
          sections.addSectionActivity(
            tx,
            adminId(request),
            request.params.id,
            request.body.activityId,
            request.body.featured,
          ),
        ),
      );
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/admin/catalogue/home-sections/:id/activities/:activityId',
    {
      schema: {
        tags,
        description: 'Marks an activity of the section featured (shown first) or not.',
        params: itemParams,
        body: sectionActivityPatchSchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changing(() =>
        sections.setSectionActivityFeatured(
          app.db,
          adminId(request),
          request.params.id,
          request.params.activityId,
          request.body.featured,
        ),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/catalogue/home-sections/:id/activities/:activityId',
    { schema: { tags, description: 'Takes an activity out of the section.', params: itemParams, response: done } },
    async (request, reply) => {
      await changing(() =>
        sections.removeSectionActivity(app.db, adminId(request), request.params.id, request.params.activityId),
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/catalogue/home-sections/:id/order',
    {
      schema: {
        tags,
        description:
          "The section's activities in their new order: exactly its activities, each once (400 ORDER_MISMATCH otherwise).",
        params: idParams,
        body: sectionOrderBodySchema,
        response: done,
      },
    },
    async (request, reply) => {
      await changing(() =>
        sections.orderSectionActivities(app.db, adminId(request), request.params.id, request.body.activityIds),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/catalogue/settings/announcement',
    {
      schema: {
        tags,
        description:
          'The announcement strip: text and its Arabic (null until translated), optional link, on or off, and missingArabic.',
        response: { 200: adminAnnouncementSchema, ...errors },
      },
    },
    () => settings.getAnnouncement(app.db),
  );

  app.put(
    '/admin/catalogue/settings/announcement',
    {
      schema: {
        tags,
        description:
          'Sets the announcement strip every public page shows under the header while it is on (text required then). ' +
          'textAr left out keeps the stored Arabic; empty removes it (Arabic pages then show the English).',
        body: adminAnnouncementBodySchema,
        response: { 200: adminAnnouncementSchema, ...errors },
      },
    },
    (request) => changing(() => settings.setAnnouncement(app.db, adminId(request), request.body)),
  );

  app.get(
    '/admin/catalogue/settings/trending-cities',
    {
      schema: {
        tags,
        description: 'The cities trending shows when the visitor has chosen none (empty: every city).',
        response: { 200: trendingCitiesSchema, ...errors },
      },
    },
    () => settings.getTrendingCities(app.db),
  );

  app.put(
    '/admin/catalogue/settings/trending-cities',
    {
      schema: {
        tags,
        description: 'Sets the default trending cities; each must exist (400 CITY_NOT_FOUND).',
        body: trendingCitiesSchema,
        response: { 200: trendingCitiesSchema, ...errors },
      },
    },
    (request) => changing(() => settings.setTrendingCities(app.db, adminId(request), request.body.cityIds)),
  );
};

/** The announcement strip for every visitor's header: cached with the catalogue, which admin changes clear. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcement',
    {
      schema: {
        tags: ['catalog'],
        description:
          "The announcement strip under the header in the reader's language (Arabic where translated), or null when it is off.",
        response: { 200: announcementSchema },
      },
    },
    (request) => {
      const language = requestLanguage(request);
      return app.catalogCache.wrap(`announcement:${language}`, () => settings.publicAnnouncement(app.db, language));
    },
  );
};
