import type { Theme } from '../images/themes.ts';

/** Level-1 categories with their sub-categories. Ids are fixed: level-1 first (1-7), then children from 8. */
export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  theme: Theme;
  metaTitle: string;
  metaDescription: string;
  children?: readonly Omit<CategorySeed, 'children'>[];
}

export const WEEKEND_PASS_SLUG = 'weekend-pass';

export const categoryTree: readonly CategorySeed[] = [
  {
    id: 1,
    name: 'Adventure',
    slug: 'adventure',
    theme: 'desert',
    metaTitle: 'Adventure Experiences in the UAE | Weekends',
    metaDescription:
      'Dune bashing, jet skis, ziplines and skydives: book the best weekend adventures across the seven emirates.',
    children: [
      {
        id: 8,
        name: 'Desert Safari',
        slug: 'desert-safari',
        theme: 'camp',
        metaTitle: 'Desert Safaris in Dubai, Abu Dhabi & Sharjah | Weekends',
        metaDescription:
          'Evening safaris with BBQ dinners, sunrise camel treks and overnight Bedouin camps in the UAE desert.',
      },
      {
        id: 9,
        name: 'Water Sports',
        slug: 'water-sports',
        theme: 'sea',
        metaTitle: 'Water Sports in the UAE | Weekends',
        metaDescription:
          'Kayaking, paddleboarding, jet skiing and snorkelling on the Arabian Gulf and the Gulf of Oman.',
      },
      {
        id: 10,
        name: 'Skydiving & Flying',
        slug: 'skydiving-flying',
        theme: 'balloon',
        metaTitle: 'Skydiving, Balloon & Seaplane Flights | Weekends',
        metaDescription:
          'See the Emirates from above: hot air balloons over the dunes, tandem skydives and scenic flights.',
      },
      {
        id: 11,
        name: 'Mountains & Hiking',
        slug: 'mountains-hiking',
        theme: 'mountains',
        metaTitle: 'Hiking and Mountain Adventures in the Hajar | Weekends',
        metaDescription: 'Wadi hikes, via ferrata routes and the world’s longest zipline in the Hajar Mountains.',
      },
    ],
  },
  {
    id: 2,
    name: 'Food & Drink',
    slug: 'food-drink',
    theme: 'food',
    metaTitle: 'Food & Drink Experiences in the UAE | Weekends',
    metaDescription:
      'Weekend brunches, Emirati cooking classes and dinner cruises from Dubai Creek to the Abu Dhabi Corniche.',
    children: [
      {
        id: 12,
        name: 'Brunches',
        slug: 'brunches',
        theme: 'food',
        metaTitle: 'The Best Weekend Brunches in Dubai & Abu Dhabi | Weekends',
        metaDescription: 'Seafood brunches, rooftop brunches and Emirati breakfasts for a slow Friday or Saturday.',
      },
      {
        id: 13,
        name: 'Cooking Classes',
        slug: 'cooking-classes',
        theme: 'food',
        metaTitle: 'Cooking Classes in the UAE | Weekends',
        metaDescription:
          'Learn machboos, luqaimat and street-food classics with local chefs, then sit down to eat what you made.',
      },
      {
        id: 14,
        name: 'Dinner Cruises',
        slug: 'dinner-cruises',
        theme: 'dhow',
        metaTitle: 'Dhow and Yacht Dinner Cruises | Weekends',
        metaDescription:
          'Dine on the water: dhow cruises on Dubai Creek and the Marina, yachts along the Abu Dhabi Corniche.',
      },
    ],
  },
  {
    id: 3,
    name: 'Wellness',
    slug: 'wellness',
    theme: 'spa',
    metaTitle: 'Spa, Yoga & Wellness Weekends in the UAE | Weekends',
    metaDescription: 'Hammams, massages, beach yoga and sound baths to reset before the week starts again.',
    children: [
      {
        id: 15,
        name: 'Spa & Massage',
        slug: 'spa-massage',
        theme: 'spa',
        metaTitle: 'Spa Days and Massages in the UAE | Weekends',
        metaDescription:
          'Moroccan hammams, hot stone massages and couples spa days in Dubai, Abu Dhabi and Ras Al Khaimah.',
      },
      {
        id: 16,
        name: 'Yoga & Meditation',
        slug: 'yoga-meditation',
        theme: 'spa',
        metaTitle: 'Yoga and Meditation Sessions | Weekends',
        metaDescription: 'Sunrise beach yoga, desert yoga at sunset and sound-bath meditation for every level.',
      },
    ],
  },
  {
    id: 4,
    name: 'Culture & Arts',
    slug: 'culture-arts',
    theme: 'art',
    metaTitle: 'Culture, Heritage & Art Experiences | Weekends',
    metaDescription: 'Calligraphy and pottery workshops, heritage walks through old souks and guided museum visits.',
    children: [
      {
        id: 17,
        name: 'Workshops',
        slug: 'workshops',
        theme: 'art',
        metaTitle: 'Art and Craft Workshops in the UAE | Weekends',
        metaDescription: 'Arabic calligraphy, pottery, Sadu weaving and henna workshops led by working artists.',
      },
      {
        id: 18,
        name: 'Heritage Tours',
        slug: 'heritage-tours',
        theme: 'heritage',
        metaTitle: 'Heritage Tours and Old Town Walks | Weekends',
        metaDescription: 'Forts, souks, oases and wind-tower quarters: the stories behind the modern Emirates.',
      },
    ],
  },
  {
    id: 5,
    name: 'Family & Kids',
    slug: 'family-kids',
    theme: 'family',
    metaTitle: 'Family Weekend Activities in the UAE | Weekends',
    metaDescription: 'Theme parks, aquariums, water parks and animal encounters the whole family will enjoy.',
    children: [
      {
        id: 19,
        name: 'Theme & Water Parks',
        slug: 'theme-water-parks',
        theme: 'family',
        metaTitle: 'Theme Parks and Water Parks | Weekends',
        metaDescription:
          'Roller coasters on Yas Island and lazy rivers in Umm Al Quwain: day tickets for the whole family.',
      },
      {
        id: 20,
        name: 'Animal Encounters',
        slug: 'animal-encounters',
        theme: 'desert',
        metaTitle: 'Animal Encounters for Families | Weekends',
        metaDescription: 'Falconry shows, camel farms and aquariums where children get close to the animals of Arabia.',
      },
    ],
  },
  {
    id: 6,
    name: 'Online Experiences',
    slug: 'online-experiences',
    theme: 'online',
    metaTitle: 'Online Experiences from the UAE | Weekends',
    metaDescription: 'Live online classes and virtual tours hosted from the Emirates: join from your sofa.',
    children: [
      {
        id: 21,
        name: 'Online Classes',
        slug: 'online-classes',
        theme: 'online',
        metaTitle: 'Live Online Classes | Weekends',
        metaDescription: 'Arabic, calligraphy, cooking and meditation classes streamed live by UAE hosts.',
      },
      {
        id: 22,
        name: 'Virtual Tours',
        slug: 'virtual-tours',
        theme: 'heritage',
        metaTitle: 'Virtual Tours of the UAE | Weekends',
        metaDescription: 'Walk through Old Dubai and the souks with a local guide, live on your screen.',
      },
    ],
  },
  {
    id: 7,
    name: 'Weekend Pass',
    slug: WEEKEND_PASS_SLUG,
    theme: 'skyline',
    metaTitle: 'Weekends Pass: Bundled Experiences | Weekends',
    metaDescription: 'Several experiences in one pass, at one price, to use over the weekends that suit you.',
  },
];

export type CategorySlug = string;

/** Every category, level 1 then level 2, with its parent and level. */
export function flatCategories(): {
  id: number;
  name: string;
  slug: string;
  theme: Theme;
  metaTitle: string;
  metaDescription: string;
  parentId: number | null;
  level: number;
  position: number;
}[] {
  const out: ReturnType<typeof flatCategories> = [];
  categoryTree.forEach((c, i) => out.push({ ...withoutChildren(c), parentId: null, level: 1, position: i + 1 }));
  for (const c of categoryTree) {
    (c.children ?? []).forEach((child, i) => out.push({ ...child, parentId: c.id, level: 2, position: i + 1 }));
  }
  return out;
}

function withoutChildren(c: CategorySeed): Omit<CategorySeed, 'children'> {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    theme: c.theme,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
  };
}
