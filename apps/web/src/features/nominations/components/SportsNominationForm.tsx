import { useId } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MAX_OTHER_SPORTS,
  PROFICIENCIES,
  SPORT_RANK_MAX,
  SPORTS,
  sportsNominationBodySchema,
  type Proficiency,
  type Sport,
  type SportsNominationBody,
} from '@weekends/shared/nominations';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { TextField, inputClass } from '../../../components/form/TextField.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { FormFooter } from '../../inbound/FormFooter.tsx';
import { useInboundForm } from '../../inbound/useInboundForm.ts';
import '../i18n.ts';
import { firstNameOf } from '@weekends/shared/names';
import { api } from '../../../lib/api.ts';
import { isolate } from '../../../lib/format/index.ts';

type Values = SportsNominationBody;
const FIELDS = ['name', 'email', 'phoneNumber', 'sports'] as const;
const RANKS = Array.from({ length: SPORT_RANK_MAX }, (_, i) => i + 1);
/** A new row has no level yet: the schema says 'Required' until one is picked. */
const NO_LEVEL = undefined as unknown as Proficiency;
const toRank = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/**
 * Sports weekend: the six sports we offer, each ticked one with a proficiency and a preference
 * rank from 1 to 9, and 'Add more' for up to three of the nominee's own. A ticked sport takes the first free rank.
 */
export function SportsNominationForm() {
  const { t } = useTranslation('nominations');
  const hintId = useId();
  const form = useForm<Values, unknown, z.output<typeof sportsNominationBodySchema>>({
    resolver: zodResolver(sportsNominationBodySchema),
    defaultValues: { name: '', email: '', phoneNumber: '', sports: [], otherSports: [], captcha: '' },
  });
  const { register, control, formState, getValues } = form;
  const { errors } = formState;
  const sports = useFieldArray({ control, name: 'sports' });
  const others = useFieldArray({ control, name: 'otherSports' });
  const { captcha, pending, onSubmit, alert, submitted, setCaptcha } = useInboundForm(
    form,
    (body) => api.post('/api/nominations/sports', { body }),
    FIELDS,
  );

  // Read when a sport is ticked or added, not on every render.
  const firstFreeRank = () => {
    const used = new Set([...getValues('sports'), ...(getValues('otherSports') ?? [])].map((row) => Number(row.rank)));
    return RANKS.find((rank) => !used.has(rank));
  };
  const toggle = (sport: Sport, index: number) => {
    if (index >= 0) sports.remove(index);
    else sports.append({ sport, proficiency: NO_LEVEL, rank: firstFreeRank() as number }, { shouldFocus: false });
  };
  const sportsError = errors.sports?.root?.message ?? errors.sports?.message;
  const rankField = (name: `sports.${number}.rank` | `otherSports.${number}.rank`) =>
    register(name, { setValueAs: toRank });
  const nameOf = (sport: Sport) => t(`sports.names.${sport}`);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={Boolean(submitted)} className="space-y-5">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField control={control} name="phoneNumber" label={t('fields.phone')} />
        </div>

        <fieldset aria-describedby={hintId} className="pt-2">
          <legend className="text-lg font-bold text-slate-900">{t('sports.sportsLegend')}</legend>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t('sports.sportsHint')}
          </p>
          {sportsError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {sportsError}
            </p>
          )}
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {SPORTS.map((sport) => {
              const index = sports.fields.findIndex((row) => row.sport === sport);
              const rowErrors = index >= 0 ? errors.sports?.[index] : undefined;
              return (
                <li key={sport} className={`px-4 py-3.5 transition ${index >= 0 ? 'bg-brand-50/60' : ''}`}>
                  <SportRow
                    label={nameOf(sport)}
                    selected={index >= 0}
                    onToggle={() => toggle(sport, index)}
                    proficiency={index >= 0 ? register(`sports.${index}.proficiency`) : undefined}
                    rank={index >= 0 ? rankField(`sports.${index}.rank`) : undefined}
                    proficiencyError={rowErrors?.proficiency?.message}
                    rankError={rowErrors?.rank?.message ?? rowErrors?.sport?.message}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>

        {others.fields.map((row, index) => {
          const rowErrors = errors.otherSports?.[index];
          const number = index + 1;
          return (
            <fieldset key={row.id} className="rounded-2xl border border-slate-200 bg-brand-50/60 px-4 py-4">
              <div className="flex items-center justify-between gap-3">
                <legend className="float-start text-sm font-semibold text-slate-900">
                  {t('sports.otherLegend', { number })}
                </legend>
                {!submitted && (
                  <button
                    type="button"
                    onClick={() => others.remove(index)}
                    aria-label={t('sports.removeOther', { number })}
                    className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {t('sports.remove')}
                  </button>
                )}
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto]">
                <TextField
                  label={t('sports.otherName')}
                  placeholder={t('sports.otherNamePlaceholder')}
                  error={rowErrors?.name?.message}
                  {...register(`otherSports.${index}.name`)}
                />
                <RankSelect
                  label={t('sports.rank')}
                  field={rankField(`otherSports.${index}.rank`)}
                  error={rowErrors?.rank?.message}
                />
              </div>
              <div className="mt-4">
                <ChoiceGroup
                  legend={t('sports.proficiency')}
                  options={PROFICIENCIES.map((value) => ({ value, label: t(`sports.proficiencies.${value}`) }))}
                  field={register(`otherSports.${index}.proficiency`)}
                  error={rowErrors?.proficiency?.message}
                  columns="grid-cols-3"
                  size="sm"
                />
              </div>
            </fieldset>
          );
        })}

        {!submitted && others.fields.length < MAX_OTHER_SPORTS && (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => others.append({ name: '', proficiency: NO_LEVEL, rank: firstFreeRank() as number })}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
                <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
              </svg>
              {t('sports.addMore')}
            </button>
            <span className="text-xs text-slate-500">{t('sports.addMoreHint', { count: MAX_OTHER_SPORTS })}</span>
          </div>
        )}
      </fieldset>
      <FormFooter
        alert={alert}
        pending={pending}
        submitted={Boolean(submitted)}
        thanks={
          submitted ? t('form.thanks', { name: isolate(firstNameOf(submitted.name)), email: submitted.email }) : ''
        }
        captcha={captcha}
        onCaptcha={setCaptcha}
        labels={{ submit: t('form.submit'), wait: t('form.wait'), submitted: t('form.submitted') }}
      />
    </form>
  );
}

