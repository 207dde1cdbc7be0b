import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCareerApplication } from '@weekends/shared/careers';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { applicationsQuery, resumeUrl } from './api.ts';
import { HandledCell, LongText, PersonCell, ReceivedCell } from './HandledCell.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { useStatusOptions } from './options.ts';

const FILTERS = ['status'] as const;
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Career applications with the cover letter and the résumé (downloaded from private storage, admins only). */
export function ApplicationsTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const statusOptions = useStatusOptions();
  const result = useQuery(applicationsQuery(apiParams({ ...query, status: query.status || 'new' })));
  const columns: AdminColumn<AdminCareerApplication>[] = [
    {
      key: 'createdAt',
      header: t('inbox.received'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.createdAt} />,
    },
    {
      key: 'opening',
      header: t('inbox.applications.opening'),
      cell: (row) => <span className="font-semibold text-slate-900">{row.opening.title}</span>,
    },
    {
      key: 'email',
      header: t('inbox.person'),
      sortable: true,
      cell: (row) => <PersonCell name={row.name} email={row.email} phone={row.phoneNumber} />,
    },
    {
      key: 'coverLetter',
      header: t('inbox.applications.coverLetter'),
      cell: (row) => <LongText text={row.coverLetter} more={t('inbox.more')} />,
    },
    {
      key: 'resume',
      header: t('inbox.applications.resume'),
      cell: (row) => (
        <a
          href={resumeUrl(row.id)}
          download={row.resume.fileName}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('inbox.applications.download', { size: kilobytes(row.resume.size) })}
          <span className="sr-only">: {row.resume.fileName}</span>
        </a>
      ),
    },
    {
      key: 'handledAt',
      header: t('inbox.handled'),
      cell: (row) => <HandledCell list="applications" id={row.id} handledAt={row.handledAt} name={row.name} />,
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.applications.searchPlaceholder')}
        onSearch={(q) => update({ q })}
      >
        <FilterSelect
          label={t('inbox.status')}
          value={query.status || 'new'}
          options={statusOptions}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      <AdminTable
        label={t('inbox.applications.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
