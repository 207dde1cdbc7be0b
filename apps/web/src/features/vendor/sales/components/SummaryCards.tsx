import { useTranslation } from 'react-i18next';
import type { HostDashboard } from '@weekends/shared';
import { formatAed, formatCount } from '../../../../lib/format/index.ts';

type CardKey = 'revenue' | 'orders' | 'pending' | 'redeemed' | 'amountDue' | 'corporate' | 'retail';

/**
 * The cards in the earlier site's order; money cards show AED, the others counts. Revenue takes two cells, so 8 fill
 * the grid.
 */
const CARDS: { key: CardKey; money: boolean }[] = [
  { key: 'revenue', money: true },
  { key: 'orders', money: false },
  { key: 'pending', money: false },
  { key: 'redeemed', money: false },
  { key: 'amountDue', money: true },
  { key: 'corporate', money: false },
  { key: 'retail', money: false },
];

const grid = 'grid grid-cols-2 gap-3 md:grid-cols-4';

export function SummaryCards({ dashboard }: { dashboard: HostDashboard }) {
  const { t } = useTranslation('vendor');
  return (
    <dl aria-label={t('sales.bookings.summary')} className={grid}>
      {CARDS.map(({ key, money }) => (
        <div
          key={key}
          className={`rounded-2xl border p-4 shadow-sm ${key === 'revenue' ? 'col-span-2 border-brand-100 bg-gradient-to-br from-brand-50 to-white' : 'border-slate-200 bg-white'}`}
        >
          <dt className="text-sm font-medium text-slate-600">{t(`sales.bookings.cards.${key}`)}</dt>
          <dd className={`mt-1 font-bold text-slate-900 tabular-nums ${key === 'revenue' ? 'text-3xl' : 'text-2xl'}`}>
            {money ? formatAed(dashboard[key]) : formatCount(dashboard[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div aria-hidden="true" className={grid}>
      {CARDS.map(({ key }) => (
        <div
          key={key}
          className={`h-[5.5rem] animate-pulse rounded-2xl bg-slate-100 ${key === 'revenue' ? 'col-span-2' : ''}`}
        />
      ))}
    </div>
  );
}