interface SportRowProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  proficiency?: UseFormRegisterReturn;
  rank?: UseFormRegisterReturn;
  proficiencyError?: string;
  rankError?: string;
}

/** One of the six sports: a checkbox, and once ticked its level and rank. */
function SportRow({ label, selected, onToggle, proficiency, rank, proficiencyError, rankError }: SportRowProps) {
  const { t } = useTranslation('nominations');
  return (
    <div className="grid gap-3 lg:grid-cols-[11rem_1fr_auto] lg:items-start">
      <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm font-semibold text-slate-900">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="h-5 w-5 shrink-0 rounded accent-brand-700"
        />
        {label}
      </label>
      {selected && proficiency && rank && (
        <>
          <ChoiceGroup
            legend={`${t('sports.proficiency')}: ${label}`}
            hideLegend
            options={PROFICIENCIES.map((value) => ({ value, label: t(`sports.proficiencies.${value}`) }))}
            field={proficiency}
            error={proficiencyError}
            columns="grid-cols-3"
            size="sm"
          />
          <RankSelect
            label={t('sports.rank')}
            accessibleLabel={t('sports.rankFor', { sport: label })}
            field={rank}
            error={rankError}
            inline
          />
        </>
      )}
    </div>
  );
}

function RankSelect({
  label,
  accessibleLabel,
  field,
  error,
  inline = false,
}: {
  label: string;
  accessibleLabel?: string;
  field: UseFormRegisterReturn;
  error?: string;
  inline?: boolean;
}) {
  const { t } = useTranslation('nominations');
  const id = useId();
  return (
    <div className={inline ? 'flex flex-wrap items-center gap-2 lg:block' : ''}>
      <label
        htmlFor={id}
        className={
          inline ? 'text-sm font-medium text-slate-800 lg:sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'
        }
      >
        {label}
      </label>
      <select
        id={id}
        {...field}
        aria-label={accessibleLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass.replace('w-full', 'w-28')} pe-8 ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{t('sports.rankPlaceholder')}</option>
        {RANKS.map((rank) => (
          <option key={rank} value={rank}>
            {rank}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 w-full text-sm text-red-700 lg:max-w-40">
          {error}
        </p>
      )}
    </div>
  );
}
