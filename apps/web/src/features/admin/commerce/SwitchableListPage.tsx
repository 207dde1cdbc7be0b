import '../i18n.ts';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPage, AdminTableQuery } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { serverTableProps } from '../components/useTableQuery.ts';
import { Badge, CommerceNav, FilterSelect, PageHeading, primaryButton, secondaryButton } from './parts.tsx';
import { SearchForm } from '../components/SearchForm.tsx';

interface Switchable {
  id: number;
  isActive: boolean;
}

type Query = AdminTableQuery & { active: string };
type Change = Partial<Record<keyof AdminTableQuery | 'active', string | number | undefined>>;

interface Props<Row extends Switchable> {
  page: 'passes' | 'promo-codes';
  /**
   * Where the page's words are in the catalogue (commerce.passes, commerce.promos): its heading, its new button, its
   * table, the state column's header and, for a list that is searched, the search box's label.
   */
  words: 'passes' | 'promos';
  /** The list as the address asks for it (`useTableQuery` with the `active` filter) and the server's page. */
  query: Query;
  update: (change: Change) => void;
  result: UseQueryResult<AdminPage<Row>>;
  /** The row's own columns; the state and the edit and on/off buttons follow them. */
  columns: AdminColumn<Row>[];
  /** Whether the list has a search box. */
  searchable?: boolean;
  /** Puts a row on sale or takes it off; the notice then says which, in the row's words. */
  toggle: { isPending: boolean; mutateAsync: (change: Switchable) => Promise<unknown> };
  switched: (row: Row) => string;
  /** The new or edit dialog; `onDone` shows its message as the page's notice. */
  dialog: (row: Row | null, onDone: (text: string) => void, onClose: () => void) => ReactNode;
}

/**
 * A Commerce list of what the shop switches on and off (weekend passes, promo codes): the heading with its new
 * button, a state filter, the table with edit and activate/deactivate on each row, and the notice of what was done.
 */
export function SwitchableListPage<Row extends Switchable>({
  page,
  words,
  query,
  update,
  result,
  columns,
  searchable = false,
  toggle,
  switched,
  dialog,
}: Props<Row>) {
  const { t } = useTranslation('admin');
  const word = (key: string) => t(`commerce.${words}.${key}`);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const flip = async (row: Row) => {
    try {
      await toggle.mutateAsync({ id: row.id, isActive: !row.isActive });
      setNotice({ tone: 'success', text: switched(row) });
    } catch (failure) {
      setNotice({ tone: 'error', text: applyApiError(failure) });
    }
  };

  const allColumns: AdminColumn<Row>[] = [
    ...columns,
    {
      key: 'active',
      header: word('state'),
      cell: (row) => (
        <Badge tone={row.isActive ? 'good' : 'off'}>{t(row.isActive ? 'commerce.active' : 'commerce.inactive')}</Badge>
      ),
    },
    {
      key: 'actions',
      header: t('commerce.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => setEditing(row)}>
            {t('commerce.edit')}
          </button>
          <button type="button" className={secondaryButton} disabled={toggle.isPending} onClick={() => void flip(row)}>
            {t(row.isActive ? 'commerce.deactivate' : 'commerce.activate')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-[90rem]">
      <PageHeading title={word('title')} intro={word('intro')}>
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          {word('new')}
        </button>
      </PageHeading>
      <CommerceNav current={page} />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        {searchable && (
          <SearchForm label={word('search')} q={query.q} onSearch={(q) => update({ q })} buttonClass={primaryButton} />
        )}
        <FilterSelect
          label={t('commerce.stateFilter')}
          value={query.active}
          onChange={(active) => update({ active })}
          options={[
            { value: '', label: t('commerce.anyState') },
            { value: 'true', label: t('commerce.active') },
            { value: 'false', label: t('commerce.inactive') },
          ]}
        />
      </div>
      {notice && (
        <div className="mt-4" role="status">
          <FormAlert tone={notice.tone}>{notice.text}</FormAlert>
        </div>
      )}
      <div className="mt-5">
        <AdminTable
          label={word('tableLabel')}
          columns={allColumns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={word('empty')}
        />
      </div>
      {editing &&
        dialog(
          editing === 'new' ? null : editing,
          (text) => setNotice({ tone: 'success', text }),
          () => setEditing(null),
        )}
    </div>
  );
}
