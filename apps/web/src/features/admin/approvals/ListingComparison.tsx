import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingRevisionDetail } from '@weekends/shared/approvals';
import { LISTING_FIELDS, changedFields } from './listingFields.tsx';

const empty = <span className="text-slate-400">—</span>;

/**
 * The submitted listing, field by field. For an edit the live version stands beside it (stacked on a phone), and
 * the fields the host changed are marked, so the reviewer sees at once what would go live.
 */
export function ListingComparison({ detail }: { detail: ListingRevisionDetail }) {
  const { t } = useTranslation('admin');
  const { submitted, live, names } = detail;
  const changed = changedFields(submitted, live);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const fields = onlyChanged ? LISTING_FIELDS.filter((field) => changed.has(field.key)) : LISTING_FIELDS;
  const context = (title: string) => ({ names, t, title });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white">
      {live && (
        <div className="border-b border-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-2 sm:px-6">
            <p className="text-sm font-semibold text-slate-800">
              {changed.size > 0 ? t('listings.changedCount', { count: changed.size }) : t('listings.noChanges')}
            </p>
            {changed.size > 0 && (
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={onlyChanged}
                  onChange={(event) => setOnlyChanged(event.target.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
                {t('listings.onlyChanged')}
              </label>
            )}
          </div>
          {/* Column captions of the side-by-side view; on a phone each value carries its own. */}
          <div
            aria-hidden="true"
            className="hidden gap-6 border-t border-slate-100 bg-slate-50 px-6 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:grid lg:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]"
          >
            <span />
            <span>{t('listings.live')}</span>
            <span>{t('listings.submittedVersion')}</span>
          </div>
        </div>
      )}
      <dl className="divide-y divide-slate-100">
        {fields.map((field) => {
          const isChanged = changed.has(field.key);
          const label = t(`listings.fields.${field.key}`);
          const mine = field.show(submitted, context(submitted.title)) ?? empty;
          return (
            <div
              key={field.key}
              data-changed={isChanged || undefined}
              className={`grid gap-2 px-5 py-4 sm:px-6 ${live ? 'lg:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-6' : 'lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6'} ${isChanged ? 'bg-amber-50/70 shadow-[inset_3px_0_0_var(--color-sun-500)]' : ''}`}
            >
              <dt className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
                {label}
                {isChanged && (
                  <span className="rounded-full bg-amber-200/80 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {t('listings.changed')}
                  </span>
                )}
              </dt>
              {live && (
                <dd className="min-w-0 text-sm text-slate-600">
                  <span className="mb-0.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase lg:sr-only">
                    {t('listings.live')}
                  </span>
                  {field.show(live, context(live.title)) ?? empty}
                </dd>
              )}
              <dd className="min-w-0 text-sm text-slate-900">
                {live && (
                  <span className="mb-0.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase lg:sr-only">
                    {t('listings.submittedVersion')}
                  </span>
                )}
                {mine}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
