import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { arabicTextSchema, missingArabicSchema } from './catalogue-arabic.ts';

/** The back office's Content section: blog posts and career openings, both written in Markdown. */
/** The texts of a post and of an opening that have an Arabic twin (`title` and `titleAr`). */
export const POST_ARABIC_FIELDS = ['title', 'summary', 'content', 'metaTitle', 'metaDescription'] as const;
export const OPENING_ARABIC_FIELDS = ['title', 'location', 'employmentType', 'summary', 'description'] as const;

export const CONTENT_TABS = ['posts', 'openings'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const CONTENT_MESSAGES = {
  required: 'Required',
  slugFormat: 'Use lowercase letters, digits and single hyphens, e.g. weekend-in-hatta.',
  slugTaken: 'Another entry already uses this address.',
  tooLong: 'Too long',
  imageInvalid: 'Choose a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image is too large: at most 10 MB and 40 megapixels.',
  postNotFound: 'Post not found',
  openingNotFound: 'Opening not found',
} as const;

/** Cover images: at most 10 MB, judged by content (JPEG, PNG or WebP), stored re-encoded as WebP. */
export const COVER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const slug = z
  .string()
  .trim()
  .min(1, CONTENT_MESSAGES.required)
  .max(120, CONTENT_MESSAGES.tooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONTENT_MESSAGES.slugFormat);
const text = (max: number) => z.string().trim().min(1, CONTENT_MESSAGES.required).max(max, CONTENT_MESSAGES.tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CONTENT_MESSAGES.tooLong)
    .nullable()
    .transform((v) => v || null);

/** A post as the editor saves it; publishing is its own action (with its date). */
export const postBodySchema = z.object({
  title: text(200),
  slug,
  summary: text(500),
  content: text(100_000),
  /** A path under /uploads, as the cover upload answered. */
  image: z
    .string()
    .regex(/^\/uploads\/[a-z0-9/-]+\.[a-z0-9]+$/)
    .nullable(),
  metaTitle: optionalText(200),
  metaDescription: optionalText(300),
  /** The Arabic beside each text (catalogue-arabic.ts): left out, the stored Arabic stays; empty, it is removed. */
  titleAr: arabicTextSchema(200, CONTENT_MESSAGES.tooLong),
  summaryAr: arabicTextSchema(500, CONTENT_MESSAGES.tooLong),
  contentAr: arabicTextSchema(100_000, CONTENT_MESSAGES.tooLong),
  metaTitleAr: arabicTextSchema(200, CONTENT_MESSAGES.tooLong),
  metaDescriptionAr: arabicTextSchema(300, CONTENT_MESSAGES.tooLong),
});
export type PostBody = z.input<typeof postBodySchema>;

/** Published: public from `publishedAt` (a future date schedules it). */
export const publishBodySchema = z.object({ publishedAt: z.iso.datetime({ offset: true }) });
export type PublishBody = z.infer<typeof publishBodySchema>;

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const adminPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  publishedAt: z.string(),
  readingTime: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
  /** The Arabic fields still to translate (`titleAr`, `summaryAr`, `contentAr`, `metaTitleAr`, `metaDescriptionAr`). */
  missingArabic: missingArabicSchema,
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostDetailSchema = adminPostSchema.extend({
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  titleAr: z.string().nullable(),
  summaryAr: z.string().nullable(),
  contentAr: z.string().nullable(),
  metaTitleAr: z.string().nullable(),
  metaDescriptionAr: z.string().nullable(),
});
export type AdminPostDetail = z.infer<typeof adminPostDetailSchema>;
export const adminPostsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['publishedAt', 'title', 'views', 'createdAt']).default('publishedAt'),
  status: z.enum([...POST_STATUSES, 'all']).default('all'),
});

/** The live preview: Markdown rendered by the server's own renderer, as the public page shows it. */
export const markdownPreviewBodySchema = z.object({
  kind: z.enum(['post', 'opening']),
  markdown: z.string().max(100_000),
});
export const markdownPreviewSchema = z.object({ html: z.string() });
export type MarkdownPreview = z.infer<typeof markdownPreviewSchema>;

export const coverUploadSchema = z.object({ url: z.string() });
export type CoverUpload = z.infer<typeof coverUploadSchema>;

export const openingBodySchema = z.object({
  title: text(200),
  slug,
  location: text(120),
  employmentType: text(60),
  summary: text(500),
  description: text(50_000),
  /** The Arabic beside each text (catalogue-arabic.ts): left out, the stored Arabic stays; empty, it is removed. */
  titleAr: arabicTextSchema(200, CONTENT_MESSAGES.tooLong),
  locationAr: arabicTextSchema(120, CONTENT_MESSAGES.tooLong),
  employmentTypeAr: arabicTextSchema(60, CONTENT_MESSAGES.tooLong),
  summaryAr: arabicTextSchema(500, CONTENT_MESSAGES.tooLong),
  descriptionAr: arabicTextSchema(50_000, CONTENT_MESSAGES.tooLong),
});
export type OpeningBody = z.input<typeof openingBodySchema>;

export const adminOpeningSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  description: z.string(),
  titleAr: z.string().nullable(),
  locationAr: z.string().nullable(),
  employmentTypeAr: z.string().nullable(),
  summaryAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  /** The Arabic fields still to translate (`titleAr`, `locationAr`, …). */
  missingArabic: missingArabicSchema,
  isActive: z.boolean(),
  applications: z.number().int(),
  createdAt: z.string(),
});
export type AdminOpening = z.infer<typeof adminOpeningSchema>;
export const adminOpeningsQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['createdAt', 'title']).default('createdAt'),
  status: z.enum(['open', 'closed', 'all']).default('all'),
});
