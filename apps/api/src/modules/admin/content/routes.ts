import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  COVER_IMAGE_MAX_BYTES,
  adminOpeningSchema,
  adminOpeningsQuerySchema,
  adminPage,
  adminPostDetailSchema,
  adminPostSchema,
  adminPostsQuerySchema,
  coverUploadSchema,
  markdownPreviewBodySchema,
  markdownPreviewSchema,
  openingBodySchema,
  postBodySchema,
  publishBodySchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { oneFileUploads, readUploadedFile } from '../../../lib/uploaded-file.ts';
import { renderPostHtml } from '../../blog/index.ts';
import { renderPostingMarkdown } from '../../careers/index.ts';
import { coverInvalid, coverTooLarge, saveCoverImage } from './cover-image.ts';
import * as openings from './openings.ts';
import * as posts from './posts.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const guarded = errorResponses(401, 403);
const saved = <T extends z.ZodTypeAny>(item: T) => ({
  200: item,
  ...errorResponses(400, 404, 409),
  ...guarded,
});

/**
 * The back office's Content section: blog posts (Markdown, cover image, publish with a date) and career openings.
 * Markdown is stored as written and rendered by the same sanitising renderer the public pages use, the preview too.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('content'));
  // Multipart only here (the cover upload): every other route keeps refusing form posts.
  await app.register(multipart, oneFileUploads(COVER_IMAGE_MAX_BYTES));
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;

  app.post(
    '/admin/content/preview',
    {
      schema: {
        tags,
        description:
          "Renders Markdown exactly as the public page will: a post's with its images, a posting's with images as their description. Raw HTML is escaped, unsafe links dropped.",
        body: markdownPreviewBodySchema,
        response: { 200: markdownPreviewSchema, ...errorResponses(400), ...guarded },
      },
    },
    (request) => ({
      html:
        request.body.kind === 'post'
          ? renderPostHtml(request.body.markdown)
          : renderPostingMarkdown(request.body.markdown),
    }),
  );

  app.post(
    '/admin/content/covers',
    {
      schema: {
        tags,
        description:
          'Uploads a cover image: multipart/form-data with one file `image`, a JPEG, PNG or WebP judged by its content, at most 10 MB; stored as WebP at most 1600 px wide, without metadata. Answers its /uploads path.',
        response: { 201: coverUploadSchema, ...errorResponses(400, 413, 415), ...guarded },
      },
    },
    async (request, reply) => {
      const data = await readUploadedFile(request, {
        file: 'image',
        sending: 'image',
        tooLarge: coverTooLarge,
        missing: coverInvalid,
      });
      return reply.status(201).send({ url: await saveCoverImage(app.storage.files, data) });
    },
  );

  app.get(
    '/admin/content/posts',
    {
      schema: {
        tags,
        description: 'Blog posts with their status (draft, scheduled, published); q searches title and slug.',
        querystring: adminPostsQuerySchema,
        response: { 200: adminPage(adminPostSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => posts.listPosts(app.db, request.query, requestLanguage(request)),
  );
  app.get(
    '/admin/content/posts/:id',
    {
      schema: {
        tags,
        description: 'One post with its Markdown.',
        params: idParams,
        response: { 200: adminPostDetailSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => posts.getPost(app.db, request.params.id),
  );
  app.post(
    '/admin/content/posts',
    {
      schema: {
        tags,
        description: 'Creates a post as a draft. 409 SLUG_TAKEN when another post has the slug.',
        body: postBodySchema,
        response: saved(adminPostDetailSchema),
      },
    },
    (request) => posts.createPost(app.db, adminId(request), request.body),
  );
  app.put(
    '/admin/content/posts/:id',
    {
      schema: {
        tags,
        description: "Saves a post's text, cover and page tags; its status is unchanged. 409 SLUG_TAKEN.",
        params: idParams,
        body: postBodySchema,
        response: saved(adminPostDetailSchema),
      },
    },
    (request) => posts.updatePost(app.db, adminId(request), request.params.id, request.body),
  );
  app.post(
    '/admin/content/posts/:id/publish',
    {
      schema: {
        tags,
        description: 'Publishes the post from publishedAt (a future time schedules it).',
        params: idParams,
        body: publishBodySchema,
        response: saved(adminPostDetailSchema),
      },
    },
    (request) =>
      posts.setPublished(app.db, adminId(request), request.params.id, {
        publishedAt: new Date(request.body.publishedAt),
      }),
  );
  app.post(
    '/admin/content/posts/:id/unpublish',
    {
      schema: {
        tags,
        description: 'Takes the post down (back to draft).',
        params: idParams,
        response: saved(adminPostDetailSchema),
      },
    },
    (request) => posts.setPublished(app.db, adminId(request), request.params.id, null),
  );

  app.get(
    '/admin/content/openings',
    {
      schema: {
        tags,
        description: 'Career openings, open and closed, with their applications; q searches title, slug and location.',
        querystring: adminOpeningsQuerySchema,
        response: { 200: adminPage(adminOpeningSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => openings.listOpenings(app.db, request.query),
  );
  app.get(
    '/admin/content/openings/:id',
    {
      schema: {
        tags,
        description: 'One opening with its Markdown description.',
        params: idParams,
        response: { 200: adminOpeningSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => openings.getOpening(app.db, request.params.id),
  );
  app.post(
    '/admin/content/openings',
    {
      schema: {
        tags,
        description: 'Creates an opening, closed until opened. 409 SLUG_TAKEN.',
        body: openingBodySchema,
        response: saved(adminOpeningSchema),
      },
    },
    (request) => openings.createOpening(app.db, adminId(request), request.body),
  );
  app.put(
    '/admin/content/openings/:id',
    {
      schema: {
        tags,
        description: 'Saves an opening; open or closed is unchanged. 409 SLUG_TAKEN.',
        params: idParams,
        body: openingBodySchema,
        response: saved(adminOpeningSchema),
      },
    },
    (request) => openings.updateOpening(app.db, adminId(request), request.params.id, request.body),
  );
  app.post(
    '/admin/content/openings/:id/open',
    {
      schema: {
        tags,
        description: 'Opens the position: it shows on /career and takes applications.',
        params: idParams,
        response: saved(adminOpeningSchema),
      },
    },
    (request) => openings.setOpen(app.db, adminId(request), request.params.id, true),
  );
  app.post(
    '/admin/content/openings/:id/close',
    {
      schema: {
        tags,
        description: 'Closes the position: it leaves /career; its applications stay.',
        params: idParams,
        response: saved(adminOpeningSchema),
      },
    },
    (request) => openings.setOpen(app.db, adminId(request), request.params.id, false),
  );
};
