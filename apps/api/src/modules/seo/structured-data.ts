import type { ActivityDetail, BundleDetail } from '@weekends/shared';

/**
 * schema.org descriptions search engines read from a page's head (JSON-LD): an activity or a weekend pass as a
 * product with its offer in AED and, once it has reviews, its aggregate rating. Prices are integer fils in our data
 * and decimal dirhams here, as schema.org expects.
 */
export type JsonLd = Record<string, unknown>;

const aed = (fils: number) => (fils / 100).toFixed(2);
const absolute = (publicUrl: string, path: string) => (path.startsWith('http') ? path : publicUrl + path);

function rating(value: number, count: number): JsonLd | undefined {
  return count > 0
    ? { '@type': 'AggregateRating', ratingValue: value.toFixed(1), reviewCount: count, bestRating: 5, worstRating: 1 }
    : undefined;
}

export function activityJsonLd(activity: ActivityDetail, url: string, publicUrl: string): JsonLd {
  const prices = activity.priceOptions.map((option) => option.discountedPrice ?? option.price);
  const availability = activity.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
  const offers: JsonLd | undefined = prices.length
    ? prices.length === 1
      ? { '@type': 'Offer', price: aed(prices[0]!), priceCurrency: 'AED', availability, url }
      : {
          '@type': 'AggregateOffer',
          lowPrice: aed(Math.min(...prices)),
          highPrice: aed(Math.max(...prices)),
          offerCount: prices.length,
          priceCurrency: 'AED',
          availability,
          url,
        }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.title,
    description: activity.metaDescription || activity.description,
    image: activity.images.map((path) => absolute(publicUrl, path)),
    url,
    ...(activity.categories[0] ? { category: activity.categories[0].name } : {}),
    ...(offers ? { offers } : {}),
    ...(rating(activity.rating, activity.reviewsCount)
      ? { aggregateRating: rating(activity.rating, activity.reviewsCount) }
      : {}),
  };
}

export function passJsonLd(pass: BundleDetail, url: string, publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pass.name,
    description: pass.description,
    ...(pass.coverImage ? { image: [absolute(publicUrl, pass.coverImage)] } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price: aed(pass.startFrom),
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url,
    },
    // The experiences the pass bundles, each its own page.
    isRelatedTo: pass.items.map(({ activity }) => ({
      '@type': 'Product',
      name: activity.title,
      url: `${publicUrl}/activity/${activity.slug}`,
    })),
  };
}
