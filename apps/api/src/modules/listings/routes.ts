import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  API_MESSAGES,
  ACCOUNT_MESSAGES,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_MESSAGES,
  hostListingDetailSchema,
  hostListingsSchema,
  hostUploadSchema,
  listingBodySchema,
  listingFilterSchema,
  listingSubmittedSchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import { fieldErrorsOf, HttpError, errorResponses } from '../../plugins/errors.ts';
import { oneFileUploads, readUploadedFile } from '../../lib/uploaded-file.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { HOUR, limit, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { imageNotJpeg } from './images.ts';
import { saveListingImage } from './uploads.ts';
import { listingInvalid } from './validate.ts';
import * as listings from './service.ts';

const tags = ['host'];
const activityParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Over the 10 MB an upload may be (a 413: the body was cut off unread, unlike a decoded image over its pixels). */
const uploadTooLarge = () =>
  new HttpError(413, 'IMAGE_TOO_LARGE', LISTING_MESSAGES.imageTooLarge, { image: [LISTING_MESSAGES.imageTooLarge] });

/**
 * Images a host may upload in an hour: a listing has at most 12 and a host adding several listings in one sitting
 * re-tries a few, so 120 is plenty for honest use and bounds the disk and CPU one account can take.
 */
export const LISTING_UPLOAD_LIMIT = limit(120, HOUR, { per: 'customer', key: 'listing-upload' });
/**
 * Submissions (add and edit, refused ones included) per host in an hour: each is a transaction of a few dozen writes.
 */
export const LISTING_SUBMIT_LIMIT = limit(60, HOUR, { per: 'customer', key: 'listing-submit' });

/** Before the body is read: a host the provider has not allowed to manage activities. */
const requireCanManage = async (request: FastifyRequest) => {
  await requireRole('host')(request);
  if (!request.customer!.canManageActivities) throw new HttpError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
};

/** A submission the schema refuses answers like any refused listing: the one message, with the field errors. */
function bodyOf<T>(request: FastifyRequest & { body: T }): T {
  const failed = request.validationError as
    (Error & { validation?: { instancePath: string; message?: string }[]; validationContext?: string }) | undefined;
  if (!failed) return request.body;
  const fieldErrors = fieldErrorsOf(failed.validation ?? []);
  if (failed.validationContext !== 'body')
    throw new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notValid, fieldErrors);
  throw listingInvalid(fieldErrors);
}

/**
 * The host's listings (Manage Activities, Add New Activity): approved hosts only; adding, editing,
 * unpublishing and uploading also need canManageActivities. Multipart is parsed in this plugin only.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  await app.register(multipart, oneFileUploads(LISTING_IMAGE_MAX_BYTES));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/host/uploads',
    {
      preValidation: requireCanManage,
      config: { rateLimit: LISTING_UPLOAD_LIMIT },
      schema: {
        tags,
        description:
          'Uploads one listing image: multipart/form-data with one file `image`, a JPEG (judged by its content) of at most 10 MB and at least 600 pixels wide. ' +
          'It is turned upright, stripped of its metadata and stored as WebP at 480, 960 and 1600 pixels wide (never enlarged); the answer names the 960 one. ' +
          '400 IMAGE_NOT_JPEG or IMAGE_TOO_SMALL; 413 IMAGE_TOO_LARGE.',
        response: { 201: hostUploadSchema, ...errorResponses(413, 415), ...errors },
      },
    },
    async (request, reply) => {
      const data = await readUploadedFile(request, {
        file: 'image',
        sending: 'image',
        tooLarge: uploadTooLarge,
        missing: imageNotJpeg,
      });
      const upload = await saveListingImage(app.db, app.storage.files, request.customer!.id, data);
      return reply.status(201).send(upload);
    },
  );

  app.get(
    '/host/activities',
    {
      preValidation: requireRole('host'),
      schema: {
        tags,
        description:
          "Manage Activities: the host's listings, newest first (all, active, inactive or sold out), with BEST SELLER from real sales and any submission waiting for the provider.",
        querystring: z.object({ filter: listingFilterSchema.default('all') }),
        response: { 200: hostListingsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listings.listHostActivities(
        app.db,
        request.customer!.id,
        request.query.filter,
        requestLanguage(request),
      ),
      canManageActivities: request.customer!.canManageActivities,
    }),
  );

  app.get(
    '/host/activities/:id',
    {
      preValidation: requireRole('host'),
      schema: {
        tags,
        description:
          "The edit form's data: the pending submission when there is one, else the live listing. Another host's activity answers 404.",
        params: activityParams,
        response: { 200: hostListingDetailSchema, ...errors },
      },
    },
    (request) => listings.getHostActivity(app.db, request.customer!.id, request.params.id),
  );

  app.post(
    '/host/activities',
    {
      preValidation: requireCanManage,
      attachValidation: true,
      config: { rateLimit: LISTING_SUBMIT_LIMIT },
      schema: {
        tags,
        description:
          'Add New Activity: creates the listing, not public, and submits it for approval. Images must be this host’s uploads. ' +
          "Any refusal is 400 LISTING_INVALID with one message, 'Information provided is not valid or missing!', and fieldErrors.",
        body: listingBodySchema,
        response: { 201: listingSubmittedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await listings.createListing(app.db, request.customer!.id, bodyOf(request));
      return reply.status(201).send({ id, message: LISTING_MESSAGES.submitted });
    },
  );

  app.put(
    '/host/activities/:id',
    {
      preValidation: requireCanManage,
      attachValidation: true,
      config: { rateLimit: LISTING_SUBMIT_LIMIT },
      schema: {
        tags,
        description:
          'Edit: submits the changes for approval (replacing a submission still waiting); the live listing is unchanged until the provider approves. ' +
          'A listing never yet live is updated as the draft it is. Price options named by id are kept. 400 LISTING_INVALID; 404 for another host’s activity.',
        params: activityParams,
        body: listingBodySchema,
        response: { 200: listingSubmittedSchema, ...errors },
      },
    },
    async (request) => {
      // The activity must be the host's before the body is judged: another host's id is 404 whatever was sent.
      if (request.validationError?.validationContext === 'params') bodyOf(request);
      await listings.ownActivity(app.db, request.customer!.id, request.params.id);
      await listings.editListing(app.db, request.customer!.id, request.params.id, bodyOf(request));
      return { id: request.params.id, message: LISTING_MESSAGES.submitted };
    },
  );

  app.post(
    '/host/activities/:id/unpublish',
    {
      preValidation: requireCanManage,
      schema: {
        tags,
        description:
          'Unpublish: takes an active listing out of the catalogue at once. 409 NOT_ACTIVE when it is not active; 404 for another host’s activity.',
        params: activityParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await listings.unpublishListing(app.db, request.customer!.id, request.params.id);
      app.catalogCache.clear();
      return reply.status(204).send(null);
    },
  );
};
