import { useTranslation } from 'react-i18next';
import { CustomiseExperience } from '../../pass/CustomiseExperience.tsx';
import { PassTotalsSummary } from '../../pass/PassTotalsSummary.tsx';
import type { PassExperience, PassProblem } from '../../pass/passSelection.ts';
import type { PassChoicesState } from '../../pass/usePassChoices.ts';
import type { PassTotals } from '@weekends/shared';
import { BookNowButton, ErrorNote } from './BookNowButton.tsx';

interface Props {
  experiences: readonly PassExperience[];
  state: PassChoicesState;
  totals: PassTotals;
  /** What stopped the last Book Now, if anything. */
  problem: PassProblem;
  /** The server's refusal (a sold-out day, too few places), or a sentence of ours. */
  error: string | null;
  onBookNow: () => void;
  pending: boolean;
  /** The desktop panel and the phone's sheet each have their own test ids. */
  variant: 'panel' | 'sheet';
  /** Book Now cannot be pressed (the builder below 3 experiences). */
  disabled?: boolean;
  /** Shown above Book Now (the builder's 'at least 3 experiences'); it also describes the button. */
  notice?: string;
  /** The builder: each experience can be taken out of the pass again. */
  onRemove?: (activityId: number) => void;
}

/**
 * 'Customise Here' per experience, the pass's totals and Book Now: the same in the desktop panel and the phone's sheet.
 */
export function PassBookingForm({
  experiences,
  state,
  totals,
  problem,
  error,
  onBookNow,
  pending,
  variant,
  disabled = false,
  notice,
  onRemove,
}: Props) {
  const noticeId = `${variant}-notice`;
  const { t } = useTranslation('pass');
  return (
    <div className="flex flex-col gap-4">
      <ol className="divide-y divide-slate-100">
        {experiences.map((experience, index) => (
          <CustomiseExperience
            key={experience.activityId}
            experience={experience}
            position={index + 1}
            state={state}
            dateMissing={problem?.kind === 'date' && problem.activityId === experience.activityId}
            onRemove={onRemove && (() => onRemove(experience.activityId))}
          />
        ))}
      </ol>
      <PassTotalsSummary totals={totals} testIdPrefix={variant} />
      {problem?.kind === 'quantity' && <ErrorNote>{t('chooseQuantity')}</ErrorNote>}
      {error && <ErrorNote>{error}</ErrorNote>}
      {notice && (
        <p id={noticeId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {notice}
        </p>
      )}
      <BookNowButton
        onClick={onBookNow}
        pending={pending}
        disabled={disabled}
        describedBy={notice ? noticeId : undefined}
      />
    </div>
  );
}
