import { z } from 'zod';
import { NAME_MAX_LENGTH } from './accounts.ts';
import { arabicListSchema, arabicTextSchema, missingArabic, missingArabicSchema } from './catalogue-arabic.ts';

/**
 * A host's listing: what Add New Activity and Edit send. One schema for the form
 * and the API. Money is integer fils (the form converts the AED it shows). The server also checks that the
 * referenced ids exist, that the images are the host's own uploads (or the activity's current images), that the
 * area belongs to the city and that the expiry date is not in the past (Asia/Dubai).
 */
export const LISTING_MESSAGES = {
  /** Any refused add or edit, the earlier site's one message. */
  invalid: 'Information provided is not valid or missing!',
  required: 'Required',
  tooLong: `Must be at most ${NAME_MAX_LENGTH} characters.`,
  textTooLong: 'Please keep this under 5000 characters.',
  submitted:
    "Congratulations! Your experience has been submitted successfully for approval by the product's team. Thanks",
  unpublishConfirm: 'Are you sure you want to unpublish ?',
  imagesRequired: 'Add at least one image.',
  tooManyImages: 'Add at most 12 images.',
  priceInvalid: 'Enter a price in AED.',
  discountAbovePrice: 'The discounted price must be lower than the price.',
  categoryRequired: 'Choose one category.',
  preferenceRequired: 'Choose Stay At Home or Out Of Home.',
  locationRequired: 'Pick the location on the map.',
  expiryInPast: 'The expiry date cannot be in the past.',
  imageNotJpeg: 'Only JPEG images (.jpg, .jpeg) can be uploaded.',
  imageTooLarge: 'The image is larger than 10 MB.',
  imageTooSmall: 'The image must be at least 600 pixels wide.',
  uploadFailed: 'Error!',
  /** Field errors of a refused submission whose ids the form did not offer (a stale page, a forged request). */
  invalidChoice: 'Choose one of the offered values.',
  imageUnknown: 'Upload this image again.',
  optionUnknown: 'This price option is not one of the listing’s.',
  notActive: 'Only an active listing can be unpublished.',
} as const;

export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const LISTING_IMAGE_MIN_WIDTH = 600;
export const LISTING_IMAGES_MAX = 12;
/** The widths every uploaded image is re-encoded to (WebP); the path stored is the middle one. */
export const LISTING_IMAGE_WIDTHS = [480, 960, 1600] as const;
export const LISTING_TEXT_MAX = 5000;
export const LISTING_PRICE_OPTIONS_MAX = 20;
export const LISTING_ROWS_MAX = 30;

const required = z.string().trim().min(1, LISTING_MESSAGES.required).max(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong);
const requiredText = z
  .string()
  .trim()
  .min(1, LISTING_MESSAGES.required)
  .max(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong);
const optionalText = z.string().trim().max(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong).default('');
const optionalShort = z.string().trim().max(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong).default('');
const id = z.number().int().positive();
const fils = z
  .number({ error: LISTING_MESSAGES.priceInvalid })
  .int(LISTING_MESSAGES.priceInvalid)
  .positive(LISTING_MESSAGES.priceInvalid)
  .max(10_000_000, LISTING_MESSAGES.priceInvalid);

/** One row of the price options table; `id` keeps an existing option (so carts and sold items keep pointing at it). */
export const listingPriceOptionSchema = z
  .object({
    id: id.optional(),
    description: required,
    /** The description in Arabic: left out, the stored Arabic stays; empty or null, it is removed. */
    descriptionAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
    price: fils,
    /** null when there is no discount. */
    discountedPrice: fils.nullable().default(null),
    /** Places one unit uses (a family ticket may use 4). */
    places: z.number().int().min(1).max(50).default(1),
  })
  .refine((o) => o.discountedPrice === null || o.discountedPrice < o.price, {
    message: LISTING_MESSAGES.discountAbovePrice,
    path: ['discountedPrice'],
  });

/** An included / not-included row: the table starts with one row, which may stay empty; empty rows are dropped. */
const rows = z
  .array(z.string().trim().max(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong))
  .max(LISTING_ROWS_MAX)
  .default([])
  .transform((list) => list.filter((row) => row.length > 0));

/**
 * The listing's fields that have an Arabic beside them: what `missingArabic` counts, for the host's edit form and the
 * back office's approval of a submission alike.
 */
export const LISTING_ARABIC_FIELDS = [
  'title',
  'description',
  'highlight',
  'thingsToKeepInMind',
  'included',
  'notIncluded',
  'address',
  'duration',
  'workingHours',
  'howToRedeem',
  'whatsNext',
  'cancellationPolicy',
  'additionalInformation',
  'termsAndConditions',
  'otherInformation',
  'thursdayWorkingHours',
  'fridayWorkingHours',
  'saturdayWorkingHours',
] as const;

