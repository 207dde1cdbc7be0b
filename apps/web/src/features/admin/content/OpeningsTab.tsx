import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminOpening } from '@weekends/shared/admin-content';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { openingsQuery, useSetOpeningOpen } from './api.ts';
import { newButton } from './PostsTab.tsx';
import { ArabicBadge } from '../catalogue/parts.tsx';
import { CatalogueText, inReaderLanguage } from '../../../components/CatalogueText.tsx';

const FILTERS = ['status'] as const;

/** Career openings, open and closed, with their applications; open or close one from its row. */
export function OpeningsTab() {
  const { t, i18n } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const result = useQuery(openingsQuery(apiParams({ ...query, status: query.status || 'all' })));
  const toggle = useSetOpeningOpen();
  const columns: AdminColumn<AdminOpening>[] = [
    {
      key: 'title',
      header: t('content.openings.title'),
      sortable: true,
      cell: (row) => (
        <span>
          <Link
            to={`/admin/content/openings/${row.id}`}
            className="font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CatalogueText text={row.title} arabic={row.titleAr} />
          </Link>
          <span className="block text-xs text-slate-500">
            <CatalogueText text={row.location} arabic={row.locationAr} /> ·{' '}
            <CatalogueText text={row.employmentType} arabic={row.employmentTypeAr} />
          </span>
          <ArabicBadge count={row.missingArabic.length} />
        </span>
      ),
    },
    {
      key: 'isActive',
      header: t('content.openings.state'),
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {row.isActive ? t('content.openings.open') : t('content.openings.closed')}
        </span>
      ),
    },
    { key: 'applications', header: t('content.openings.applications'), align: 'end', cell: (row) => row.applications },
    {
      key: 'createdAt',
      header: t('content.openings.created'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.createdAt)}</span>,
    },
    {
      key: 'actions',
      header: t('inbox.actions'),
      cell: (row) => (
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: row.id, open: !row.isActive })}
          aria-label={t(row.isActive ? 'content.openings.closeFor' : 'content.openings.openFor', {
            title: inReaderLanguage(row.title, row.titleAr, i18n.language),
          })}
          className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
        >
          {row.isActive ? t('content.openings.close') : t('content.openings.openAction')}
        </button>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('content.search')}
        placeholder={t('content.openings.searchPlaceholder')}
        onSearch={(q) => update({ q })}
        action={
          <Link to="/admin/content/openings/new" className={newButton}>
            {t('content.openings.new')}
          </Link>
        }
      >
        <FilterSelect
          label={t('content.openings.state')}
          value={query.status || 'all'}
          options={(['all', 'open', 'closed'] as const).map((value) => ({
            value,
            label: t(`content.openings.statuses.${value}`),
          }))}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      {toggle.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('inbox.failed')}
        </p>
      )}
      <AdminTable
        label={t('content.openings.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('content.openings.empty')}
      />
    </div>
  );
}
