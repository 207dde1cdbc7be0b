import type { ActivityDetail, BundleCard, BundleDetail } from '@weekends/shared';

/** Test-only weekend passes as GET /api/bundles and /api/bundles/:slug answer them. */

const activity = (
  id: number,
  title: string,
  options: { id: number; description: string; price: number; discountedPrice: number | null }[],
  dateInput = false,
) => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  image: `/uploads/${id}.webp`,
  price: { ...options[0]!, places: 1 },
  address: `${title} Street`,
  city: { id: 1, name: 'Dubai' },
  rating: 4.5,
  reviewsCount: 12,
  dateInput,
  days: [
    { id: 1, name: 'Thursday', weekday: 4 },
    { id: 2, name: 'Friday', weekday: 5 },
    { id: 3, name: 'Saturday', weekday: 6 },
  ],
  priceOptions: options.map((option) => ({ ...option, places: 1 })),
});

/**
 * Three experiences: a kayak (Adult 100 → 75, Child 50) at 10% off, a brunch (Adult 200) at 20% off, a dated safari
 * (Adult 150) at 5% off.
 */
export function bundleDetailFixture(overrides: Partial<BundleDetail> = {}): BundleDetail {
  const items = [
    {
      discountPercent: 10,
      activity: activity(7, 'Desert Sunset Kayak', [
        { id: 71, description: 'Adult', price: 10_000, discountedPrice: 7_500 },
        { id: 72, description: 'Child', price: 5_000, discountedPrice: null },
      ]),
    },
    {
      discountPercent: 20,
      activity: activity(8, 'Skyline Brunch', [{ id: 81, description: 'Adult', price: 20_000, discountedPrice: null }]),
    },
    {
      discountPercent: 5,
      activity: activity(
        9,
        'Dune Safari',
        [{ id: 91, description: 'Adult', price: 15_000, discountedPrice: null }],
        true,
      ),
    },
  ];
  return {
    id: 12,
    slug: 'family-fun-pass',
    name: 'Family Fun Pass',
    description: 'Three days of fun for the whole family.',
    coverImage: '/uploads/pass-12.webp',
    highlights: ['Sunset on the water', 'Brunch with a view'],
    activities: items.map(({ activity: a }) => ({
      id: a.id,
      slug: a.slug,
      title: a.title,
      image: a.image,
      price: a.price,
    })),
    itemCount: items.length,
    startFrom: 36_000,
    undiscountedTotal: 42_500,
    items,
    ...overrides,
  };
}

/** A card with `count` experiences and the given highlights. */
export function bundleCardFixture(count: number, highlights: string[] = []): BundleCard {
  const activities = Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    slug: `experience-${index + 1}`,
    title: `Experience number ${index + 1}`,
    image: `/uploads/e${index + 1}.webp`,
    price: { id: 1000 + index, description: 'Adult', price: 10_000, discountedPrice: null, places: 1 },
  }));
  return {
    id: 3,
    slug: 'city-pass',
    name: 'City Pass',
    description: 'The city in a weekend.',
    coverImage: null,
    highlights,
    activities,
    itemCount: count,
    startFrom: 9_000,
    undiscountedTotal: 10_000,
  };
}

/** An experience as GET /api/activities/:slug and the listing answer it, with one Adult option at `price` fils. */
export function experienceFixture(id: number, title: string, price: number): ActivityDetail {
  const option = { id: id * 10 + 1, description: 'Adult', price, discountedPrice: null, places: 1 };
  return {
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    isOnline: false,
    submitRequest: false,
    soldOut: false,
    rating: 4,
    reviewsCount: 3,
    image: `/uploads/${id}.webp`,
    city: { id: 1, name: 'Dubai' },
    latitude: null,
    longitude: null,
    price: option,
    placesLeft: null,
    metaTitle: null,
    metaDescription: null,
    description: `${title} for the weekend.`,
    importantInformation: null,
    submitRequestText: null,
    dateInput: false,
    lifeTimeSales: 0,
    views: 0,
    validityPeriod: 4,
    images: [`/uploads/${id}.webp`],
    address: null,
    priceOptions: [
      option,
      { id: id * 10 + 2, description: 'Child', price: price / 2, discountedPrice: null, places: 1 },
    ],
    days: [],
    timings: [],
    categories: [],
    top: { duration: null, workingHours: null, howToRedeem: null, whatsNext: null },
    middle: { highlight: null, cancellationPolicy: null, thingsToKeepInMind: null, additionalInformation: null },
    bottom: {
      termsAndConditions: null,
      otherInformation: null,
      schedule: null,
      thursdayWorkingHours: null,
      fridayWorkingHours: null,
      saturdayWorkingHours: null,
      sundayWorkingHours: null,
    },
    included: [],
    notIncluded: [],
  };
}
