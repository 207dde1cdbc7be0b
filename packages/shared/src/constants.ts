// Business constants: time zone, currency, phone and page rules shared by the forms and the API, in one place.
export const TIME_ZONE = 'Asia/Dubai';
export const CURRENCY = 'AED';
/** 1 AED = 100 fils; every amount in the system is integer fils. */
export const FILS_PER_AED = 100;

export const LISTING_PAGE_SIZE = 6;
export const HOME_TRENDING_COUNT = 6;
/** 'Keep revisiting…' shows when nothing more loads and fewer than this many items are listed. */
export const KEEP_REVISITING_BELOW = 10;
export const PRICE_SLIDER_MAX_AED = 1000;
export const RATING_FILTER_MAX = 5;
export const READ_MORE_WORDS = 75;
export const FILTER_DEBOUNCE_MS = 500;
export const TESTIMONIAL_AUTOPLAY_MS = 2000;
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 450;
export const SHARE_POPUP_SIZE_PX = 500;
export const PHONE_MIN_LENGTH = 12;
export const DEFAULT_PHONE_COUNTRY = 'AE';

/** The weekend: experiences run Thursday evening to Saturday night. Values are JavaScript weekday numbers. */
export const WEEKEND_DAYS = [
  { name: 'Thursday', weekday: 4 },
  { name: 'Friday', weekday: 5 },
  { name: 'Saturday', weekday: 6 },
] as const;
export type WeekendDayName = (typeof WEEKEND_DAYS)[number]['name'];

export const SORT_OPTIONS = { new: 1, trending: 2, popular: 3 } as const;
export type SortOption = (typeof SORT_OPTIONS)[keyof typeof SORT_OPTIONS];

export const LOCATION_PREFERENCES = { stayAtHome: 1, outOfHome: 2 } as const;

/** The category shown as its own 'Weekend Pass' link rather than in menus, footer and filters. */
export const WEEKEND_PASS_CATEGORY_SLUG = 'weekend-pass';
export const TRENDING_SECTION_SLUG = 'trending';
