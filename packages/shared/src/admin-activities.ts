import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { arabicTextSchema, missingArabicSchema } from './catalogue-arabic.ts';

/** Catalogue > Activities in the back office: the whole catalogue, paged on the server, with the operator's actions. */

export const ADMIN_ACTIVITY_SORTS = ['id', 'title', 'created', 'sales', 'rating'] as const;
export type AdminActivitySort = (typeof ADMIN_ACTIVITY_SORTS)[number];

const flag = z.enum(['true', 'false']).optional();
const id = z.coerce.number().int().positive().optional();

export const adminActivitiesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(ADMIN_ACTIVITY_SORTS).default('id'),
  city: id,
  category: id,
  host: id,
  active: flag,
  soldOut: flag,
});
export type AdminActivitiesQuery = z.infer<typeof adminActivitiesQuerySchema>;

export const adminActivityRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  soldOut: z.boolean(),
  places: z.number().int(),
  fromPrice: z.number().int().nullable(),
  city: z.string().nullable(),
  host: z.string().nullable(),
  lifeTimeSales: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
  /** The quick edit's Arabic fields still to translate (`titleAr`, `descriptionAr`, `metaTitleAr`...). */
  missingArabic: missingArabicSchema,
});
export type AdminActivityRow = z.infer<typeof adminActivityRowSchema>;

const option = z.object({ id: z.number().int(), name: z.string() });
/** The filters' choices: cities, categories (both levels) and hosts. */
export const adminActivityFiltersSchema = z.object({
  cities: z.array(option),
  categories: z.array(option),
  hosts: z.array(option),
});
export type AdminActivityFilters = z.infer<typeof adminActivityFiltersSchema>;

export const adminActivityStatusBodySchema = z
  .object({ isActive: z.boolean().optional(), soldOut: z.boolean().optional() })
  .refine((b) => b.isActive !== undefined || b.soldOut !== undefined, 'Change isActive or soldOut.');
export const adminActivityPlacesBodySchema = z.object({ places: z.number().int().min(0).max(100_000) });
export const adminActivityFeatureBodySchema = z.object({ sectionId: z.number().int().positive() });

/** Money fields in fils: whole, not negative, at most AED 1,000,000. */
const fils = z.number().int().min(0).max(100_000_000);

export const adminActivityEditSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  titleAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaTitleAr: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaDescriptionAr: z.string().nullable(),
  /** The Arabic fields still to translate (`titleAr`, `descriptionAr`, `metaTitleAr`, `metaDescriptionAr`). */
  missingArabic: missingArabicSchema,
  priceOptions: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      /** null until translated. */
      descriptionAr: z.string().nullable(),
      price: z.number().int(),
      discountedPrice: z.number().int().nullable(),
    }),
  ),
});
export type AdminActivityEdit = z.infer<typeof adminActivityEditSchema>;

export const ADMIN_ACTIVITY_MESSAGES = {
  notFound: 'Activity not found.',
  sectionNotFound: 'Home section not found.',
  discountNotLower: 'The discounted price must be lower than the price.',
  unknownPriceOption: 'A price option does not belong to this activity.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const adminActivityEditBodySchema = z.object({
  title: z.string().trim().min(3).max(200),
  /** Each Arabic field is optional, with its English field's limit; left out, the stored Arabic stays. */
  titleAr: arabicTextSchema(200),
  description: z.string().trim().min(1).max(20_000),
  descriptionAr: arabicTextSchema(20_000),
  metaTitle: optionalText(200),
  metaTitleAr: arabicTextSchema(200),
  metaDescription: optionalText(500),
  metaDescriptionAr: arabicTextSchema(500),
  priceOptions: z
    .array(
      z
        .object({
          id: z.number().int().positive(),
          /** The option's Arabic description: left out, the stored one stays; empty, it is removed. */
          descriptionAr: arabicTextSchema(200),
          price: fils.min(1),
          discountedPrice: fils.nullable(),
        })
        .refine((o) => o.discountedPrice === null || o.discountedPrice < o.price, {
          message: ADMIN_ACTIVITY_MESSAGES.discountNotLower,
          path: ['discountedPrice'],
        }),
    )
    .max(50),
});
export type AdminActivityEditBody = z.input<typeof adminActivityEditBodySchema>;
