import { z } from 'zod';
import { LOCATION_PREFERENCES, PRICE_SLIDER_MAX_AED, RATING_FILTER_MAX, SORT_OPTIONS } from './constants.ts';

/**
 * The catalogue's wire contract: what the API answers and what the listing accepts.
 * The web app reads the same listing parameters from its own address bar (/search?city[]=1&day[]=2).
 */

// Optional, with an empty list by default, so the API's document does not mark the filter lists required.
const idList = z
  .preprocess(
    (value) => (value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.coerce.number().int().positive()).max(50),
  )
  .default([]);

export const listingQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Category ids; a parent category includes its sub-categories. */
  category: idList,
  /** Category slug, used by /category/{slug}; a parent includes its sub-categories. */
  categorySlug: z.string().trim().max(120).optional(),
  city: idList,
  day: idList,
  time: idList,
  preference: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(LOCATION_PREFERENCES).includes(v as 1 | 2))
    .optional(),
  rating: z.coerce.number().int().min(1).max(RATING_FILTER_MAX).optional(),
  minPrice: z.coerce.number().int().min(0).max(PRICE_SLIDER_MAX_AED).optional(),
  maxPrice: z.coerce.number().int().min(0).max(PRICE_SLIDER_MAX_AED).optional(),
  sort: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(SORT_OPTIONS).includes(v as 1 | 2 | 3))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The trending list: the visitor's cities (none means the default trending cities) and the page. */
export const trendingQuerySchema = listingQuerySchema.pick({ city: true, page: true });
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;

export const idNameSchema = z.object({ id: z.number(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

export const citySchema = idNameSchema.extend({ slug: z.string() });
export type City = z.infer<typeof citySchema>;

export const daySchema = idNameSchema.extend({ weekday: z.number().int().min(0).max(6) });
export type Day = z.infer<typeof daySchema>;

export const areaSchema = idNameSchema.extend({ cityId: z.number() });
export type Area = z.infer<typeof areaSchema>;

export const priceOptionSchema = z.object({
  id: z.number(),
  description: z.string(),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  /** Places one unit of this option uses (a family ticket may use 4); 1 by default. */
  places: z.number().int().min(1).default(1),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const menuActivitySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
});

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  level: z.number(),
  image: z.string().nullable(),
  menuImage: z.string().nullable(),
  headerImage: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  children: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  menuActivities: z.array(menuActivitySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const slideSchema = z.object({
  id: z.number(),
  image: z.string(),
  imageSmall: z.string(),
  title: z.string().nullable(),
  link: z.string().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

export const activityCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  isOnline: z.boolean(),
  submitRequest: z.boolean(),
  soldOut: z.boolean(),
  rating: z.number(),
  reviewsCount: z.number(),
  image: z.string().nullable(),
  city: idNameSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The first price option: the one the card and the mobile bar show. */
  price: priceOptionSchema.nullable(),
  /**
   * Places left when few are (FEW_PLACES_LEFT or fewer): the card's 'Last N Left'. For a dated activity, the most
   * left on any bookable date ahead. Null when plenty are left; soldOut is true when none are.
   */
  placesLeft: z.number().int().nullable(),
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const listingPageSchema = z.object({
  items: z.array(activityCardSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const homeSectionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Featured activities first, then the section's other activities, without repeats. */
  activities: z.array(activityCardSchema),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const activityDetailSchema = activityCardSchema.extend({
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  description: z.string(),
  importantInformation: z.string().nullable(),
  submitRequestText: z.string().nullable(),
  dateInput: z.boolean(),
  lifeTimeSales: z.number(),
  views: z.number(),
  validityPeriod: z.number().nullable(),
  images: z.array(z.string()),
  address: z
    .object({
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      city: idNameSchema,
      area: idNameSchema.nullable(),
    })
    .nullable(),
  priceOptions: z.array(priceOptionSchema),
  /** Its weekend days; `weekday` (JavaScript's number) is what the date picker matches, in any language. */
  days: z.array(daySchema),
  timings: z.array(idNameSchema),
  categories: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  top: z.object({
    duration: z.string().nullable(),
    workingHours: z.string().nullable(),
    howToRedeem: z.string().nullable(),
    whatsNext: z.string().nullable(),
  }),
  middle: z.object({
    highlight: z.string().nullable(),
    cancellationPolicy: z.string().nullable(),
    thingsToKeepInMind: z.string().nullable(),
    additionalInformation: z.string().nullable(),
  }),
  bottom: z.object({
    termsAndConditions: z.string().nullable(),
    otherInformation: z.string().nullable(),
    schedule: z.string().nullable(),
    thursdayWorkingHours: z.string().nullable(),
    fridayWorkingHours: z.string().nullable(),
    saturdayWorkingHours: z.string().nullable(),
    sundayWorkingHours: z.string().nullable(),
  }),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  customerFirstName: z.string(),
  publishedAt: z.string(),
  /** 'Verified booking': the reviewer has a redeemed voucher of this activity. */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
