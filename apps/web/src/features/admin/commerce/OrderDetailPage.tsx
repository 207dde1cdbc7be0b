import '../i18n.ts';
import { Fragment, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminBookedItem, AdminOrderDetail } from '@weekends/shared/admin-commerce';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatAed, formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useMayUse } from '../shell/access.ts';
import { orderQuery, useCancelItem, useRefundOrder } from './api.ts';
import { OrderStatus } from './OrderStatus.tsx';
import { Badge, CommerceNav, dangerButton } from './parts.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { CatalogueText } from '../../../components/CatalogueText.tsx';

type Pending = { kind: 'refund' } | { kind: 'cancel'; item: AdminBookedItem } | null;

/**
 * /admin/orders/:id: the order, its booking's vouchers with their history, payments and refunds, and the two actions.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const result = useQuery(orderQuery(id));
  const refund = useRefundOrder();
  const cancel = useCancelItem();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState('');
  // Refunds and cancellations are finance's (and the owner's); support reads the order only.
  const mayAct = useMayUse()('ordersWrite');
  usePageMeta(result.data ? result.data.number : t('commerce.orders.title'));

  if (result.error)
    return <LoadError title={t('commerce.loadFailed')} error={result.error} onRetry={() => void result.refetch()} />;
  const order = result.data;
  if (!order) return <p className="text-sm text-slate-600">{t('commerce.loading')}</p>;

  return (
    <div className="mx-auto max-w-[90rem]">
      <Link to="/admin/orders" className="text-sm font-semibold text-brand-800 hover:underline">
        {t('commerce.detail.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          {order.number} <OrderStatus status={order.status} />
        </h1>
        {order.canRefund && mayAct && (
          <button type="button" className={dangerButton} onClick={() => setPending({ kind: 'refund' })}>
            {t('commerce.detail.refund')}
          </button>
        )}
      </div>
      <CommerceNav current="orders" />
      {notice && (
        <div className="mt-4" role="status">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      )}

      <div className="mt-6 grid gap-5 lg:grid-cols-3">
        <Card title={t('commerce.detail.customer')}>
          <Facts
            rows={[
              [t('commerce.detail.name'), <bdi>{`${order.contact.firstName} ${order.contact.lastName}`}</bdi>],
              [t('commerce.detail.email'), order.contact.email],
              [
                t('commerce.detail.phone'),
                order.contact.phoneNumber ? <bdi dir="ltr">{order.contact.phoneNumber}</bdi> : '–',
              ],
              [t('commerce.detail.address'), order.address ? <span dir="auto">{order.address}</span> : '–'],
              [t('commerce.detail.account'), order.customer.guest ? t('commerce.orders.guest') : order.customer.email],
            ]}
          />
        </Card>
        <Card title={t('commerce.detail.payment')}>
          <Facts
            rows={[
              [t('commerce.detail.placed'), formatDubaiDayTime(order.createdAt)],
              [t('commerce.detail.gateway'), order.payment.gateway],
              [t('commerce.detail.reference'), order.payment.reference ?? '–'],
              [
                t('commerce.detail.paid'),
                order.payment.amountPaid === null ? '–' : formatAed(order.payment.amountPaid),
              ],
              [t('commerce.detail.paidAt'), order.payment.paidAt ? formatDubaiDayTime(order.payment.paidAt) : '–'],
              [t('commerce.detail.refundReference'), order.payment.refundReference ?? '–'],
              [t('commerce.detail.booking'), order.bookingId === null ? '–' : String(order.bookingId)],
            ]}
          />
        </Card>
        <Card title={t('commerce.detail.totals')}>
          <Facts
            rows={[
              [t('commerce.detail.cartTotal'), formatAed(order.totals.cartTotal)],
              [t('commerce.detail.discount'), formatAed(order.totals.discount)],
              [
                order.couponCode
                  ? t('commerce.detail.promoWith', { code: order.couponCode })
                  : t('commerce.detail.promo'),
                formatAed(order.totals.couponDiscount),
              ],
              [t('commerce.detail.total'), formatAed(order.totals.total)],
              [t('commerce.detail.vat'), formatAed(order.totals.vat)],
            ]}
          />
        </Card>
      </div>

      <Card title={t('commerce.detail.lines')} className="mt-5">
        <ul className="divide-y divide-slate-100">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <CatalogueText text={line.activity} className="font-medium text-slate-900" /> ·{' '}
                <CatalogueText text={line.description} /> × {line.quantity}
                {line.bundleName && <CatalogueText text={line.bundleName} className="block text-xs text-slate-600" />}
                {line.bookedFor && <span className="block text-xs text-slate-600">{line.bookedFor}</span>}
              </span>
              <span className="tabular-nums">{formatAed(line.total)}</span>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t('commerce.detail.vouchers')} className="mt-5">
        {order.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('commerce.detail.noVouchers')}</p>
        ) : (
          <ul className="space-y-4">
            {order.items.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">
                      <CatalogueText text={item.activity.title} /> <VoucherState state={item.state} />
                    </p>
                    <p className="text-slate-600">
                      {[
                        item.option && <CatalogueText text={item.option} />,
                        `× ${item.quantity}`,
                        item.bookedFor,
                        item.bundleName && <CatalogueText text={item.bundleName} />,
                        item.host && <bdi>{item.host}</bdi>,
                      ]
                        .filter(Boolean)
                        .map((part, index) => (
                          <Fragment key={index}>
                            {index > 0 && ' · '}
                            {part}
                          </Fragment>
                        ))}
                    </p>
                    <p translate="no" dir="ltr" className="mt-1 font-mono text-slate-900">
                      {item.voucherCode}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="text-sm tabular-nums">{formatAed(item.total)}</span>
                    {item.canCancel && mayAct && (
                      <button
                        type="button"
                        className={dangerButton}
                        onClick={() => setPending({ kind: 'cancel', item })}
                      >
                        {t('commerce.detail.cancelVoucher')}
                      </button>
                    )}
                  </div>
                </div>
                <History lines={item.history} label={t('commerce.detail.voucherHistory', { code: item.voucherCode })} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      {order.cancellations.length > 0 && (
        <Card title={t('commerce.detail.cancellations')} className="mt-5">
          <ul className="divide-y divide-slate-100 text-sm">
            {order.cancellations.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDubaiDayTime(c.createdAt)} · {c.cause} ·{' '}
                  {t(`commerce.refundStatus.${c.status}`, { defaultValue: c.status })}
                  {c.refundReference && <span className="block text-xs text-slate-600">{c.refundReference}</span>}
                </span>
                <span className="tabular-nums">{formatAed(c.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card title={t('commerce.detail.orderHistory')} className="mt-5">
        <History lines={order.history} label={t('commerce.detail.orderHistory')} />
      </Card>

      {pending?.kind === 'refund' && (
        <ReasonDialog
          title={t('commerce.refund.title', { number: order.number })}
          description={t('commerce.refund.text', { amount: formatAed(order.payment.amountPaid ?? order.total) })}
          confirmLabel={t('commerce.refund.confirm')}
          onConfirm={async (reason) => {
            await refund.mutateAsync({ id: order.id, reason });
            setNotice(t('commerce.refund.done', { number: order.number }));
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'cancel' && (
        <ReasonDialog
          title={t('commerce.cancel.title', { code: pending.item.voucherCode })}
          description={t('commerce.cancel.text', { amount: formatAed(pending.item.total) })}
          confirmLabel={t('commerce.cancel.confirm')}
          onConfirm={async (reason) => {
            await cancel.mutateAsync({ id: pending.item.id, reason });
            setNotice(t('commerce.cancel.done', { code: pending.item.voucherCode }));
          }}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VoucherState({ state }: { state: AdminBookedItem['state'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={state === 'valid' ? 'good' : state === 'redeemed' ? 'off' : 'bad'}>
      {t(`commerce.voucherState.${state}`)}
    </Badge>
  );
}

function History({ lines, label }: { lines: AdminOrderDetail['history']; label: string }) {
  return (
    <ol aria-label={label} className="mt-3 space-y-1 border-s-2 border-slate-200 ps-3 text-xs text-slate-700">
      {lines.map((line, i) => (
        <li key={i}>
          <span className="text-slate-500">{formatDubaiDayTime(line.at)}</span> ·{' '}
          <span className="font-semibold">{line.what.replace('_', ' ')}</span> · {line.cause}
        </li>
      ))}
    </ol>
  );
}
