import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { PassTotals } from '@weekends/shared';
import { formatAed } from '../../lib/format/index.ts';

/** Cart Total, the Weekend Pass Discount and Total (Inclusive of VAT) of a pass, as the shared rules work them out. */
export function PassTotalsSummary({ totals, testIdPrefix = 'pass' }: { totals: PassTotals; testIdPrefix?: string }) {
  const { t } = useTranslation('pass');
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-slate-600">{t('cartTotal')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testIdPrefix}-cart-total`}>
          {formatAed(totals.cartTotal)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-slate-600">{t('discount')}</dt>
        <dd className="font-semibold text-emerald-700 tabular-nums" data-testid={`${testIdPrefix}-discount`}>
          {t('percent', { percent: totals.discountPercent })}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="font-semibold text-slate-800">{t('total')}</dt>
        <dd
          className="text-xl font-bold text-slate-900 tabular-nums"
          aria-live="polite"
          data-testid={`${testIdPrefix}-total`}
        >
          {formatAed(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
