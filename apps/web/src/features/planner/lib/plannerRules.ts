/**
 * The weekend planner's rules, kept apart from the markup so they read as rules and are tested directly.
 * Full Weekend is not stored: it is selected exactly when no single day is, which gives all three of its rules
 * (selected by default, deselected by picking a day, picking it clears the days) and re-selects it when the
 * last day is removed.
 */

export interface PlannerSelection {
  cities: number[];
  days: number[];
  categories: number[];
}

export const emptySelection = (cities: number[] = []): PlannerSelection => ({ cities, days: [], categories: [] });

export const isFullWeekend = (selection: PlannerSelection) => selection.days.length === 0;

export function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

export const chooseFullWeekend = (selection: PlannerSelection): PlannerSelection => ({ ...selection, days: [] });

/**
 * The address a plain GET form to /search would produce, with the earlier site's parameter names and the order of
 * the form (cities, days, categories). Brackets stay readable; the listing reads both spellings.
 */
export function plannerSearchUrl({ cities, days, categories }: PlannerSelection): string {
  const pairs = [
    ...cities.map((id) => `city[]=${id}`),
    ...days.map((id) => `day[]=${id}`),
    ...categories.map((id) => `category[]=${id}`),
  ];
  return pairs.length ? `/search?${pairs.join('&')}` : '/search';
}
