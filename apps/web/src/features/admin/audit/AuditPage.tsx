import '../i18n.ts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@weekends/shared/admin-tables';
import { inputClass } from '../../../components/form/TextField.tsx';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { auditQuery } from './api.ts';

const FILTERS = ['adminId', 'subjectType', 'subjectId', 'from', 'to'] as const;
const filterButton =
  'text-start hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * /admin/audit: every admin action (each is logged with its subject before and after), newest first, a page at a time
 * from the server. Filters by the action or subject type, by Dubai days, and (from a row) by the admin or the subject,
 * so one host's or one review's whole history is a click away. Each row opens to the fields the action changed.
 */
export function AuditPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('audit.title'));
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const result = useQuery(auditQuery(apiParams(query)));
  const [search, setSearch] = useState(query.q ?? '');
  // Names of the admin filtered on, remembered from the row clicked (the address holds only the id).
  const [adminName, setAdminName] = useState('');
  // A kind of record in the page's words ('Host #12', 'مضيف #12'); one the catalogue does not know shows as stored.
  const subjectLabel = (type: string, id: number | string) =>
    t('audit.subjectName', { type: t(`audit.subjects.${type}`, { defaultValue: type }), id });

  const columns: AdminColumn<AuditEntry>[] = [
    {
      key: 'createdAt',
      header: t('audit.when'),
      sortable: true,
      cell: (row) => (
        <time dateTime={row.createdAt} className="whitespace-nowrap">
          {formatDubaiDayTime(row.createdAt)}
        </time>
      ),
    },
    {
      key: 'admin',
      header: t('audit.who'),
      cell: (row) => (
        <button
          type="button"
          className={filterButton}
          title={t('audit.onlyAdmin', { name: row.admin.name })}
          onClick={() => {
            setAdminName(row.admin.name);
            update({ adminId: row.admin.id });
          }}
        >
          <span className="block font-semibold text-slate-900">{row.admin.name}</span>{' '}
          <span className="block text-xs break-all text-slate-600">{row.admin.email}</span>
        </button>
      ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (row) => (
        <code
          translate="no"
          dir="ltr"
          className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-800"
        >
          {row.action}
        </code>
      ),
    },
    {
      key: 'subject',
      header: t('audit.subject'),
      cell: (row) => (
        <button
          type="button"
          className={`${filterButton} whitespace-nowrap`}
          title={t('audit.onlySubject', { subject: subjectLabel(row.subjectType, row.subjectId) })}
          onClick={() => update({ subjectType: row.subjectType, subjectId: row.subjectId })}
        >
          {subjectLabel(row.subjectType, row.subjectId)}
        </button>
      ),
    },
    { key: 'changes', header: t('audit.changes'), cell: (row) => <AuditChanges entry={row} /> },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const chips = [
    query.adminId
      ? {
          key: 'admin',
          label: t('audit.filteredAdmin', { name: adminName || `#${query.adminId}` }),
          clear: { adminId: undefined },
        }
      : null,
    query.subjectType || query.subjectId
      ? {
          key: 'subject',
          label: t('audit.filteredSubject', {
            subject: subjectLabel(query.subjectType || '*', query.subjectId || '*'),
          }),
          clear: { subjectType: undefined, subjectId: undefined },
        }
      : null,
  ].filter((chip) => chip !== null);
  const filtered = chips.length > 0 || query.q || query.from || query.to;

  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('audit.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('audit.intro')}</p>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('audit.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('audit.searchPlaceholder')}
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
        {(['from', 'to'] as const).map((key) => (
          <label key={key} className="w-40">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t(`audit.${key}`)}</span>
            <input
              type="date"
              value={query[key]}
              max={key === 'from' ? query.to || undefined : undefined}
              min={key === 'to' ? query.from || undefined : undefined}
              onChange={(e) => update({ [key]: e.target.value })}
              className={`${inputClass} border-slate-300`}
            />
          </label>
        ))}
        {filtered && (
          <button
            type="button"
            className="h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => {
              setSearch('');
              update({
                q: undefined,
                from: undefined,
                to: undefined,
                adminId: undefined,
                subjectType: undefined,
                subjectId: undefined,
              });
            }}
          >
            {t('audit.clear')}
          </button>
        )}
      </div>

      {chips.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 ps-3 pe-1 text-sm text-brand-900"
            >
              {chip.label}
              <button
                type="button"
                aria-label={`${t('audit.removeFilter')}: ${chip.label}`}
                onClick={() => update(chip.clear)}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5">
        <AdminTable
          label={t('audit.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('audit.empty')}
        />
      </div>
    </div>
  );
}
