import { effectivePrice, itemNet, type AwardExperience, type AwardPass } from '@weekends/shared';
import { formatList, weekdayName } from '../../lib/format/index.ts';

export type AwardChoice = { kind: 'experience'; item: AwardExperience } | { kind: 'pass'; item: AwardPass };

/**
 * What the corporate will be invoiced for a choice, by the shared pricing rules the server charges with: an
 * experience's option at its discounted price; a pass's experiences at their first option less their discount in it.
 */
export function awardAmounts(
  choice: AwardChoice,
  optionId: number | null,
): { total: number; listPrice: number } | null {
  if (choice.kind === 'experience') {
    const option = choice.item.options.find((o) => o.id === optionId);
    return option ? { total: effectivePrice(option), listPrice: option.price } : null;
  }
  const experiences = choice.item.experiences;
  return {
    total: experiences.reduce(
      (sum, e) => sum + itemNet({ lines: [{ ...e.option, quantity: 1 }], discountPercent: e.discountPercent }),
      0,
    ),
    listPrice: experiences.reduce((sum, e) => sum + e.option.price, 0),
  };
}

/** 'Thursday, Friday and Saturday' for weekdays 4, 5, 6 (0 is Sunday). */
export function weekdayList(weekdays: readonly number[]): string {
  return formatList([...weekdays].sort().map((d) => weekdayName(d).long));
}
