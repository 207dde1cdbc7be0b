import type { Theme } from '../images/themes.ts';

/** Slides on the home page, with their Arabic titles; links are site paths. */
export const demoSlides: readonly { title: string; titleAr: string; link: string; theme: Theme; file: string }[] = [
  {
    title: 'Desert nights under a thousand stars',
    titleAr: 'ليالٍ صحراوية تحت ألف نجمة',
    link: '/category/desert-safari',
    theme: 'camp',
    file: 'desert-nights',
  },
  {
    title: 'Sail into the sunset this weekend',
    titleAr: 'أبحر نحو الغروب في عطلة نهاية الأسبوع',
    link: '/activity/sunset-dhow-cruise-in-dubai-marina',
    theme: 'dhow',
    file: 'sunset-sail',
  },
  {
    title: 'Slow down: spa and wellness weekends',
    titleAr: 'تمهّل قليلاً: عطلات للاسترخاء والعافية',
    link: '/category/wellness',
    theme: 'spa',
    file: 'slow-down',
  },
  {
    title: 'Up, up and away over the dunes',
    titleAr: 'حلّق عالياً فوق الكثبان',
    link: '/activity/hot-air-balloon-ride-over-the-desert',
    theme: 'balloon',
    file: 'up-and-away',
  },
];

/**
 * Home sections by slug with their English and Arabic names, each listing activity slugs; a trailing '*' marks a
 * featured activity.
 */
export const demoHomeSections: readonly {
  slug: string;
  name: string;
  nameAr: string;
  activities: readonly string[];
}[] = [
  {
    slug: 'trending',
    name: 'Trending',
    nameAr: 'الرائج',
    activities: [
      'desert-safari-with-bbq-dinner*',
      'theme-park-day-on-yas-island',
      'hot-air-balloon-ride-over-the-desert',
      'kayaking-through-the-mangroves-of-abu-dhabi',
    ],
  },
  {
    slug: 'family-weekends',
    name: 'Family Weekends',
    nameAr: 'عطلات عائلية',
    activities: [
      'theme-park-day-on-yas-island*',
      'falconry-experience-in-the-desert*',
      'water-park-day-in-umm-al-quwain',
      'sharjah-aquarium-and-maritime-museum-visit',
      'snorkelling-trip-to-snoopy-island',
      'family-brunch-at-yas-bay-waterfront',
      'old-dubai-walking-tour-with-abra-ride-and-souks',
    ],
  },
  {
    slug: 'romantic-getaways',
    name: 'Romantic Getaways',
    nameAr: 'عطلات رومانسية',
    activities: [
      'sunset-dhow-cruise-in-dubai-marina*',
      'couples-spa-day-on-saadiyat-island*',
      'abu-dhabi-corniche-yacht-dinner-cruise',
      'overnight-bedouin-camp-under-the-stars',
      'hot-air-balloon-ride-over-the-desert',
      'guided-online-meditation-for-two',
    ],
  },
  {
    slug: 'staycation-deals',
    name: 'Staycation Deals',
    nameAr: 'عروض الإقامات القريبة',
    activities: [
      'hot-stone-massage-and-pool-day-in-al-hamra*',
      'friday-seafood-brunch-on-palm-jumeirah',
      'moroccan-hammam-ritual',
      'jebel-jais-zipline-flight',
      'dibba-dhow-trip-with-snorkelling',
    ],
  },
];

/**
 * The announcement strip, in both languages. Seeded switched off, so the demo's pages look as they always did; the
 * back office shows it ready to switch on.
 */
export const demoAnnouncement = {
  text: 'Ramadan evenings are here: iftar cruises, desert suhoor and late-night souk walks all month long.',
  textAr: 'حلّت أمسيات رمضان: رحلات إفطار بحرية وسحور في الصحراء وجولات ليلية في الأسواق طوال الشهر.',
  link: '/category/food-drink',
  isOn: false,
} as const;

/** Activities shown in each level-1 category's menu, by category slug. */
export const demoCategoryMenus: Record<string, readonly string[]> = {
  adventure: ['desert-safari-with-bbq-dinner', 'jebel-jais-zipline-flight', 'hot-air-balloon-ride-over-the-desert'],
  'food-drink': [
    'sunset-dhow-cruise-in-dubai-marina',
    'friday-seafood-brunch-on-palm-jumeirah',
    'emirati-cooking-class-with-lunch',
  ],
  wellness: ['moroccan-hammam-ritual', 'sunrise-beach-yoga-on-kite-beach'],
  'culture-arts': [
    'arabic-calligraphy-workshop',
    'old-dubai-walking-tour-with-abra-ride-and-souks',
    'louvre-abu-dhabi-guided-tour',
  ],
  'family-kids': ['theme-park-day-on-yas-island', 'falconry-experience-in-the-desert'],
  'online-experiences': ['online-arabic-for-beginners-weekend-crash-course', 'live-online-emirati-cooking-class'],
  'weekend-pass': ['weekends-pass-dubai-adventure-bundle', 'weekends-pass-abu-dhabi-culture-and-coast'],
};
