import { z } from 'zod';
import { arabicTextSchema, missingArabicSchema } from './catalogue-arabic.ts';
import type { Language } from './languages.ts';

/**
 * The back office's home page content (Catalogue > Slides, Home sections, Settings): the slideshow, the home
 * sections with their activities, the announcement strip and the default trending cities.
 */

/**
 * The announcement strip's own words in each language (it is written into every page's HTML by the server, before any
 * script runs).
 */
export const ANNOUNCEMENT_TEXTS: Record<Language, { label: string; more: string }> = {
  en: { label: 'Announcement', more: 'Learn more' },
  ar: { label: 'إعلان', more: 'اعرف المزيد' },
};

export const ADMIN_HOME_MESSAGES = {
  linkInvalid: 'Use a path on this site (starting with /) or a full https:// address.',
  slideImageMissing: 'Upload the slide image first.',
  slideImageUnknown: 'Upload this image again.',
  slideTooSmall: 'The slide image must be at least 1200 pixels wide.',
  slideSmallTooSmall: 'The small slide image must be at least 600 pixels wide.',
  slideNotFound: 'Slide not found.',
  sectionNotFound: 'Home section not found.',
  slugTaken: 'Another home section already uses this slug.',
  slugInvalid: 'Use lowercase letters, digits and single hyphens.',
  trendingSlugFixed: 'The trending section keeps its slug: the home page finds it by it.',
  trendingNotDeletable: 'The trending section cannot be deleted; switch it off instead.',
  activityNotFound: 'Activity not found.',
  alreadyInSection: 'This activity is already in the section.',
  notInSection: 'This activity is not in the section.',
  orderMismatch: 'The order must list exactly the activities of the section.',
  cityNotFound: 'One of the cities does not exist.',
  announcementTextRequired: 'Write the announcement before switching it on.',
} as const;

/** Uploaded slide images live under /uploads/slides; nothing else may be named as one. */
export const SLIDE_IMAGE_PATH = /^\/uploads\/slides\/[a-f0-9]{32}-(wide|small)\.webp$/;
export const SLIDE_IMAGE_MIN_WIDTH = { wide: 1200, small: 600 } as const;

/** https, a dotted host name (no user or password before it), an optional port, then anything but spaces. */
const HTTPS_LINK = /^https:\/\/([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A link an operator may set (slides, the announcement): a path on this site or an https address. Never
 * protocol-relative ('//host'), a backslash or whitespace, which browsers read as another site or worse.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return HTTPS_LINK.test(value);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const adminLinkSchema = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isSafeLink(v), ADMIN_HOME_MESSAGES.linkInvalid);

export const adminSlideSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  imageSmall: z.string(),
  title: z.string().nullable(),
  titleAr: z.string().nullable(),
  /** `titleAr` when the slide has an English title and no Arabic one. */
  missingArabic: missingArabicSchema,
  link: z.string().nullable(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;

export const adminSlideBodySchema = z.object({
  /** An upload's path (SLIDE_IMAGE_PATH), or on an edit the slide's current image. */
  image: z.string().min(1, ADMIN_HOME_MESSAGES.slideImageMissing).max(300),
  imageSmall: z.string().min(1, ADMIN_HOME_MESSAGES.slideImageMissing).max(300),
  title: optionalText(200),
  /** Left out, the stored Arabic stays; empty, it is removed (catalogue-arabic.ts). */
  titleAr: arabicTextSchema(200),
  link: adminLinkSchema,
  isActive: z.boolean(),
  position: z.number().int().min(0).max(10_000),
});
export type AdminSlideBody = z.input<typeof adminSlideBodySchema>;

/** What an upload answers: the re-encoded image's public path. */
export const slideImageUploadSchema = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() });
export type SlideImageUpload = z.infer<typeof slideImageUploadSchema>;
export const slideImageQuerySchema = z.object({ variant: z.enum(['wide', 'small']).default('wide') });

export const HOME_SECTION_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const adminHomeSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  /** `nameAr` when the section has no Arabic name yet. */
  missingArabic: missingArabicSchema,
  slug: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
  activityCount: z.number().int(),
});
export type AdminHomeSection = z.infer<typeof adminHomeSectionSchema>;

export const adminHomeSectionBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Left out, the stored Arabic stays; empty, it is removed (catalogue-arabic.ts). */
  nameAr: arabicTextSchema(120),
  slug: z.string().trim().min(1).max(120).regex(HOME_SECTION_SLUG, ADMIN_HOME_MESSAGES.slugInvalid),
  isActive: z.boolean(),
  position: z.number().int().min(0).max(10_000),
});
export type AdminHomeSectionBody = z.infer<typeof adminHomeSectionBodySchema>;

export const adminSectionActivitySchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  featured: z.boolean(),
  position: z.number().int(),
});
export type AdminSectionActivity = z.infer<typeof adminSectionActivitySchema>;

export const addSectionActivityBodySchema = z.object({
  activityId: z.number().int().positive(),
  featured: z.boolean().default(false),
});
export const sectionActivityPatchSchema = z.object({ featured: z.boolean() });
export const sectionOrderBodySchema = z.object({ activityIds: z.array(z.number().int().positive()).max(1000) });

export const ANNOUNCEMENT_MAX_LENGTH = 300;

/**
 * The announcement strip as the back office sets it, with its Arabic text (null until translated: Arabic pages then
 * show the English); the public header shows it when it is on.
 */
export const adminAnnouncementSchema = z.object({
  text: z.string(),
  textAr: z.string().nullable(),
  /** `textAr` when there is an English text and no Arabic one. */
  missingArabic: missingArabicSchema,
  link: z.string().nullable(),
  isOn: z.boolean(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminAnnouncementBodySchema = z
  .object({
    text: z.string().trim().max(ANNOUNCEMENT_MAX_LENGTH),
    /** Left out, the stored Arabic stays; empty, it is removed (catalogue-arabic.ts). */
    textAr: arabicTextSchema(ANNOUNCEMENT_MAX_LENGTH),
    link: adminLinkSchema,
    isOn: z.boolean(),
  })
  .refine((body) => !body.isOn || body.text.length > 0, {
    message: ADMIN_HOME_MESSAGES.announcementTextRequired,
    path: ['text'],
  });
export type AdminAnnouncementBody = z.input<typeof adminAnnouncementBodySchema>;

/** What a visitor's header reads: the strip's text in the reader's language and link, or null when it is off. */
export const announcementSchema = z.object({
  announcement: z.object({ text: z.string(), link: z.string().nullable() }).nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const trendingCitiesSchema = z.object({ cityIds: z.array(z.number().int().positive()).max(50) });
export type TrendingCities = z.infer<typeof trendingCitiesSchema>;
