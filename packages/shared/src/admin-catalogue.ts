import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { arabicTextSchema, missingArabicSchema } from './catalogue-arabic.ts';

/**
 * The back office's Catalogue: categories in two levels with their images and menu activities, cities
 * with their areas, timings and activity preferences. Rows that activities use are deactivated, never deleted.
 */
export const CATALOGUE_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Please keep the name under 80 characters.',
  slugInvalid: 'Use lowercase letters, digits and single hyphens only (e.g. water-sports).',
  slugTaken: 'This slug is already used. Choose another one.',
  parentNotMain: 'A sub-category must belong to a main category (level 1).',
  parentHasChildren: 'This category has sub-categories, so it cannot become a sub-category itself.',
  categoryHasActivities: 'This category has activities, so it cannot be deleted. Deactivate it instead.',
  categoryHasChildren: 'This category has sub-categories. Move or delete them first.',
  categoryInSubmission: 'A listing waiting for approval uses this category, so it cannot be deleted yet.',
  categoryNotFound: 'Category not found.',
  cityNotFound: 'City not found.',
  areaNotFound: 'Area not found.',
  areaInUse: 'Activities, host applications or listings waiting for approval use this area, so it cannot be removed.',
  timingNotFound: 'Timing not found.',
  timingInUse: 'Activities use this timing, so it cannot be deleted. Deactivate it instead.',
  preferenceNotFound: 'Activity preference not found.',
  preferenceInUse: 'Activities use this preference, so it cannot be deleted.',
  orderMismatch: 'The list changed while you were sorting it. Reload and try again.',
  menuActivitiesTooMany: 'Choose at most 12 menu activities.',
  menuActivityNotFound: 'One of the chosen activities no longer exists.',
  latitudeInvalid: 'Enter a latitude between -90 and 90.',
  longitudeInvalid: 'Enter a longitude between -180 and 180.',
  textTooLong: 'This text is too long.',
  imageNotPicture: 'Only JPEG or PNG images can be uploaded.',
  imageTooLarge: 'The image is larger than 10 MB.',
} as const;

export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MENU_ACTIVITIES_MAX = 12;
/** A category's three pictures: its tile, the mega menu's picture and the category page's header. */
export const CATEGORY_IMAGE_KINDS = ['image', 'menuImage', 'headerImage'] as const;
export type CategoryImageKind = (typeof CATEGORY_IMAGE_KINDS)[number];

/** Lowercase latin words of a name joined by hyphens: what a new slug starts as (the admin may change it). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const nameSchema = z
  .string({ error: CATALOGUE_MESSAGES.nameRequired })
  .trim()
  .min(1, CATALOGUE_MESSAGES.nameRequired)
  .max(80, CATALOGUE_MESSAGES.nameTooLong);
/** Empty means 'make it from the name'. */
const slugSchema = z
  .string()
  .trim()
  .max(80, CATALOGUE_MESSAGES.slugInvalid)
  .refine((s) => s === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s), CATALOGUE_MESSAGES.slugInvalid)
  .default('');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CATALOGUE_MESSAGES.textTooLong)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));
const id = z.number().int().positive();

/** A name's Arabic: optional, with the English name's limit (left out, the stored Arabic stays). */
const nameArSchema = arabicTextSchema(80, CATALOGUE_MESSAGES.nameTooLong);

