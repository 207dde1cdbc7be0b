import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { Price } from '../../../components/Price.tsx';
import { experienceSearchQuery } from '../api.ts';

/** Only experiences that can be booked now go into a pass: not interest-only, not sold out, with a price. */
const bookableCard = (card: ActivityCard) => !card.submitRequest && !card.soldOut && card.price !== null;

/**
 * The builder's search of the catalogue (the listing's GET /api/activities with a keyword): each result can be
 * added to or taken out of the pass with one toggle button.
 */
export function ExperienceSearch({
  picked,
  onToggle,
}: {
  picked: ActivityCard[];
  onToggle: (card: ActivityCard) => void;
}) {
  const { t } = useTranslation('passes');
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const results = useInfiniteQuery({ ...experienceSearchQuery(deferred), placeholderData: keepPreviousData });
  const cards = (results.data?.pages.flatMap((page) => page.items) ?? []).filter(bookableCard);
  const pickedIds = new Set(picked.map((card) => card.id));

  return (
    <section aria-labelledby={`${inputId}-heading`} className="min-w-0">
      <h2 id={`${inputId}-heading`} className="text-xl font-bold text-slate-900">
        {t('builder.searchHeading')}
      </h2>
      <form role="search" className="mt-3" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('builder.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('builder.searchPlaceholder')}
          className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      </form>

      {results.isError && (
        <div className="mt-4">
          <LoadError title={t('builder.searchError')} error={results.error} onRetry={() => void results.refetch()} />
        </div>
      )}
      {results.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-500">
          {t('builder.searching')}
        </p>
      )}
      {results.isSuccess && cards.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">{t('builder.noResults')}</p>
      )}

      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy={results.isFetching || undefined}>
        {cards.map((card) => {
          const chosen = pickedIds.has(card.id);
          return (
            <li
              key={card.id}
              className={`flex gap-3 rounded-2xl border bg-white p-3 shadow-sm transition ${chosen ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'}`}
            >
              {card.image ? (
                <img
                  src={card.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={96}
                  height={96}
                  className="h-20 w-20 shrink-0 rounded-xl bg-slate-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="h-20 w-20 shrink-0 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900">{card.title}</h3>
                {card.city && <p className="text-xs text-slate-500">{card.city.name}</p>}
                <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1.5">
                  {card.price && <Price option={card.price} showPercent={false} className="text-sm" />}
                  <button
                    type="button"
                    aria-pressed={chosen}
                    aria-label={t('builder.addLabel', { title: card.title })}
                    onClick={() => onToggle(card)}
                    className={`inline-flex min-h-8 items-center rounded-full px-3 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                      chosen
                        ? 'bg-brand-700 text-white hover:bg-brand-800'
                        : 'border border-brand-700 text-brand-800 hover:bg-brand-50'
                    }`}
                  >
                    {chosen ? t('builder.added') : t('builder.add')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {results.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            disabled={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
            className="inline-flex min-h-10 items-center rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {results.isFetchingNextPage ? t('builder.searching') : t('builder.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
