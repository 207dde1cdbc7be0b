import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, type AdminMail } from '@weekends/shared/admin-mail';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { mailsQuery } from './api.ts';
import { MailPreviewDialog } from './MailPreviewDialog.tsx';
import { MailStatusBadge } from './MailStatusBadge.tsx';

const FILTERS = ['status'] as const;

/**
 * /admin/mail: every mail the product sent or tried to, newest first, with its status, attempts and last error;
 * searched by recipient or subject on the server. A row opens the preview, where the mail can be sent again.
 */
export function MailPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('mail.title'));
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const result = useQuery(mailsQuery(apiParams({ ...query, status: query.status || 'all' })));
  const [open, setOpen] = useState<number | null>(null);

  const columns: AdminColumn<AdminMail>[] = [
    {
      key: 'createdAt',
      header: t('mail.created'),
      sortable: true,
      cell: (row) => (
        <time dateTime={row.createdAt} className="whitespace-nowrap">
          {formatDubaiDayTime(row.createdAt)}
        </time>
      ),
    },
    {
      key: 'toAddress',
      header: t('mail.to'),
      sortable: true,
      cell: (row) => <span className="break-all">{row.toAddress}</span>,
    },
    {
      key: 'subject',
      header: t('mail.subject'),
      cell: (row) => (
        <button
          type="button"
          onClick={() => setOpen(row.id)}
          className="text-start font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {row.subject}
          <span className="block text-xs font-normal text-slate-500">{row.template}</span>
        </button>
      ),
    },
    { key: 'status', header: t('mail.status'), cell: (row) => <MailStatusBadge status={row.status} /> },
    { key: 'attempts', header: t('mail.attempts'), sortable: true, align: 'end', cell: (row) => row.attempts },
    {
      key: 'error',
      header: t('mail.lastError'),
      cell: (row) =>
        row.error ? <span className="line-clamp-2 max-w-xs text-xs break-words text-red-800">{row.error}</span> : '—',
    },
  ];

  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('mail.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">
        {t('mail.intro', { max: result.data?.maxAttempts ?? 10 })}
      </p>
      {result.data?.delivery === 'outbox' && (
        <div className="mt-4">
          <FormAlert tone="info">{t('mail.outboxOnly')}</FormAlert>
        </div>
      )}
      <div className="mt-6 space-y-5">
        <ListToolbar
          q={query.q}
          searchLabel={t('mail.search')}
          placeholder={t('mail.searchPlaceholder')}
          onSearch={(q) => update({ q })}
        >
          <FilterSelect
            label={t('mail.status')}
            value={query.status || 'all'}
            options={[
              { value: 'all', label: t('mail.statuses.all') },
              ...MAIL_STATUSES.map((value) => ({ value, label: t(`mail.statuses.${value}`) })),
            ]}
            onChange={(status) => update({ status })}
          />
        </ListToolbar>
        <AdminTable
          label={t('mail.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('mail.empty')}
        />
      </div>
      {open !== null && <MailPreviewDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