export const categoryBodySchema = z.object({
  name: nameSchema,
  nameAr: nameArSchema,
  slug: slugSchema,
  /** null for a main category (level 1); a main category's id for a sub-category (level 2). */
  parentId: id.nullable().default(null),
  metaTitle: optionalText(120),
  metaTitleAr: arabicTextSchema(120, CATALOGUE_MESSAGES.textTooLong),
  metaDescription: optionalText(320),
  metaDescriptionAr: arabicTextSchema(320, CATALOGUE_MESSAGES.textTooLong),
  isActive: z.boolean().default(true),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  slug: z.string(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  image: z.string().nullable(),
  menuImage: z.string().nullable(),
  headerImage: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaTitleAr: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaDescriptionAr: z.string().nullable(),
  /** The Arabic fields still to translate (`nameAr`, `metaTitleAr`, `metaDescriptionAr`). */
  missingArabic: missingArabicSchema,
  isActive: z.boolean(),
  position: z.number().int(),
  childrenCount: z.number().int(),
  activitiesCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const activityOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
});
export type ActivityOption = z.infer<typeof activityOptionSchema>;

export const adminCategoryDetailSchema = adminCategorySchema.extend({
  children: z.array(adminCategorySchema),
  menuActivities: z.array(activityOptionSchema),
});
export type AdminCategoryDetail = z.infer<typeof adminCategoryDetailSchema>;

/** Main categories by default; `parent` lists one main category's sub-categories; `q` searches both levels. */
export const adminCategoriesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['position', 'name', 'activities']).default('position'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  parent: z.coerce.number().int().positive().optional(),
});
export type AdminCategoriesQuery = z.infer<typeof adminCategoriesQuerySchema>;

/** A new order of siblings (main categories, one category's sub-categories, cities, timings): ids first to last. */
export const catalogueOrderSchema = z.object({ ids: z.array(id).min(1).max(500) });
export type CatalogueOrder = z.infer<typeof catalogueOrderSchema>;

export const menuActivitiesBodySchema = z.object({
  activityIds: z
    .array(id)
    .max(MENU_ACTIVITIES_MAX, CATALOGUE_MESSAGES.menuActivitiesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, CATALOGUE_MESSAGES.menuActivityNotFound),
});
export type MenuActivitiesBody = z.infer<typeof menuActivitiesBodySchema>;

export const activitySearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') });

export const cityBodySchema = z.object({
  name: nameSchema,
  nameAr: nameArSchema,
  slug: slugSchema,
  latitude: z
    .number({ error: CATALOGUE_MESSAGES.latitudeInvalid })
    .min(-90, CATALOGUE_MESSAGES.latitudeInvalid)
    .max(90, CATALOGUE_MESSAGES.latitudeInvalid),
  longitude: z
    .number({ error: CATALOGUE_MESSAGES.longitudeInvalid })
    .min(-180, CATALOGUE_MESSAGES.longitudeInvalid)
    .max(180, CATALOGUE_MESSAGES.longitudeInvalid),
  isActive: z.boolean().default(true),
});
export type CityBody = z.input<typeof cityBodySchema>;

export const adminAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  missingArabic: missingArabicSchema,
  activitiesCount: z.number().int(),
});
export type AdminArea = z.infer<typeof adminAreaSchema>;

export const adminCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  missingArabic: missingArabicSchema,
  slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isActive: z.boolean(),
  position: z.number().int(),
  activitiesCount: z.number().int(),
  areas: z.array(adminAreaSchema),
});
export type AdminCity = z.infer<typeof adminCitySchema>;

export const areaBodySchema = z.object({ name: nameSchema, nameAr: nameArSchema });
export type AreaBody = z.infer<typeof areaBodySchema>;

export const timingBodySchema = z.object({ name: nameSchema, isActive: z.boolean().default(true) });
export type TimingBody = z.input<typeof timingBodySchema>;
export const adminTimingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Arabic name the site shows (not edited here), null where it is still to write. */
  nameAr: z.string().nullable(),
  isActive: z.boolean(),
  position: z.number().int(),
  activitiesCount: z.number().int(),
});
export type AdminTiming = z.infer<typeof adminTimingSchema>;

export const preferenceBodySchema = z.object({ name: nameSchema });
export type PreferenceBody = z.infer<typeof preferenceBodySchema>;
export const adminPreferenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Arabic name the site shows (not edited here), null where it is still to write. */
  nameAr: z.string().nullable(),
  activitiesCount: z.number().int(),
});
export type AdminPreference = z.infer<typeof adminPreferenceSchema>;
