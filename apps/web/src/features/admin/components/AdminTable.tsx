import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZES, type AdminPage } from '@weekends/shared';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

export interface AdminColumn<T> {
  /** The API's sort key when `sortable`; also the React key. */
  key: string;
  header: string;
  sortable?: boolean;
  align?: 'start' | 'end';
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  data: AdminPage<T> | undefined;
  isLoading: boolean;
  error: unknown;
  sort: string | undefined;
  dir: 'asc' | 'desc';
  onSort: (key: string, dir: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onRetry?: () => void;
  /** What an empty list says. */
  empty: string;
}

/**
 * The back office's list: the API pages, sorts and filters (a page of 25-100 rows), the table shows one page with
 * sortable headers and the paging controls. Wide tables scroll inside their frame rather than the page.
 */
export function AdminTable<T>({
  label,
  columns,
  rowKey,
  data,
  isLoading,
  error,
  sort,
  dir,
  onSort,
  onPage,
  onPageSize,
  onRetry,
  empty,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <ScrollRegion label={label} className="rounded-t-xl">
        <table className="w-full min-w-[40rem] text-sm" aria-label={label} aria-busy={isLoading}>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => {
                const active = sort === column.key;
                const align = column.align === 'end' ? 'text-end' : 'text-start';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-4 py-3 ${align}`}
                    aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                        onClick={() => onSort(column.key, active && dir === 'desc' ? 'asc' : 'desc')}
                      >
                        {column.header}
                        <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50/60">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-4 py-3 text-slate-800 ${column.align === 'end' ? 'text-end tabular-nums' : 'text-start'}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {error ? (
        <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
          {t('table.error')}{' '}
          {onRetry && (
            <button type="button" className="font-semibold underline" onClick={onRetry}>
              {t('table.retry')}
            </button>
          )}
        </p>
      ) : isLoading && !data ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{t('table.loading')}</p>
      ) : data && data.items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{empty}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-700">
        <p aria-live="polite">{data ? t('table.range', { from, to, total: data.total }) : ''}</p>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2">
            {t('table.pageSize')}
            <select
              className="h-9 rounded-lg border border-slate-300 bg-white px-2"
              value={data?.pageSize ?? ADMIN_PAGE_SIZES[0]}
              onChange={(e) => onPageSize(Number(e.target.value))}
            >
              {ADMIN_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="h-9 rounded-lg border border-slate-300 px-3 font-semibold disabled:opacity-40"
            disabled={!data || data.page <= 1}
            onClick={() => onPage((data?.page ?? 2) - 1)}
          >
            {t('table.previous')}
          </button>
          <span>{t('table.pageOf', { page: data?.page ?? 1, pages })}</span>
          <button
            type="button"
            className="h-9 rounded-lg border border-slate-300 px-3 font-semibold disabled:opacity-40"
            disabled={!data || data.page >= pages}
            onClick={() => onPage((data?.page ?? 0) + 1)}
          >
            {t('table.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
