import './quoteI18n.ts';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@weekends/shared/quote';
import { formatAed } from '../lib/format/index.ts';

/**
 * The price summary of a cart or an order, from the server's quote (priced by the shared rules): Cart Total,
 * Discount, Sub Total, Coupon Discount with its percent (when a promo code applies), Total (Inclusive of VAT) and
 * the VAT it includes. Shared by the checkout and the booking's success page.
 */
export function QuoteSummary({ quote, couponCode }: { quote: Quote; couponCode?: string | null }) {
  const { t } = useTranslation('quote');
  const row = 'flex items-baseline justify-between gap-4 py-1.5 text-sm';
  return (
    <div>
      <dl className="text-slate-700">
        <div className={row}>
          <dt>{t('cartTotal')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatAed(quote.cartTotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('discount')}</dt>
          <dd className={`whitespace-nowrap tabular-nums ${quote.discount > 0 ? 'text-emerald-700' : ''}`}>
            {quote.discount > 0 ? `−${formatAed(quote.discount)}` : formatAed(0)}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('subTotal')}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatAed(quote.subTotal)}</dd>
        </div>
        {quote.couponPercent > 0 && (
          <div className={row}>
            <dt>
              {t('couponDiscount', { percent: quote.couponPercent })}
              {couponCode && (
                <span className="ms-1.5 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                  {couponCode}
                </span>
              )}
            </dt>
            <dd className="whitespace-nowrap text-emerald-700 tabular-nums">−{formatAed(quote.couponDiscount)}</dd>
          </div>
        )}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">{t('total')}</dt>
          <dd
            className="shrink-0 text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums"
            data-testid="quote-total"
          >
            {formatAed(quote.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-end text-xs text-slate-500">{t('vat', { amount: formatAed(quote.vat) })}</p>
    </div>
  );
}
