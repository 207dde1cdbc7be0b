import { useState } from 'react';
import { problemOf, toAddPassBody, totalsOf, type PassChoices, type PassExperience } from '../../pass/passSelection.ts';
import { usePassChoices, type PassChoicesState } from '../../pass/usePassChoices.ts';
import { useBookPass } from './useBookPass.ts';

/**
 * A pass's choices, totals and Book Now, shared by the desktop panel, the phone's bar and its sheet. What stops
 * Book Now (nothing chosen, a missing day) shows only once it was pressed, and goes as soon as it is put right;
 * any change clears the server's last refusal. The experiences may depend on the choices (the own pass's percent
 * depends on how many experiences are chosen).
 */
export function usePassBooking(
  bundleId: number | null,
  experiencesOf: readonly PassExperience[] | ((choices: PassChoices) => readonly PassExperience[]),
  loginReason: string,
) {
  const choices = usePassChoices();
  const experiences = typeof experiencesOf === 'function' ? experiencesOf(choices.choices) : experiencesOf;
  const booking = useBookPass(bundleId, loginReason);
  const [attempted, setAttempted] = useState(false);

  const state: PassChoicesState = {
    choices: choices.choices,
    setQuantity: (experience, optionId, quantity) => {
      booking.clearError();
      choices.setQuantity(experience, optionId, quantity);
    },
    setDate: (experience, date) => {
      booking.clearError();
      choices.setDate(experience, date);
    },
  };

  const bookNow = () => {
    const problem = problemOf(experiences, choices.choices);
    setAttempted(problem !== null);
    if (problem) return;
    booking.book(toAddPassBody(bundleId, experiences, choices.choices));
  };

  return {
    experiences,
    state,
    totals: totalsOf(experiences, choices.choices),
    problem: attempted ? problemOf(experiences, choices.choices) : null,
    error: booking.error,
    pending: booking.pending,
    bookNow,
    loginPrompt: booking.loginPrompt,
  };
}

export type PassBooking = ReturnType<typeof usePassBooking>;
