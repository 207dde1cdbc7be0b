import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPass } from '@weekends/shared/admin-commerce';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { passesQuery, usePassActive } from './api.ts';
import { Badge, CommerceNav, FilterSelect, PageHeading, primaryButton, secondaryButton } from './parts.tsx';
import { PassDialog } from './PassDialog.tsx';

const FILTERS = ['active'] as const;

/**
 * /admin/passes: the weekend passes in the shop's order, with their experiences and discounts; create, edit, take off
 * sale.
 */
export function PassesPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('commerce.passes.title'));
  const [query, update] = useTableQuery({ sort: 'position', dir: 'asc' }, FILTERS);
  const result = useQuery(passesQuery(apiParams(query)));
  const toggle = usePassActive();
  const [editing, setEditing] = useState<AdminPass | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const flip = async (pass: AdminPass) => {
    try {
      await toggle.mutateAsync({ id: pass.id, isActive: !pass.isActive });
      setNotice({
        tone: 'success',
        text: t(pass.isActive ? 'commerce.passes.deactivated' : 'commerce.passes.activated', { name: pass.name }),
      });
    } catch (failure) {
      setNotice({ tone: 'error', text: applyApiError(failure) });
    }
  };

  const columns: AdminColumn<AdminPass>[] = [
    {
      key: 'position',
      header: t('commerce.passes.position'),
      sortable: true,
      align: 'end',
      cell: (row) => row.position,
    },
    {
      key: 'name',
      header: t('commerce.passes.name'),
      sortable: true,
      cell: (row) => (
        <>
          <span className="block font-semibold text-slate-900">{row.name}</span>
          <span className="block text-xs text-slate-600">/{row.slug}</span>
        </>
      ),
    },
    {
      key: 'items',
      header: t('commerce.passes.experiences'),
      cell: (row) => (
        <ol className="space-y-0.5 text-xs">
          {row.items.map((item) => (
            <li key={item.activityId}>
              {item.title} ·{' '}
              <span className="font-semibold">{t('commerce.passes.off', { percent: item.discountPercent })}</span>
              {!item.isActive && <span className="ms-1 text-red-700">({t('commerce.inactive')})</span>}
            </li>
          ))}
        </ol>
      ),
    },
    {
      key: 'active',
      header: t('commerce.passes.state'),
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
      <PageHeading title={t('commerce.passes.title')} intro={t('commerce.passes.intro')}>
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          {t('commerce.passes.new')}
        </button>
      </PageHeading>
      <CommerceNav current="passes" />
      <div className="mt-6 flex flex-wrap items-end gap-3">
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
          label={t('commerce.passes.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('commerce.passes.empty')}
        />
      </div>
      {editing && (
        <PassDialog
          pass={editing === 'new' ? null : editing}
          onDone={(text) => setNotice({ tone: 'success', text })}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
