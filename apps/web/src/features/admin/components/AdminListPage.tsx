import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPage, AdminTableQuery } from '@weekends/shared';
import { AdminTable, type AdminColumn } from './AdminTable.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SuccessNotice } from './SuccessNotice.tsx';
import { serverTableProps } from './useTableQuery.ts';

interface Props<T> {
  /**
   * Where the page's words are in the catalogue (hostsAdmin.payouts, invoices, …): its title, intro, search
   * placeholder, table label and empty-list line.
   */
  words: string;
  /** The section's tabs under the title. */
  nav: ReactNode;
  /** The list as the address asks for it (`useTableQuery`) and the server's page of it. */
  query: Pick<AdminTableQuery, 'q' | 'sort' | 'dir'>;
  update: (change: { q?: string; sort?: string; dir?: 'asc' | 'desc'; page?: number; pageSize?: number }) => void;
  result: UseQueryResult<AdminPage<T>>;
  /** The search box's label, shared by the section's lists. */
  searchLabel: string;
  /** The list's filters and actions beside the search box. */
  filters?: ReactNode;
  /** A line about the whole list (a month's total), above the notice. */
  summary?: ReactNode;
  /** What the last action did; the Customers page keeps its wider gap above it. */
  notice?: string;
  noticeGap?: 'mt-4' | 'mt-5';
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The dialog open on a row, if any. */
  children?: ReactNode;
}

/**
 * A back-office section's list page (hosts, customers, payouts, corporate invoices): the title and tabs, a search
 * (the box starts again from the address after a search) with the list's filters, the notice of the last action,
 * the server-paged table, and the dialog acting on a row.
 */
export function AdminListPage<T>({
  words,
  nav,
  query,
  update,
  result,
  searchLabel,
  filters,
  summary,
  notice,
  noticeGap = 'mt-4',
  columns,
  rowKey,
  children,
}: Props<T>) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`${words}.title`)}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t(`${words}.intro`)}</p>
      {nav}
      <div key={query.q ?? ''} className="mt-6 flex flex-wrap items-end gap-3">
        <SearchForm
          label={searchLabel}
          placeholder={t(`${words}.searchPlaceholder`)}
          q={query.q}
          onSearch={(q) => update({ q })}
        />
        {filters}
      </div>
      {summary}
      <SuccessNotice text={notice} gap={noticeGap} />
      <div className="mt-5">
        <AdminTable
          label={t(`${words}.tableLabel`)}
          columns={columns}
          rowKey={rowKey}
          {...serverTableProps(query, update, result)}
          empty={t(`${words}.empty`)}
        />
      </div>
      {children}
    </div>
  );
}
