import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dubaiDay, type AwardBody, type CorporateAward } from '@weekends/shared';
import { formatAed, isolate } from '../../../lib/format/index.ts';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField, inputClass } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useAwardCatalog, useCorporateEmployees, useGiveAward } from '../api.ts';
import { awardAmounts, weekdayList, type AwardChoice } from '../awardPricing.ts';

interface Props {
  corporateName: string;
  /** The employee chosen from the employees list, if any. */
  employee?: { id: number; name: string } | null;
  onClose: () => void;
  onAwarded: (award: CorporateAward) => void;
}

const choiceButton =
  'flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-2.5 text-start transition hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * 'Award an experience': what to give (an experience with its option and date, or a weekend pass with a date for each
 * experience that asks for one), who to give it to, a note, and the amount the corporate will be invoiced, then
 * Confirm.
 */
export function AwardDialog({ corporateName, employee: preset = null, onClose, onAwarded }: Props) {
  const { t } = useTranslation('corporateAdmin');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const catalog = useAwardCatalog(q);
  const [choice, setChoice] = useState<AwardChoice | null>(null);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [dates, setDates] = useState<Record<number, string>>({});
  const [who, setWho] = useState('');
  const employees = useCorporateEmployees({ page: 1, q: useDeferredValue(who.trim()), sort: 'name', dir: 'asc' });
  const [employeeId, setEmployeeId] = useState<number | null>(preset?.id ?? null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const give = useGiveAward();
  const ids = useId();
  const tomorrow = addDays(dubaiDay(), 1);

  const choose = (next: AwardChoice) => {
    setChoice(next);
    setOptionId(next.kind === 'experience' ? (next.item.options[0]?.id ?? null) : null);
    setDates({});
    setProblem(null);
  };
  const amounts = choice ? awardAmounts(choice, optionId) : null;
  const datedExperiences = !choice
    ? []
    : choice.kind === 'experience'
      ? choice.item.dateInput
        ? [{ activityId: choice.item.id, title: choice.item.title, weekdays: choice.item.weekdays }]
        : []
      : choice.item.experiences.filter((e) => e.dateInput);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem(t('award.chooseWhat'));
    if (choice.kind === 'experience' && optionId === null) return setProblem(t('award.chooseOption'));
    if (datedExperiences.some((e) => !dates[e.activityId])) return setProblem(t('award.chooseDate'));
    if (employeeId === null) return setProblem(t('award.chooseWho'));
    setProblem(null);
    const body: AwardBody =
      choice.kind === 'experience'
        ? {
            kind: 'experience',
            employeeId,
            activityId: choice.item.id,
            priceOptionId: optionId!,
            date: choice.item.dateInput ? dates[choice.item.id]! : null,
            note,
          }
        : {
            kind: 'pass',
            employeeId,
            bundleId: choice.item.id,
            dates: Object.fromEntries(datedExperiences.map((e) => [String(e.activityId), dates[e.activityId]!])),
            note,
          };
    give.mutate(body, { onSuccess: (award) => onAwarded(award), onError: (error) => setProblem(applyApiError(error)) });
  };

  const results = catalog.data;
  const nothing = results && results.experiences.length === 0 && results.passes.length === 0;

  return (
    <DialogFrame title={t('award.title')} description={t('award.description')} onClose={onClose} width="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-5 space-y-6">
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t('award.step1')}</legend>
          {choice ? (
            <div className="flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-50 p-3">
              <p className="min-w-0 flex-1 text-sm">
                <span className="block font-semibold text-slate-900">
                  {choice.kind === 'experience' ? choice.item.title : choice.item.name}
                </span>
                {choice.kind === 'pass' && (
                  <span className="text-slate-600">
                    {t('award.passIncludes', { count: choice.item.experiences.length })}
                  </span>
                )}
              </p>
              <button
                type="button"
                onClick={() => setChoice(null)}
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t('award.change')}
              </button>
            </div>
          ) : (
            <>
              <TextField
                label={t('award.search')}
                placeholder={t('award.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                type="search"
                autoComplete="off"
              />
              {catalog.isFetching && <p className="text-sm text-slate-500">{t('award.searching')}</p>}
              {nothing && <p className="text-sm text-slate-600">{t('award.noResults', { q })}</p>}
              {results && results.experiences.length > 0 && (
                <div>
                  <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t('award.experiences')}
                  </h3>
                  <ul className="space-y-2">
                    {results.experiences.map((item) => (
                      <li key={`e${item.id}`}>
                        <button
                          type="button"
                          className={choiceButton}
                          onClick={() => choose({ kind: 'experience', item })}
                        >
                          {item.image && (
                            <img src={item.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                          )}
                          <span className="min-w-0 flex-1">
                            <span className="block truncate text-sm font-semibold text-slate-900">{item.title}</span>
                            {item.city && <span className="block text-xs text-slate-500">{item.city}</span>}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {results && results.passes.length > 0 && (
                <div>
                  <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t('award.passes')}
                  </h3>
                  <ul className="space-y-2">
                    {results.passes.map((item) => (
                      <li key={`p${item.id}`}>
                        <button type="button" className={choiceButton} onClick={() => choose({ kind: 'pass', item })}>
                          {item.image && (
                            <img src={item.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                          )}
                          <span className="min-w-0 flex-1">
                            <span className="block truncate text-sm font-semibold text-slate-900">{item.name}</span>
                            <span className="block text-xs text-slate-500">
                              {t('award.passIncludes', { count: item.experiences.length })}
                            </span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
          {choice?.kind === 'experience' && (
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('award.option')}</legend>
              <div className="space-y-2">
                {choice.item.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`${ids}-option`}
                      checked={optionId === option.id}
                      onChange={() => setOptionId(option.id)}
                      className="size-4 accent-brand-700"
                    />
                    <span className="flex-1 text-slate-900">{option.description}</span>
                    <span className="font-semibold text-slate-900">
                      {formatAed(
                        option.discountedPrice !== null && option.discountedPrice < option.price
                          ? option.discountedPrice
                          : option.price,
                      )}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {datedExperiences.map((e) => (
            <div key={e.activityId}>
              <label
                htmlFor={`${ids}-date-${e.activityId}`}
                className="mb-1.5 block text-sm font-medium text-slate-800"
              >
                {choice?.kind === 'pass' ? t('award.dateFor', { title: e.title }) : t('award.date')}
              </label>
              <p id={`${ids}-hint-${e.activityId}`} className="-mt-0.5 mb-2 text-xs text-slate-500">
                {t('award.dateHint', { days: weekdayList(e.weekdays) })}
              </p>
              <input
                id={`${ids}-date-${e.activityId}`}
                type="date"
                min={tomorrow}
                value={dates[e.activityId] ?? ''}
                aria-describedby={`${ids}-hint-${e.activityId}`}
                onChange={(event) => setDates((d) => ({ ...d, [e.activityId]: event.target.value }))}
                className={inputClass}
              />
            </div>
          ))}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t('award.step2')}</legend>
          {preset && employeeId === preset.id ? (
            <div className="flex items-center gap-3 rounded-xl border border-brand-700 bg-brand-50 p-3 text-sm">
              <bdi className="flex-1 font-semibold text-slate-900">{preset.name}</bdi>
              <button
                type="button"
                onClick={() => setEmployeeId(null)}
                className="rounded-full px-3 py-1.5 font-semibold text-brand-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t('award.change')}
              </button>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('award.employeeSearch')}
                placeholder={t('award.employeePlaceholder')}
                value={who}
                onChange={(e) => setWho(e.target.value)}
                type="search"
                autoComplete="off"
              />
              <div>
                <label htmlFor={`${ids}-employee`} className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('award.employee')}
                </label>
                <select
                  id={`${ids}-employee`}
                  value={employeeId ?? ''}
                  onChange={(e) => setEmployeeId(e.target.value ? Number(e.target.value) : null)}
                  className={inputClass}
                >
                  <option value="">{t('award.chooseEmployee')}</option>
                  {employees.data?.items.map((e) => (
                    <option key={e.id} value={e.id}>
                      {`${isolate(`${e.firstName} ${e.lastName}`)} (${isolate(e.email)})`}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </fieldset>

        <TextAreaField
          label={t('award.step3')}
          hint={t('award.noteHint')}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />

        {amounts && (
          <div className="rounded-xl bg-slate-50 p-4">
            <p className="text-sm text-slate-700">{t('award.total', { corporate: isolate(corporateName) })}</p>
            <p className="text-2xl font-bold text-slate-900" data-testid="award-total">
              {formatAed(amounts.total)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {amounts.listPrice > amounts.total && (
                <span className="me-2 line-through">
                  {t('award.listPrice', { amount: formatAed(amounts.listPrice) })}
                </span>
              )}
              {t('award.totalNote')}
            </p>
          </div>
        )}

        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('award.cancel')}</DialogCancel>
          <SubmitButton pending={give.isPending} className="sm:w-auto">
            {t('award.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
