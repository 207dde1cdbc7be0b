import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Arabic name; null falls back to English (as every `_ar` column of the catalogue does). */
  nameAr: text('name_ar'),
  slug: text('slug').notNull().unique(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
  },
  (t) => [index('areas_city_idx').on(t.cityId)],
);

export const days = pgTable('days', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameAr: text('name_ar'),
  /** JavaScript weekday number (Thursday 4, Friday 5, Saturday 6), used by the date picker. */
  weekday: integer('weekday').notNull(),
});

export const timings = pgTable('timings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const activityPreferences = pgTable('activity_preferences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    level: integer('level').notNull().default(1),
    image: text('image'),
    menuImage: text('menu_image'),
    headerImage: text('header_image'),
    metaTitle: text('meta_title'),
    metaTitleAr: text('meta_title_ar'),
    metaDescription: text('meta_description'),
    metaDescriptionAr: text('meta_description_ar'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Arabic title; null falls back to English (as every `_ar` column of the catalogue does). */
    titleAr: text('title_ar'),
    metaTitle: text('meta_title'),
    metaTitleAr: text('meta_title_ar'),
    metaDescription: text('meta_description'),
    metaDescriptionAr: text('meta_description_ar'),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar'),
    importantInformation: text('important_information'),
    importantInformationAr: text('important_information_ar'),
    isOnline: boolean('is_online').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    submitRequest: boolean('submit_request').notNull().default(false),
    submitRequestText: text('submit_request_text'),
    soldOut: boolean('sold_out').notNull().default(false),
    dateInput: boolean('date_input').notNull().default(false),
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    lifeTimeSales: integer('life_time_sales').notNull().default(0),
    views: integer('views').notNull().default(0),
    validityPeriod: integer('validity_period'),
    /** A fixed last day of sale and use (Asia/Dubai), instead of or besides a validity in weekends; null when none. */
    expiresOn: date('expires_on'),
    /**
     * Places on each date for an activity that asks for a date (unless the date has its own), or the undated stock
     * of vouchers otherwise (activity_places holds the per-date figures and what is taken).
     */
    places: integer('places').notNull().default(20),
    /** The host who runs it (customers.id of a host); null for experiences the provider runs itself. */
    hostId: integer('host_id'),
    activityPreferenceId: integer('activity_preference_id').references(() => activityPreferences.id),
    /** Lowest effective price in fils over the price options; kept by the catalogue service for the price filter. */
    fromPrice: integer('from_price'),
    /** Whether the activity has at least one image; listings leave image-less activities out. */
    hasImages: boolean('has_images').notNull().default(false),
    /**
     * Copies of the listing's filters, kept by triggers on the join tables (migration 0011) so one row answers every
     * filter: the sort indexes carry them and a listing filters while it walks its order, without a probe per row.
     * The address's city; the categories and their parents (so a parent's filter takes its sub-categories); the days;
     * the timings.
     */
    cityId: integer('city_id'),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    dayIds: integer('day_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    timingIds: integer('timing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    duration: text('duration'),
    durationAr: text('duration_ar'),
    workingHours: text('working_hours'),
    workingHoursAr: text('working_hours_ar'),
    howToRedeem: text('how_to_redeem'),
    howToRedeemAr: text('how_to_redeem_ar'),
    whatsNext: text('whats_next'),
    whatsNextAr: text('whats_next_ar'),
    highlight: text('highlight'),
    highlightAr: text('highlight_ar'),
    cancellationPolicy: text('cancellation_policy'),
    cancellationPolicyAr: text('cancellation_policy_ar'),
    thingsToKeepInMind: text('things_to_keep_in_mind'),
    thingsToKeepInMindAr: text('things_to_keep_in_mind_ar'),
    additionalInformation: text('additional_information'),
    additionalInformationAr: text('additional_information_ar'),
    termsAndConditions: text('terms_and_conditions'),
    termsAndConditionsAr: text('terms_and_conditions_ar'),
    otherInformation: text('other_information'),
    otherInformationAr: text('other_information_ar'),
    schedule: text('schedule'),
    scheduleAr: text('schedule_ar'),
    thursdayWorkingHours: text('thursday_working_hours'),
    thursdayWorkingHoursAr: text('thursday_working_hours_ar'),
    fridayWorkingHours: text('friday_working_hours'),
    fridayWorkingHoursAr: text('friday_working_hours_ar'),
    saturdayWorkingHours: text('saturday_working_hours'),
    saturdayWorkingHoursAr: text('saturday_working_hours_ar'),
    sundayWorkingHours: text('sunday_working_hours'),
    sundayWorkingHoursAr: text('sunday_working_hours_ar'),
    included: text('included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notIncluded: text('not_included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Arabic lists; null (or empty) falls back to the English lists. */
    includedAr: text('included_ar').array(),
    notIncludedAr: text('not_included_ar').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Both languages: an Arabic keyword finds the Arabic title, an English one the English title on either site.
    // Normalised (weekends_normalise, migration 0015) so an Arabic word matches however its hamza, ta marbuta, alef
    // maqsura and diacritics were written; 'english' stems English words and leaves Arabic ones whole, as 'simple'
    // would (its stemmer strips Latin suffixes only, its stop words are English), so English vectors are unchanged.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', weekends_normalise(coalesce(title, '') || ' ' || coalesce(title_ar, ''))), 'A') || setweight(to_tsvector('english', weekends_normalise(coalesce(description, '') || ' ' || coalesce(description_ar, ''))), 'B')`,
    ),
  },
  (t) => [
    index('activities_search_idx').using('gin', t.searchVector),
    index('activities_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // One per sort order, each followed by the filter columns, so a listing filters inside an index-only walk.
    index('activities_listable_new_idx')
      .on(t.id.desc(), t.cityId, t.fromPrice, t.categoryIds, t.dayIds)
      .where(sql`is_active and has_images`),
    index('activities_listable_trending_idx')
      .on(t.lifeTimeSales.desc(), t.views.desc(), t.id.desc(), t.cityId, t.fromPrice, t.categoryIds, t.dayIds)
      .where(sql`is_active and has_images`),
    index('activities_listable_rating_idx')
      .on(t.rating.desc(), t.reviewsCount.desc(), t.id.desc(), t.cityId, t.fromPrice, t.categoryIds, t.dayIds)
      .where(sql`is_active and has_images`),
    // For a rare category or city, whose matches are fewer than a walk in sort order would pass.
    index('activities_listable_categories_idx')
      .using('gin', t.categoryIds)
      .where(sql`is_active and has_images`),
    index('activities_listable_city_idx')
      .on(t.cityId)
      .where(sql`is_active and has_images`),
    index('activities_from_price_idx').on(t.fromPrice),
    index('activities_host_idx').on(t.hostId),
    // The back office's activities table sorts 50,000 rows by these.
    index('activities_admin_title_idx').on(t.title, t.id),
    index('activities_admin_created_idx').on(t.createdAt, t.id),
    index('activities_admin_sales_idx').on(t.lifeTimeSales, t.id),
    index('activities_admin_rating_idx').on(t.rating, t.reviewsCount, t.id),
  ],
);

export const activityCategories = pgTable(
  'activity_categories',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.categoryId] }),
    index('activity_categories_category_idx').on(t.categoryId, t.activityId),
  ],
);

