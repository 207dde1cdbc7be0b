import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toSearchParams } from '../../lib/api.ts';

/**
 * The keyword search: a real GET form to /search (so it works as a plain form too), submitted client-side.
 * On /search it shows the keyword being searched, so the visitor can refine it.
 */
export function SearchForm({ onSearched, className = '' }: { onSearched?: () => void; className?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const current = pathname === '/search' ? (params.get('keyword') ?? '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    const qs = toSearchParams({ keyword }).toString();
    navigate(qs ? `/search?${qs}` : '/search');
    onSearched?.();
  };

  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-4 -translate-y-1/2 text-slate-400"
      >
        <circle cx="9" cy="9" r="6" />
        <path strokeLinecap="round" d="M13.5 13.5L17 17" />
      </svg>
      <input
        // Re-mounts with the new keyword when the address changes, instead of syncing state by hand.
        key={current}
        id={inputId}
        type="search"
        name="keyword"
        defaultValue={current}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pe-28 ps-11 text-sm text-slate-900 transition placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
      <button
        type="submit"
        className="absolute top-1 end-1 bottom-1 inline-flex items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
