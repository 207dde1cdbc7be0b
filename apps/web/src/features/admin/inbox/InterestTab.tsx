import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InterestActivity, InterestRequestRow } from '@weekends/shared/admin-inbox';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { interestActivitiesQuery, interestRequestsQuery, useNotifyInterested } from './api.ts';
import { HandledCell, LongText, PersonCell, ReceivedCell } from './HandledCell.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { CatalogueText } from '../../../components/CatalogueText.tsx';

const FILTERS = ['activityId', 'status', 'title'] as const;

/**
 * Interest requests, per activity: each activity people asked about, with how many wait to hear that it is on sale
 * and 'Tell them' once it is; an activity's requests open from its row.
 */
export function InterestTab() {
  const [query, update] = useTableQuery({ sort: 'lastRequestAt' }, FILTERS);
  return query.activityId ? <Requests query={query} update={update} /> : <Activities query={query} update={update} />;
}

type TableQuery = ReturnType<typeof useTableQuery<(typeof FILTERS)[number]>>;

function Activities({ query, update }: { query: TableQuery[0]; update: TableQuery[1] }) {
  const { t } = useTranslation('admin');
  const result = useQuery(
    interestActivitiesQuery(
      apiParams({ page: query.page, pageSize: query.pageSize, sort: query.sort, dir: query.dir, q: query.q }),
    ),
  );
  const [telling, setTelling] = useState<InterestActivity | null>(null);
  const [notice, setNotice] = useState('');

  const columns: AdminColumn<InterestActivity>[] = [
    {
      key: 'title',
      header: t('inbox.interest.activity'),
      sortable: true,
      cell: (row) => <CatalogueText text={row.title} className="font-semibold text-slate-900" />,
    },
    {
      key: 'onSale',
      header: t('inbox.interest.onSale'),
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.onSale ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {row.onSale ? t('inbox.interest.yes') : t('inbox.interest.no')}
        </span>
      ),
    },
    {
      key: 'requests',
      header: t('inbox.interest.requests'),
      sortable: true,
      align: 'end',
      cell: (row) => row.requests,
    },
    {
      key: 'unnotified',
      header: t('inbox.interest.unnotified'),
      sortable: true,
      align: 'end',
      cell: (row) => row.unnotified,
    },
    {
      key: 'lastRequestAt',
      header: t('inbox.interest.lastRequest'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.lastRequestAt} />,
    },
    {
      key: 'actions',
      header: t('inbox.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() =>
              update({
                activityId: row.id,
                title: row.title,
                status: 'all',
                sort: undefined,
                dir: undefined,
                q: undefined,
              })
            }
            className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('inbox.interest.seeRequests')}
          </button>
          <button
            type="button"
            disabled={!row.onSale || row.unnotified === 0}
            title={!row.onSale ? t('inbox.interest.notOnSaleHint') : undefined}
            onClick={() => setTelling(row)}
            className="h-9 rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            {t('inbox.interest.tellThem')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.interest.searchPlaceholder')}
        onSearch={(q) => update({ q })}
      />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <AdminTable
        label={t('inbox.interest.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.interest.empty')}
      />
      {telling && (
        <TellThemDialog
          activity={telling}
          onClose={() => setTelling(null)}
          onDone={(notified) => {
            setTelling(null);
            setNotice(t('inbox.interest.told', { count: notified, title: telling.title }));
          }}
        />
      )}
    </div>
  );
}

function TellThemDialog({
  activity,
  onClose,
  onDone,
}: {
  activity: InterestActivity;
  onClose: () => void;
  onDone: (notified: number) => void;
}) {
  const { t } = useTranslation('admin');
  const notify = useNotifyInterested();
  const [alert, setAlert] = useState('');
  const send = async () => {
    setAlert('');
    try {
      const { notified } = await notify.mutateAsync(activity.id);
      onDone(notified);
    } catch (error) {
      setAlert(applyApiError(error));
    }
  };
  return (
    <DialogFrame
      role="alertdialog"
      title={t('inbox.interest.tellTitle', { title: activity.title })}
      description={t('inbox.interest.tellDescription', { count: activity.unnotified })}
      onClose={onClose}
    >
      {alert && (
        <div className="mt-4">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel>{t('inbox.cancel')}</DialogCancel>
        <button
          type="button"
          onClick={send}
          disabled={notify.isPending}
          className="h-11 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {notify.isPending ? t('inbox.saving') : t('inbox.interest.send')}
        </button>
      </div>
    </DialogFrame>
  );
}

function Requests({ query, update }: { query: TableQuery[0]; update: TableQuery[1] }) {
  const { t } = useTranslation('admin');
  const sort = query.sort === 'email' ? 'email' : 'createdAt';
  const result = useQuery(
    interestRequestsQuery(
      apiParams({
        page: query.page,
        pageSize: query.pageSize,
        sort,
        dir: query.dir,
        q: query.q,
        status: query.status || 'all',
        activityId: query.activityId,
      }),
    ),
  );
  const columns: AdminColumn<InterestRequestRow>[] = [
    {
      key: 'createdAt',
      header: t('inbox.received'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.createdAt} />,
    },
    {
      key: 'email',
      header: t('inbox.person'),
      sortable: true,
      cell: (row) => <PersonCell name={`${row.firstName} ${row.lastName}`} email={row.email} phone={row.phoneNumber} />,
    },
    {
      key: 'comment',
      header: t('inbox.interest.comment'),
      cell: (row) => (row.comment ? <LongText text={row.comment} more={t('inbox.more')} /> : '—'),
    },
    {
      key: 'notifiedAt',
      header: t('inbox.interest.toldOn'),
      cell: (row) =>
        row.notifiedAt ? (
          <ReceivedCell at={row.notifiedAt} />
        ) : (
          <span className="text-slate-500">{t('inbox.interest.notYet')}</span>
        ),
    },
    {
      key: 'handledAt',
      header: t('inbox.handled'),
      cell: (row) => (
        <HandledCell list="interest" id={row.id} handledAt={row.handledAt} name={`${row.firstName} ${row.lastName}`} />
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <button
        type="button"
        onClick={() =>
          update({
            activityId: undefined,
            title: undefined,
            status: undefined,
            sort: undefined,
            dir: undefined,
            q: undefined,
          })
        }
        className="text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">← </span>
        {t('inbox.interest.back')}
      </button>
      <h2 className="text-lg font-bold text-slate-900">
        {t('inbox.interest.requestsFor', { title: query.title || `#${query.activityId}` })}
      </h2>
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.personPlaceholder')}
        onSearch={(q) => update({ q })}
      >
        <StatusFilter value={query.status || 'all'} onChange={(status) => update({ status })} />
      </ListToolbar>
      <AdminTable
        label={t('inbox.interest.requestsLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        data={result.data}
        isLoading={result.isFetching}
        error={result.error}
        sort={sort}
        dir={query.dir}
        onSort={(s, dir) => update({ sort: s, dir })}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
        onRetry={() => result.refetch()}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
