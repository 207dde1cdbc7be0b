import '../../i18n.ts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAed } from '../../../../lib/format/index.ts';
import type { AdminActivityRow } from '@weekends/shared/admin-activities';
import { CatalogueText } from '../../../../components/CatalogueText.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { formatDubaiDay } from '../../../../lib/format/index.ts';
import { AdminTable, type AdminColumn } from '../../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../../components/useTableQuery.ts';
import { activitiesQuery, activityFiltersQuery } from './api.ts';
import { ArabicBadge } from '../parts.tsx';
import { ActivityRowActions, type RowDialog } from './ActivityRowActions.tsx';
import { EditActivityDialog } from './EditActivityDialog.tsx';
import { FeatureDialog } from './FeatureDialog.tsx';
import { PlacesDialog } from './PlacesDialog.tsx';
import type { Notice } from './notice.ts';

const FILTERS = ['city', 'category', 'host', 'active', 'soldOut'] as const;

/**
 * Catalogue > Activities: the whole catalogue a page at a time from the server (search, filters and sort in the
 * address), each row with the operator's actions. What changes is live at once; a message says what happened.
 */
export function ActivitiesTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'id' }, FILTERS);
  const result = useQuery(activitiesQuery(apiParams(query)));
  const filters = useQuery(activityFiltersQuery).data;
  const [search, setSearch] = useState(query.q ?? '');
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const columns: AdminColumn<AdminActivityRow>[] = [
    { key: 'id', header: t('activities.id'), sortable: true, align: 'end', cell: (row) => row.id },
    {
      key: 'title',
      header: t('activities.activity'),
      sortable: true,
      cell: (row) => (
        <div className="min-w-48">
          {/* Through the router: the page opens in the back office's language (/ar/activity/… from /ar/admin). */}
          <Link
            to={`/activity/${row.slug}`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-slate-900 hover:underline"
          >
            <CatalogueText text={row.title} />
          </Link>
          <span className="block text-xs text-slate-600">
            {row.city && (
              <>
                <CatalogueText text={row.city} />
                {' · '}
              </>
            )}
            {row.host ? <bdi>{row.host}</bdi> : t('activities.provider')}
          </span>
          <span className="mt-1 flex flex-wrap gap-1">
            <Badge tone={row.isActive ? 'green' : 'slate'}>
              {row.isActive ? t('activities.active') : t('activities.inactive')}
            </Badge>
            {row.soldOut && <Badge tone="amber">{t('activities.soldOut')}</Badge>}
            <ArabicBadge count={row.missingArabic.length} />
          </span>
        </div>
      ),
    },
    {
      key: 'price',
      header: t('activities.fromPrice'),
      align: 'end',
      cell: (row) =>
        row.fromPrice === null ? '—' : <span className="whitespace-nowrap">{formatAed(row.fromPrice)}</span>,
    },
    { key: 'places', header: t('activities.places'), align: 'end', cell: (row) => row.places },
    { key: 'sales', header: t('activities.sales'), sortable: true, align: 'end', cell: (row) => row.lifeTimeSales },
    {
      key: 'rating',
      header: t('activities.rating'),
      sortable: true,
      align: 'end',
      cell: (row) => (row.reviewsCount > 0 ? `${row.rating.toFixed(1)} (${row.reviewsCount})` : '—'),
    },
    {
      key: 'created',
      header: t('activities.created'),
      sortable: true,
      cell: (row) => (
        <time dateTime={row.createdAt} className="whitespace-nowrap">
          {formatDubaiDay(row.createdAt)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: t('activities.actions'),
      cell: (row) => <ActivityRowActions row={row} onDialog={setDialog} onNotice={setNotice} />,
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const select = (
    key: (typeof FILTERS)[number],
    label: string,
    options: readonly { value: string; name: string }[],
  ) => (
    <label className="w-full sm:w-44">
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <select
        value={query[key]}
        onChange={(e) => update({ [key]: e.target.value })}
        className={`${inputClass} border-slate-300`}
      >
        <option value="">{t('activities.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  const asOptions = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), name: o.name }));
  const filtered = FILTERS.some((f) => query[f]) || query.q;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('activities.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('activities.searchPlaceholder')}
              className={`${inputClass} border-slate-300`}
            />
          </label>
          <button
            type="submit"
            className="h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('table.search')}
          </button>
        </form>
        {select('city', t('activities.city'), asOptions(filters?.cities))}
        {select('category', t('activities.category'), asOptions(filters?.categories))}
        {select('host', t('activities.host'), asOptions(filters?.hosts))}
        {select('active', t('activities.status'), [
          { value: 'true', name: t('activities.active') },
          { value: 'false', name: t('activities.inactive') },
        ])}
        {select('soldOut', t('activities.soldOutFilter'), [
          { value: 'true', name: t('activities.soldOut') },
          { value: 'false', name: t('activities.onSale') },
        ])}
        {filtered && (
          <button
            type="button"
            className="h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => {
              setSearch('');
              update({
                q: undefined,
                city: undefined,
                category: undefined,
                host: undefined,
                active: undefined,
                soldOut: undefined,
              });
            }}
          >
            {t('activities.clear')}
          </button>
        )}
      </div>

      {notice && (
        <div className="mt-4">
          <FormAlert key={notice.text} tone={notice.tone}>
            {notice.text}
          </FormAlert>
        </div>
      )}

      <div className="mt-5">
        <AdminTable
          label={t('activities.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={filtered ? t('activities.noMatch') : t('activities.empty')}
        />
      </div>

      {dialog?.kind === 'places' && (
        <PlacesDialog row={dialog.row} onClose={() => setDialog(null)} onNotice={setNotice} />
      )}
      {dialog?.kind === 'feature' && (
        <FeatureDialog row={dialog.row} onClose={() => setDialog(null)} onNotice={setNotice} />
      )}
      {dialog?.kind === 'edit' && (
        <EditActivityDialog row={dialog.row} onClose={() => setDialog(null)} onNotice={setNotice} />
      )}
    </div>
  );
}

const TONES = {
  green: 'bg-emerald-100 text-emerald-900',
  slate: 'bg-slate-200 text-slate-700',
  amber: 'bg-amber-100 text-amber-900',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>
  );
}
