import { useCallback, useState } from 'react';
import { clampQuantity } from '@weekends/shared';
import { MAX_QUANTITY_PER_OPTION } from '@weekends/shared/cart';
import { choiceOf, type PassChoices, type PassExperience } from './passSelection.ts';

/**
 * The choices of a pass being put together, shared by its panel, the phone's sheet and the cart's edit pop-up.
 * An experience not touched yet has its start (first option at 1, or what `initial` says), so experiences added
 * later (the builder) start the same way.
 */
export function usePassChoices(initial: PassChoices = {}) {
  const [choices, setChoices] = useState<PassChoices>(initial);

  const setQuantity = useCallback((experience: PassExperience, optionId: number, quantity: number) => {
    setChoices((current) => {
      const choice = choiceOf(experience, current);
      const next = Math.min(MAX_QUANTITY_PER_OPTION, clampQuantity(quantity));
      return {
        ...current,
        [experience.activityId]: { ...choice, quantities: { ...choice.quantities, [optionId]: next } },
      };
    });
  }, []);

  const setDate = useCallback((experience: PassExperience, date: Date | undefined) => {
    setChoices((current) => ({ ...current, [experience.activityId]: { ...choiceOf(experience, current), date } }));
  }, []);

  return { choices, setQuantity, setDate };
}

export type PassChoicesState = ReturnType<typeof usePassChoices>;
