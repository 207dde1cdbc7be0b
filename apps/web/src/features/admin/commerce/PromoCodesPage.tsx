import '../i18n.ts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPromo } from '@weekends/shared/admin-commerce';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { inputClass } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatAed } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { promoCodesQuery, usePromoActive } from './api.ts';
import { Badge, CommerceNav, FilterSelect, PageHeading, primaryButton, secondaryButton } from './parts.tsx';
import { PromoCodeDialog } from './PromoCodeDialog.tsx';

const FILTERS = ['active'] as const;

/** /admin/promo-codes: every code with its percentage, validity, limits and uses; create, edit, stop and restart. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('commerce.promos.title'));
  const [query, update] = useTableQuery({ sort: 'created' }, FILTERS);
  const result = useQuery(promoCodesQuery(apiParams(query)));
  const toggle = usePromoActive();
  const [editing, setEditing] = useState<AdminPromo | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [search, setSearch] = useState(query.q ?? '');

  const flip = async (promo: AdminPromo) => {
    try {
      await toggle.mutateAsync({ id: promo.id, isActive: !promo.isActive });
      setNotice({
        tone: 'success',
        text: t(promo.isActive ? 'commerce.promos.stopped' : 'commerce.promos.started', { code: promo.code }),
      });
    } catch (failure) {
      setNotice({ tone: 'error', text: applyApiError(failure) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const limit = (n: number | null) => (n === null ? t('commerce.promos.unlimited') : String(n));
  const days = (promo: AdminPromo) =>
    promo.validFrom || promo.validUntil
      ? `${promo.validFrom ?? '…'} – ${promo.validUntil ?? '…'}`
      : t('commerce.promos.always');

  const columns: AdminColumn<AdminPromo>[] = [
    {
      key: 'code',
      header: t('commerce.promos.code'),
      sortable: true,
      cell: (row) => <span className="font-mono font-semibold">{row.code}</span>,
    },
    {
      key: 'percent',
      header: t('commerce.promos.percent'),
      sortable: true,
      align: 'end',
      cell: (row) => `${row.percent} %`,
    },
    {
      key: 'validity',
      header: t('commerce.promos.validity'),
      cell: (row) => <span className="whitespace-nowrap">{days(row)}</span>,
    },
    {
      key: 'used',
      header: t('commerce.promos.used'),
      sortable: true,
      align: 'end',
      cell: (row) => (
        <>
          <span className="block">
            {t('commerce.promos.usedOf', { used: row.timesUsed, limit: limit(row.maxUses) })}
          </span>
          <span className="block text-xs text-slate-600">
            {t('commerce.promos.paidOrders', { count: row.paidOrders })}
          </span>
        </>
      ),
    },
    {
      key: 'limits',
      header: t('commerce.promos.limits'),
      cell: (row) => (
        <span className="text-xs text-slate-700">
          {t('commerce.promos.perCustomer', { limit: limit(row.maxUsesPerCustomer) })}
          {row.minOrderTotal !== null && (
            <span className="block">{t('commerce.promos.minimum', { amount: formatAed(row.minOrderTotal) })}</span>
          )}
        </span>
      ),
    },
    {
      key: 'active',
      header: t('commerce.promos.state'),
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
      <PageHeading title={t('commerce.promos.title')} intro={t('commerce.promos.intro')}>
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          {t('commerce.promos.new')}
        </button>
      </PageHeading>
      <CommerceNav current="promo-codes" />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={submit} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('commerce.promos.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={`${inputClass} border-slate-300`}
            />
          </label>
          <button type="submit" className={primaryButton}>
            {t('table.search')}
          </button>
        </form>
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
          label={t('commerce.promos.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('commerce.promos.empty')}
        />
      </div>
      {editing && (
        <PromoCodeDialog
          promo={editing === 'new' ? null : editing}
          onDone={(text) => setNotice({ tone: 'success', text })}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
