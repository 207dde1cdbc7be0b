import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCorporate } from '@weekends/shared';
import { SuccessNotice } from '../components/SuccessNotice.tsx';
import { formatDubaiDay, isolate } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { SearchBar } from '../hosts/SearchBar.tsx';
import { corporatesQuery } from './api.ts';
import { CorporateForm } from './CorporateForm.tsx';
import { CorporatesNav } from './CorporatesNav.tsx';
import { Literal } from '../../../components/CatalogueText.tsx';

/**
 * /admin/corporates: corporate buyers with their employees, admins and awards (paged and sorted on the server), and
 * Add.
 */
export function CorporatesPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('corporates.title'));
  const [query, update] = useTableQuery({ sort: 'name', dir: 'asc' });
  const result = useQuery(corporatesQuery(apiParams(query)));
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');

  const columns: AdminColumn<AdminCorporate>[] = [
    {
      key: 'name',
      header: t('corporates.name'),
      sortable: true,
      cell: (row) => (
        <Link to={`/admin/corporates/${row.id}`} className="font-semibold text-brand-800 hover:underline">
          <bdi>{row.name}</bdi>
        </Link>
      ),
    },
    { key: 'emailDomain', header: t('corporates.emailDomain'), cell: (row) => `@${row.emailDomain}` },
    {
      key: 'slug',
      header: t('corporates.slug'),
      cell: (row) => <Literal className="break-all">/corporate/{row.slug}/register</Literal>,
    },
    { key: 'employees', header: t('corporates.employees'), sortable: true, align: 'end', cell: (row) => row.employees },
    { key: 'admins', header: t('corporates.admins'), align: 'end', cell: (row) => row.admins },
    { key: 'awards', header: t('corporates.awards'), sortable: true, align: 'end', cell: (row) => row.awards },
    {
      key: 'createdAt',
      header: t('corporates.created'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.createdAt)}</span>,
    },
  ];

  return (
    <div className="mx-auto max-w-[90rem]">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('corporates.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('corporates.intro')}</p>
        </div>
        {!adding && (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('corporates.addButton')}
          </button>
        )}
      </div>
      <CorporatesNav current="corporates" />
      {adding && (
        <section
          aria-label={t('corporates.addButton')}
          className="mt-5 rounded-xl border border-slate-200 bg-white p-5"
        >
          <CorporateForm
            corporate={null}
            onSaved={(saved) => {
              setAdding(false);
              setNotice(t('corporates.added', { name: isolate(saved.name) }));
            }}
          />
        </section>
      )}
      <SuccessNotice text={notice} gap="mt-5" />
      <SearchBar
        key={query.q ?? ''}
        label={t('corporates.search')}
        placeholder={t('corporates.searchPlaceholder')}
        value={query.q ?? ''}
        onSearch={(q) => update({ q })}
      />
      <div className="mt-5">
        <AdminTable
          label={t('corporates.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('corporates.empty')}
        />
      </div>
    </div>
  );
}
