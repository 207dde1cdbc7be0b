import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '@weekends/shared';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import type { HandledList } from './api.ts';
import { HandledCell, PersonCell, ReceivedCell } from './HandledCell.tsx';
import { StatusFilter } from './StatusFilter.tsx';

/** What every inbox row has: when it came in, who sent it, and whether someone has handled it. */
interface Sent {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phoneNumber?: string | null;
  handledAt: string | null;
}

// Stable lists, as useTableQuery wants: a list without kinds takes no kind from the address.
const WITH_KINDS = ['status', 'kind'] as const;
const STATUS_ONLY = ['status'] as const;

interface Props<Row extends Sent, K extends QueryKey> {
  /** The list, which also names its words in the catalogue (inbox.messages.tableLabel, …). */
  list: Exclude<HandledList, 'interest'>;
  rows: (params: Record<string, string>) => UseQueryOptions<AdminPage<Row>, Error, AdminPage<Row>, K>;
  /** The kinds of the list's form (contact, corporate, …), filtered with the words inbox.<list>.kind(s). */
  kinds?: readonly string[];
  placeholder: string;
  /** The column after 'received' (a kind, an opening) and those after the person. */
  lead: AdminColumn<Row>;
  columns: AdminColumn<Row>[];
}

/**
 * An inbox list of what visitors sent through a form (messages, applications, nominations): new ones first, newest
 * at the top, searched by person and filtered by status (and kind); each row marked handled from its last column.
 */
export function InboxList<Row extends Sent, K extends QueryKey>({
  list,
  rows,
  kinds,
  placeholder,
  lead,
  columns,
}: Props<Row, K>) {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'createdAt' }, kinds ? WITH_KINDS : STATUS_ONLY);
  const status = query.status || 'new';
  const result = useQuery(rows(apiParams({ ...query, status })));
  const allColumns: AdminColumn<Row>[] = [
    {
      key: 'createdAt',
      header: t('inbox.received'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.createdAt} />,
    },
    lead,
    {
      key: 'email',
      header: t('inbox.person'),
      sortable: true,
      cell: (row) => <PersonCell name={row.name} email={row.email} phone={row.phoneNumber} />,
    },
    ...columns,
    {
      key: 'handledAt',
      header: t('inbox.handled'),
      cell: (row) => <HandledCell list={list} id={row.id} handledAt={row.handledAt} name={row.name} />,
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={placeholder}
        onSearch={(q) => update({ q })}
      >
        {kinds && (
          <FilterSelect
            label={t(`inbox.${list}.kind`)}
            value={query.kind}
            options={[
              { value: '', label: t(`inbox.${list}.allKinds`) },
              ...kinds.map((value) => ({ value, label: t(`inbox.${list}.kinds.${value}`) })),
            ]}
            onChange={(kind) => update({ kind })}
          />
        )}
        <StatusFilter value={status} onChange={(status) => update({ status })} />
      </ListToolbar>
      <AdminTable
        label={t(`inbox.${list}.tableLabel`)}
        columns={allColumns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
