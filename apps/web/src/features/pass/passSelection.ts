import { clampQuantity, passTotals, type Day, type PassTotals, type PricedOption } from '@weekends/shared';
import type { AddPassBody } from '@weekends/shared/cart';
import { dubaiIsoDay } from '../../lib/format/index.ts';

/**
 * What a weekend pass's choices need to know of one experience, wherever it comes from: the pass page
 * (GET /api/bundles/:slug), the builder (the activity's own page data) or a pass already in the cart.
 */
export interface PassExperience {
  activityId: number;
  slug: string;
  title: string;
  image: string | null;
  /** Asks for a date (its places are per day). */
  dateInput: boolean;
  /** Its weekend days, for the date picker. */
  days: Day[];
  /** The pass's percent off this experience. */
  discountPercent: number;
  options: (PricedOption & { id: number; description: string })[];
}

/** The customer's choice for one experience: a quantity per price option, and the day when it asks for one. */
export interface ExperienceChoice {
  quantities: Record<number, number>;
  date: Date | undefined;
}

export type PassChoices = Record<number, ExperienceChoice>;

/** The pass page's start: every quantity 0, then each experience's first option at 1. */
export function firstOptionChoice(experience: PassExperience): ExperienceChoice {
  const quantities: Record<number, number> = Object.fromEntries(experience.options.map((option) => [option.id, 0]));
  const first = experience.options[0];
  if (first) quantities[first.id] = 1;
  return { quantities, date: undefined };
}

export const choiceOf = (experience: PassExperience, choices: PassChoices): ExperienceChoice =>
  choices[experience.activityId] ?? firstOptionChoice(experience);

const quantityOf = (choice: ExperienceChoice, optionId: number) => clampQuantity(choice.quantities[optionId] ?? 0);

/** Whether any option of the experience has a quantity above 0: only those are booked. */
export const isChosen = (experience: PassExperience, choices: PassChoices) =>
  experience.options.some((option) => quantityOf(choiceOf(experience, choices), option.id) > 0);

/** Cart Total, Total and the Weekend Pass Discount, by the shared pass rules (never worked out here). */
export function totalsOf(experiences: readonly PassExperience[], choices: PassChoices): PassTotals {
  return passTotals(
    experiences.map((experience) => {
      const choice = choiceOf(experience, choices);
      return {
        lines: experience.options.map((option) => ({ ...option, quantity: quantityOf(choice, option.id) })),
        discountPercent: experience.discountPercent,
      };
    }),
  );
}

/** What stops Book Now: nothing chosen, or a chosen dated experience without its day (named by its activity id). */
export type PassProblem = { kind: 'quantity' } | { kind: 'date'; activityId: number } | null;

export function problemOf(experiences: readonly PassExperience[], choices: PassChoices): PassProblem {
  const chosen = experiences.filter((experience) => isChosen(experience, choices));
  if (chosen.length === 0) return { kind: 'quantity' };
  const undated = chosen.find((experience) => experience.dateInput && !choiceOf(experience, choices).date);
  return undated ? { kind: 'date', activityId: undated.activityId } : null;
}

/** POST /api/cart/passes: the experiences with a quantity above 0, each with its chosen options and day. */
export function toAddPassBody(
  bundleId: number | null,
  experiences: readonly PassExperience[],
  choices: PassChoices,
): AddPassBody {
  return {
    bundleId,
    experiences: experiences
      .filter((experience) => isChosen(experience, choices))
      .map((experience) => {
        const choice = choiceOf(experience, choices);
        return {
          activityId: experience.activityId,
          date: experience.dateInput && choice.date ? dubaiIsoDay(choice.date) : null,
          options: experience.options
            .map((option) => ({ priceOptionId: option.id, quantity: quantityOf(choice, option.id) }))
            .filter((option) => option.quantity > 0),
        };
      }),
  };
}
