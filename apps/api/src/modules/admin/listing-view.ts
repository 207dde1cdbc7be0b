import { asc, inArray } from 'drizzle-orm';
import type { ListingRevisionDetail, ListingValues, NamedRef } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activityPreferences, areas, categories, cities, days, timings } from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

/** A stored payload as a view: the fields the back office shows, whatever else an older payload carried. */
export function toListingValues(payload: ListingValues): ListingValues {
  return {
    ...payload,
    priceOptions: payload.priceOptions.map((o) => ({
      ...(o.id === undefined ? {} : { id: o.id }),
      description: o.description,
      ...(o.descriptionAr === undefined ? {} : { descriptionAr: o.descriptionAr }),
      price: o.price,
      discountedPrice: o.discountedPrice ?? null,
      places: o.places ?? 1,
    })),
  };
}

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/** The names of every id the versions refer to, so the page shows 'Dubai', not 3. */
export async function namesFor(db: Reader, versions: ListingValues[]): Promise<ListingRevisionDetail['names']> {
  const pick = (of: (v: ListingValues) => (number | null)[]) => unique(versions.flatMap(of));
  const lookup = async (
    table: typeof categories | typeof cities | typeof areas | typeof timings | typeof activityPreferences,
    ids: number[],
  ): Promise<NamedRef[]> =>
    ids.length === 0
      ? []
      : db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids)).orderBy(asc(table.id));
  const dayIds = pick((v) => v.dayIds);
  // Days in the week's order (Thursday, Friday, Saturday), whatever their ids.
  const dayLookup = async (): Promise<NamedRef[]> =>
    dayIds.length === 0
      ? []
      : db
          .select({ id: days.id, name: days.name })
          .from(days)
          .where(inArray(days.id, dayIds))
          .orderBy(asc(days.weekday));
  const categoryNames = await lookup(
    categories,
    pick((v) => [v.categoryId]),
  );
  const cityNames = await lookup(
    cities,
    pick((v) => [v.cityId]),
  );
  const areaNames = await lookup(
    areas,
    pick((v) => [v.areaId]),
  );
  const dayNames = await dayLookup();
  const timingNames = await lookup(
    timings,
    pick((v) => v.timingIds),
  );
  const preferenceNames = await lookup(
    activityPreferences,
    pick((v) => [v.activityPreferenceId]),
  );
  return {
    categories: categoryNames,
    cities: cityNames,
    areas: areaNames,
    days: dayNames,
    timings: timingNames,
    activityPreferences: preferenceNames,
  };
}