/**
 * The Arabic a listing still lacks: its fields' (`LISTING_ARABIC_FIELDS`, as `titleAr`) and each price option's
 * description whose Arabic is empty (`priceOptions.1.descriptionAr`), for the host's edit form and the approval alike.
 */
export function listingMissingArabic(
  listing: {
    [K in (typeof LISTING_ARABIC_FIELDS)[number] | `${(typeof LISTING_ARABIC_FIELDS)[number]}Ar`]?: unknown;
  } & { priceOptions: readonly { description: string; descriptionAr?: string | null }[] },
): string[] {
  return [
    ...missingArabic(listing, LISTING_ARABIC_FIELDS),
    ...listing.priceOptions.flatMap((option, index) =>
      missingArabic(option, ['description']).map((field) => `priceOptions.${index}.${field}`),
    ),
  ];
}

export const listingBodySchema = z.object({
  title: required,
  /**
   * The Arabic beside the English, each optional with its English field's limit: left out, the activity's stored
   * Arabic stays (a form without Arabic inputs changes none of it); empty, it is removed and the English shows.
   */
  titleAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  descriptionAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  highlightAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  thingsToKeepInMindAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  includedAr: arabicListSchema(NAME_MAX_LENGTH, LISTING_ROWS_MAX),
  notIncludedAr: arabicListSchema(NAME_MAX_LENGTH, LISTING_ROWS_MAX),
  addressAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  durationAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  workingHoursAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  howToRedeemAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  whatsNextAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  cancellationPolicyAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  additionalInformationAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  termsAndConditionsAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  otherInformationAr: arabicTextSchema(LISTING_TEXT_MAX, LISTING_MESSAGES.textTooLong),
  thursdayWorkingHoursAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  fridayWorkingHoursAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  saturdayWorkingHoursAr: arabicTextSchema(NAME_MAX_LENGTH, LISTING_MESSAGES.tooLong),
  /** 'Tick box if experience you are creating is online'. */
  isOnline: z.boolean().default(false),
  description: requiredText,
  /** Public image paths, in order: uploads of this host (POST /api/host/uploads) or images the activity already has. */
  images: z
    .array(z.string().min(1).max(300))
    .min(1, LISTING_MESSAGES.imagesRequired)
    .max(LISTING_IMAGES_MAX, LISTING_MESSAGES.tooManyImages),
  priceOptions: z.array(listingPriceOptionSchema).min(1, LISTING_MESSAGES.required).max(LISTING_PRICE_OPTIONS_MAX),
  /** Whether customers choose a date (places are then per date) or buy an undated voucher (places are one stock). */
  asksForDate: z.boolean().default(false),
  /** Places per date, or the undated stock of vouchers. */
  places: z.number().int().min(1).max(100_000),
  dayIds: z.array(id).max(7).default([]),
  timingIds: z.array(id).max(20).default([]),
  categoryId: id.nullable().refine((v) => v !== null, LISTING_MESSAGES.categoryRequired),
  /** Validity in weekends (blank when not applicable). */
  validityPeriod: z.number().int().min(1).max(104).nullable().default(null),
  /** A fixed last day (yyyy-MM-dd, Asia/Dubai), not before today; sent, which the earlier site's form never did. */
  expiryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  duration: required,
  whatsNext: requiredText,
  workingHours: required,
  howToRedeem: requiredText,
  thursdayWorkingHours: required,
  fridayWorkingHours: required,
  saturdayWorkingHours: required,
  included: rows,
  notIncluded: rows,
  /** The text tabs: Know Before You Go, What's Special, Cancellation Policy, Terms & Conditions; and the rest. */
  thingsToKeepInMind: optionalText,
  highlight: optionalText,
  cancellationPolicy: optionalText,
  termsAndConditions: optionalText,
  additionalInformation: optionalText,
  otherInformation: optionalText,
  /** Picked on the map; within the UAE. */
  latitude: z.number({ error: LISTING_MESSAGES.locationRequired }).min(22).max(26.5),
  longitude: z.number({ error: LISTING_MESSAGES.locationRequired }).min(51).max(56.6),
  /** Stay At Home (1) or Out Of Home (2). */
  activityPreferenceId: id.nullable().refine((v) => v !== null, LISTING_MESSAGES.preferenceRequired),
  address: required,
  street: optionalShort,
  buildingNo: optionalShort,
  poBoxNo: optionalShort,
  cityId: id,
  areaId: id.nullable().default(null),
});
export type ListingBody = z.output<typeof listingBodySchema>;
export type ListingInput = z.input<typeof listingBodySchema>;

/** POST /api/host/uploads answers the stored image (its widths share the path's stem). */
export const hostUploadSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type HostUpload = z.infer<typeof hostUploadSchema>;

