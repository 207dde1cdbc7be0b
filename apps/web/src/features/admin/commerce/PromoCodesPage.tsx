import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPromo } from '@weekends/shared/admin-commerce';
import { formatAed } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { promoCodesQuery, usePromoActive } from './api.ts';
import { PromoCodeDialog } from './PromoCodeDialog.tsx';
import { SwitchableListPage } from './SwitchableListPage.tsx';
import { Literal } from '../../../components/CatalogueText.tsx';

const FILTERS = ['active'] as const;

/** /admin/promo-codes: every code with its percentage, validity, limits and uses; create, edit, stop and restart. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('commerce.promos.title'));
  const [query, update] = useTableQuery({ sort: 'created' }, FILTERS);
  const result = useQuery(promoCodesQuery(apiParams(query)));
  const toggle = usePromoActive();

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
      cell: (row) => <Literal className="font-mono font-semibold">{row.code}</Literal>,
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
  ];

  return (
    <SwitchableListPage
      page="promo-codes"
      words="promos"
      query={query}
      update={update}
      result={result}
      columns={columns}
      searchable
      toggle={toggle}
      switched={(promo) =>
        t(promo.isActive ? 'commerce.promos.stopped' : 'commerce.promos.started', { code: promo.code })
      }
      dialog={(promo, onDone, onClose) => <PromoCodeDialog promo={promo} onDone={onDone} onClose={onClose} />}
    />
  );
}
