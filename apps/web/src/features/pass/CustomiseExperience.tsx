import './i18n.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/Price.tsx';
import { BookingDatePicker } from '../../components/booking/BookingDatePicker.tsx';
import { QuantityStepper } from '../../components/booking/QuantityStepper.tsx';
import { UnitsPerDateNote } from '../../components/booking/UnitsPerDateNote.tsx';
import { stepperMax, useUnitsPerDate } from '../../lib/orderLimits.ts';
import { choiceOf, type PassExperience } from './passSelection.ts';
import type { PassChoicesState } from './usePassChoices.ts';

interface Props {
  experience: PassExperience;
  /** 1-based place in the pass ('Experience 1'). */
  position: number;
  state: PassChoicesState;
  /** Book Now was pressed without this experience's day. */
  dateMissing?: boolean;
  defaultOpen?: boolean;
  /** The builder lets an experience be taken out of the pass again. */
  onRemove?: () => void;
}

/**
 * One experience of a pass under a 'Customise Here' disclosure: a quantity stepper per price option and, for a
 * dated experience, its day. The heading names the experience; the button opens and closes its choices.
 */
export function CustomiseExperience({
  experience,
  position,
  state,
  dateMissing = false,
  defaultOpen = false,
  onRemove,
}: Props) {
  const { t } = useTranslation('pass');
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const noteId = useId();
  const choice = choiceOf(experience, state.choices);
  // The experience's options count together towards the units one order may hold of its date.
  const maxUnits = useUnitsPerDate();
  const unitsChosen = experience.options.reduce((sum, option) => sum + (choice.quantities[option.id] ?? 0), 0);
  // A missing day must be seen: the disclosure opens by itself.
  const expanded = open || dateMissing;

  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('experience', { position })}
          </p>
          <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">{experience.title}</h3>
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={regionId}
          aria-label={t('customiseLabel', { title: experience.title })}
          onClick={() => setOpen(!expanded)}
          className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-xs font-semibold text-brand-800 transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('customise')}
          <svg
            viewBox="0 0 20 20"
            width="14"
            height="14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            className={`transition ${expanded ? 'rotate-180' : ''}`}
          >
            <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="mt-1 -ms-2 inline-flex min-h-8 items-center rounded-full px-2 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('remove')}
          <span className="sr-only"> {experience.title}</span>
        </button>
      )}
      <div id={regionId} hidden={!expanded} className="mt-2 space-y-3">
        <ul className="divide-y divide-slate-100">
          {experience.options.map((option) => (
            <li key={option.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm text-slate-700">{option.description}</p>
                <Price option={option} showPercent={false} className="text-sm" />
              </div>
              <QuantityStepper
                label={`${experience.title}, ${option.description}`}
                value={choice.quantities[option.id] ?? 0}
                max={stepperMax(maxUnits, unitsChosen, choice.quantities[option.id] ?? 0)}
                describedBy={noteId}
                onChange={(value) => state.setQuantity(experience, option.id, value)}
              />
            </li>
          ))}
        </ul>
        <UnitsPerDateNote id={noteId} max={maxUnits} dated={experience.dateInput} />
        {experience.dateInput && (
          <BookingDatePicker
            days={experience.days}
            activityId={experience.activityId}
            value={choice.date}
            onChange={(date) => state.setDate(experience, date)}
            error={dateMissing ? t('chooseDate', { title: experience.title }) : undefined}
          />
        )}
      </div>
    </li>
  );
}
