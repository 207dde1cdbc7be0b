import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';

interface Props {
  id: string;
  title: string;
  search: string;
  searchPlaceholder: string;
  onSearch: (q: string) => void;
  page: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
  /** What the list's query threw, null while it has not failed. */
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}

const pagerButton =
  'inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

/** A list of the dashboard that pages and searches on the server: its heading, search field, rows and pager. */
export function ListFrame({
  id,
  title,
  search,
  searchPlaceholder,
  onSearch,
  page,
  pageSize,
  total,
  onPage,
  error,
  onRetry,
  children,
}: Props) {
  const { t } = useTranslation('corporateAdmin');
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <label className="block sm:w-72">
          <span className="sr-only">{t('list.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={searchPlaceholder}
            onChange={(e) => onSearch(e.target.value)}
            className="h-10 w-full rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
          />
        </label>
      </div>
      {error ? <LoadError title={t('list.loadError')} error={error} onRetry={onRetry} /> : children}
      {pages > 1 && (
        <nav aria-label={title} className="mt-4 flex items-center justify-between gap-3">
          <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </button>
          <span className="text-sm text-slate-600">{t('list.page', { page, pages })}</span>
          <button type="button" className={pagerButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
