import type { ActivityDetail, BundleDetail } from '@weekends/shared';
import type { PassExperience } from '../../pass/passSelection.ts';

/** A pass's experiences as its choices need them, each with the pass's own percent off. */
export function bundleExperiences(bundle: BundleDetail): PassExperience[] {
  return bundle.items.map(({ activity, discountPercent }) => ({
    activityId: activity.id,
    slug: activity.slug,
    title: activity.title,
    image: activity.image,
    dateInput: activity.dateInput,
    days: activity.days,
    discountPercent,
    options: activity.priceOptions,
  }));
}

/** An experience picked in the builder, at the own pass's percent for the number picked (shared ownPassDiscount). */
export function ownPassExperience(activity: ActivityDetail, discountPercent: number): PassExperience {
  return {
    activityId: activity.id,
    slug: activity.slug,
    title: activity.title,
    image: activity.images[0] ?? activity.image,
    dateInput: activity.dateInput,
    days: activity.days,
    discountPercent,
    options: activity.priceOptions,
  };
}

/** 'Address, City' for an experience; the city is left out when the address already names it. */
export function placeOf(address: string | null, city: { name: string } | null): string {
  if (!address) return city?.name ?? '';
  if (!city || address.toLowerCase().includes(city.name.toLowerCase())) return address;
  return `${address}, ${city.name}`;
}