/** A listing's state as its host sees it. */
export const listingStateSchema = z.enum(['active', 'inactive', 'sold_out', 'pending_approval', 'rejected']);
export type ListingState = z.infer<typeof listingStateSchema>;

/** Manage Activities' filters: All, Active, In-Active, Sold Out. */
export const listingFilterSchema = z.enum(['all', 'active', 'inactive', 'sold_out']);
export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** One card of Manage Activities. */
export const hostListingCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  /** The first price option's effective price (fils), or null. */
  firstPrice: z.number().int().nullable(),
  isActive: z.boolean(),
  soldOut: z.boolean(),
  /** Among the host's best sellers by real sales (booked items not cancelled). */
  bestSeller: z.boolean(),
  /** A submission (new listing or edit) waits for the provider. */
  pendingRevision: z.enum(['new', 'edit']).nullable(),
  /** The provider's reason when the latest submission was rejected, until a newer one is made. */
  rejectionReason: z.string().nullable(),
});
export type HostListingCard = z.infer<typeof hostListingCardSchema>;

export const hostListingsSchema = z.object({ items: z.array(hostListingCardSchema), canManageActivities: z.boolean() });
export type HostListings = z.infer<typeof hostListingsSchema>;

/**
 * A listing's values as they are stored: the fields of ListingBody without the submission's checks, because a live
 * listing the provider entered (or one made before a rule) may miss a field the form now requires (an empty text,
 * no category); the form shows it empty and the host fills it in. It fits the form's input (ListingInput).
 */
export const listingValuesSchema = z.object({
  title: z.string(),
  /** The Arabic fields: null when not translated; absent from a submission made before they existed. */
  titleAr: z.string().nullable().optional(),
  descriptionAr: z.string().nullable().optional(),
  highlightAr: z.string().nullable().optional(),
  thingsToKeepInMindAr: z.string().nullable().optional(),
  includedAr: z.array(z.string()).nullable().optional(),
  notIncludedAr: z.array(z.string()).nullable().optional(),
  addressAr: z.string().nullable().optional(),
  durationAr: z.string().nullable().optional(),
  workingHoursAr: z.string().nullable().optional(),
  howToRedeemAr: z.string().nullable().optional(),
  whatsNextAr: z.string().nullable().optional(),
  cancellationPolicyAr: z.string().nullable().optional(),
  additionalInformationAr: z.string().nullable().optional(),
  termsAndConditionsAr: z.string().nullable().optional(),
  otherInformationAr: z.string().nullable().optional(),
  thursdayWorkingHoursAr: z.string().nullable().optional(),
  fridayWorkingHoursAr: z.string().nullable().optional(),
  saturdayWorkingHoursAr: z.string().nullable().optional(),
  isOnline: z.boolean(),
  description: z.string(),
  images: z.array(z.string()),
  priceOptions: z.array(
    z.object({
      id: z.number().int().optional(),
      description: z.string(),
      descriptionAr: z.string().nullable().optional(),
      price: z.number().int(),
      discountedPrice: z.number().int().nullable(),
      places: z.number().int(),
    }),
  ),
  asksForDate: z.boolean(),
  places: z.number().int(),
  dayIds: z.array(z.number().int()),
  timingIds: z.array(z.number().int()),
  categoryId: z.number().int().nullable(),
  validityPeriod: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
  duration: z.string(),
  whatsNext: z.string(),
  workingHours: z.string(),
  howToRedeem: z.string(),
  thursdayWorkingHours: z.string(),
  fridayWorkingHours: z.string(),
  saturdayWorkingHours: z.string(),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  thingsToKeepInMind: z.string(),
  highlight: z.string(),
  cancellationPolicy: z.string(),
  termsAndConditions: z.string(),
  additionalInformation: z.string(),
  otherInformation: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  activityPreferenceId: z.number().int().nullable(),
  address: z.string(),
  street: z.string(),
  buildingNo: z.string(),
  poBoxNo: z.string(),
  cityId: z.number().int(),
  areaId: z.number().int().nullable(),
}) satisfies z.ZodType<ListingInput>;
export type ListingValues = z.infer<typeof listingValuesSchema>;

/**
 * GET /api/host/activities/:id: the edit form's data (the pending revision's when there is one, else the live listing).
 */
export const hostListingDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  isActive: z.boolean(),
  pendingRevision: z.enum(['new', 'edit']).nullable(),
  listing: listingValuesSchema,
  /** The Arabic fields of the listing still to translate (`titleAr`, `descriptionAr`...). */
  missingArabic: missingArabicSchema,
});
export type HostListingDetail = z.infer<typeof hostListingDetailSchema>;

/** Answers of submit (new and edit): the words to show and the activity's id. */
export const listingSubmittedSchema = z.object({ id: z.number().int(), message: z.string() });
