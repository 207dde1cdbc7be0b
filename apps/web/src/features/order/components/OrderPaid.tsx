import { useTranslation } from 'react-i18next';
import type { Order } from '@weekends/shared/checkout';
import { QuoteSummary } from '../../../components/QuoteSummary.tsx';
import { formatDubaiTimeDay, isolate } from '../../../lib/format/index.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderItemCard } from './OrderItemCard.tsx';

/**
 * The success page of a paid order: thanks, the order's number and time, each experience with its voucher, the totals.
 */
export function OrderPaid({ order, token, hasAccount }: { order: Order; token: string | null; hasAccount: boolean }) {
  const { t } = useTranslation('order');
  return (
    <div className="pb-16">
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-8 text-center sm:px-6 lg:py-12">
          <span
            aria-hidden="true"
            className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm"
          >
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('thanks', { name: isolate(order.customer.firstName) })}
          </h1>
          <p className="mx-auto mt-2 max-w-xl text-base text-slate-600 [overflow-wrap:anywhere]">
            {t('confirmed', { email: order.customer.email })}
          </p>
          <dl className="mx-auto mt-6 inline-grid grid-cols-2 gap-x-8 gap-y-1 rounded-2xl border border-slate-200 bg-white px-6 py-4 text-start shadow-sm">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('orderNumber')}</dt>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('paidAt')}</dt>
            <dd className="font-mono text-base font-bold text-slate-900">{order.number}</dd>
            <dd className="text-base font-semibold text-slate-900">
              {order.paidAt && (
                <time dateTime={order.paidAt}>{formatDubaiTimeDay(order.paidAt, { comma: false })}</time>
              )}
            </dd>
          </dl>
        </div>
      </div>

      <div className="mx-auto grid max-w-4xl gap-6 px-4 pt-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="order-items" className="min-w-0">
          <h2 id="order-items" className="mb-4 text-lg font-bold text-slate-900">
            {t('items')}
          </h2>
          <ul className="space-y-4">
            {order.items.map((item) => (
              <OrderItemCard key={item.id} item={item} token={token} />
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="order-summary"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="order-summary" className="mb-2 text-lg font-bold text-slate-900">
              {t('summary')}
            </h2>
            <QuoteSummary quote={order.quote} couponCode={order.couponCode} />
          </section>
          {order.address && (
            <section
              aria-labelledby="order-address"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="order-address" className="text-base font-bold text-slate-900">
                {t('address')}
              </h2>
              <p className="mt-1 text-sm leading-6 text-slate-700">{order.address}</p>
            </section>
          )}
        </div>
        <section aria-label={t('actions')} className="lg:col-span-2">
          <OrderActions orderId={order.id} token={token} hasAccount={hasAccount} />
        </section>
      </div>
    </div>
  );
}
