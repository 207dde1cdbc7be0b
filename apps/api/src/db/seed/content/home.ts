import type { Theme } from '../images/themes.ts';

/** Slides on the home page; links are site paths. */
export const demoSlides: readonly { title: string; link: string; theme: Theme; file: string }[] = [
  {
    title: 'Desert nights under a thousand stars',
    link: '/category/desert-safari',
    theme: 'camp',
    file: 'desert-nights',
  },
  {
    title: 'Sail into the sunset this weekend',
    link: '/activity/sunset-dhow-cruise-in-dubai-marina',
    theme: 'dhow',
    file: 'sunset-sail',
  },
  { title: 'Slow down: spa and wellness weekends', link: '/category/wellness', theme: 'spa', file: 'slow-down' },
  {
    title: 'Up, up and away over the dunes',
    link: '/activity/hot-air-balloon-ride-over-the-desert',
    theme: 'balloon',
    file: 'up-and-away',
  },
];

/** Home sections by slug, each listing activity slugs; a trailing '*' marks a featured activity. */
export const demoHomeSections: readonly { slug: string; name: string; activities: readonly string[] }[] = [
  {
    slug: 'trending',
    name: 'Trending',
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
    activities: [
      'hot-stone-massage-and-pool-day-in-al-hamra*',
      'friday-seafood-brunch-on-palm-jumeirah',
      'moroccan-hammam-ritual',
      'jebel-jais-zipline-flight',
      'dibba-dhow-trip-with-snorkelling',
    ],
  },
];

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
