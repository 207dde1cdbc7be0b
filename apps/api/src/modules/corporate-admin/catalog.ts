import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type AwardCatalog, type Language } from '@weekends/shared';
import { localizedText } from '../../lib/localized.ts';
import type { Database } from '../../db/client.ts';
import { activities, bundleItems, bundles } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/paging.ts';
import { activityFacts, type ActivityFacts } from '../cart/index.ts';

const FOUND = 8;

const onSale = (f: ActivityFacts | undefined): f is ActivityFacts =>
  f !== undefined && f.isActive && !f.submitRequest && !f.soldOut && f.options.length > 0;

/**
 * What the 'Award an experience' search finds: live experiences by title and active weekend passes by name (in either
 * language), a few of each, with what the award form needs (options, whether a date is asked and on which weekdays),
 * named in `language` (the page's).
 */
export async function awardCatalog(
  db: Database,
  q: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AwardCatalog> {
  const pattern = likePattern(q);
  const [found, passes] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.isActive, true),
          eq(activities.submitRequest, false),
          eq(activities.soldOut, false),
          or(ilike(activities.title, pattern), ilike(activities.titleAr, pattern)),
        ),
      )
      .orderBy(asc(activities.title), asc(activities.id))
      .limit(FOUND),
    db
      .select({
        id: bundles.id,
        name: localizedText<string>(language, bundles.name, bundles.nameAr),
        image: bundles.coverImage,
      })
      .from(bundles)
      .where(and(eq(bundles.isActive, true), or(ilike(bundles.name, pattern), ilike(bundles.nameAr, pattern))))
      .orderBy(asc(bundles.position), asc(bundles.id))
      .limit(FOUND),
  ]);
  const members =
    passes.length === 0
      ? []
      : await db
          .select({
            bundleId: bundleItems.bundleId,
            activityId: bundleItems.activityId,
            discountPercent: bundleItems.discountPercent,
          })
          .from(bundleItems)
          .where(
            inArray(
              bundleItems.bundleId,
              passes.map((p) => p.id),
            ),
          )
          .orderBy(asc(bundleItems.position), asc(bundleItems.activityId));
  const facts = await activityFacts(
    db,
    [...found.map((f) => f.id), ...members.map((m) => m.activityId)],
    undefined,
    language,
  );
  const weekdays = (f: ActivityFacts) => f.days.map((d) => d.weekday);
  return {
    experiences: found.flatMap(({ id }) => {
      const f = facts.get(id);
      if (!onSale(f)) return [];
      return [
        {
          id: f.id,
          title: f.title,
          image: f.image,
          city: f.city?.name ?? null,
          dateInput: f.dateInput,
          weekdays: weekdays(f),
          options: f.options.map(({ id, description, price, discountedPrice }) => ({
            id,
            description,
            price,
            discountedPrice,
          })),
        },
      ];
    }),
    // A pass is offered only while every experience in it is on sale, as it is given whole.
    passes: passes.flatMap((p) => {
      const own = members.filter((m) => m.bundleId === p.id).map((m) => ({ ...m, facts: facts.get(m.activityId) }));
      if (own.length === 0 || !own.every((m) => onSale(m.facts))) return [];
      return [
        {
          id: p.id,
          name: p.name,
          image: p.image ?? own[0]!.facts!.image,
          experiences: own.map((m) => {
            const f = m.facts!;
            const { id, description, price, discountedPrice } = f.options[0]!;
            return {
              activityId: f.id,
              title: f.title,
              dateInput: f.dateInput,
              weekdays: weekdays(f),
              option: { id, description, price, discountedPrice },
              discountPercent: m.discountPercent,
            };
          }),
        },
      ];
    }),
  };
}