export const activityDays = pgTable(
  'activity_days',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => days.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.dayId] }), index('activity_days_day_idx').on(t.dayId, t.activityId)],
);

export const activityTimings = pgTable(
  'activity_timings',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    timingId: integer('timing_id')
      .notNull()
      .references(() => timings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.timingId] }),
    index('activity_timings_timing_idx').on(t.timingId, t.activityId),
  ],
);

export const priceOptions = pgTable(
  'price_options',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** The description in Arabic, null until translated (an Arabic read falls back to the English). */
    descriptionAr: text('description_ar'),
    /** fils, VAT included */
    price: integer('price').notNull(),
    /** fils, VAT included; null when there is no discount */
    discountedPrice: integer('discounted_price'),
    /** Places one unit uses (a family ticket may use 4). */
    places: integer('places').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('price_options_activity_idx').on(t.activityId, t.position)],
);

export const activityImages = pgTable(
  'activity_images',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('activity_images_activity_idx').on(t.activityId, t.position)],
);

export const activityAddresses = pgTable(
  'activity_addresses',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    addressAr: text('address_ar'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
    street: text('street'),
    buildingNo: text('building_no'),
    poBoxNo: text('po_box_no'),
  },
  (t) => [index('activity_addresses_city_idx').on(t.cityId, t.activityId)],
);

export const categoryMenuActivities = pgTable(
  'category_menu_activities',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.activityId] })],
);

export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  imageSmall: text('image_small').notNull(),
  title: text('title'),
  titleAr: text('title_ar'),
  link: text('link'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const homeSections = pgTable('home_sections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const homeSectionActivities = pgTable(
  'home_section_activities',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.activityId] })],
);

/**
 * Counted views per activity and Dubai day (one per visitor and day). A row per day rather than per view, and days
 * older than ACTIVITY_VIEW_DAYS are dropped as new ones start, so the table stays at most that many rows per activity.
 */
export const activityViews = pgTable(
  'activity_daily_views',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.day] })],
);

/** Settings the back office can change, such as the default trending cities. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Every word of the activities' titles and descriptions, once: the vocabulary a misspelt keyword is corrected
 * against (nearest words by trigram distance, through the GiST index). Triggers on `activities` add the words of
 * new and edited activities (migration 0011), normalised as the search vector is (weekends_normalise, migration
 * 0015); a word whose activities are gone stays, and only ever matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);
