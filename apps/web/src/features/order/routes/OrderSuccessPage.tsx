import '../i18n.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { ORDER_POLLS, orderQuery } from '../api.ts';
import { OrderNotice } from '../components/OrderNotice.tsx';
import { OrderPaid } from '../components/OrderPaid.tsx';

/**
 * /booking/:userId?order={id}[&token=…], the thanks with the order's summary and each item's details:
 * the page the checkout goes to once the payment is captured, and the one the confirmation mail's signed link opens
 * (its token lets the order be read without signing in). An order whose payment is not confirmed yet is asked for
 * again every 2 s for a minute, then the page says so and offers to ask again.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const raw = params.get('order');
  const orderId = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const token = params.get('token');
  const options = orderQuery(orderId ?? 0, token);
  const order = useQuery({ ...options, enabled: orderId !== null });
  usePageMeta(t('title'));

  const notFound = (
    <OrderNotice heading={t('notFound.heading')} action={{ to: '/', label: t('notFound.home') }}>
      {t('notFound.body')}
    </OrderNotice>
  );
  if (orderId === null) return notFound;
  if (order.isError) {
    if (order.error instanceof ApiRequestError && order.error.status < 500) return notFound;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError title={t('loadError')} error={order.error} onRetry={() => void order.refetch()} />
      </div>
    );
  }
  if (!order.data) return <Waiting label={t('loading')} />;

  const { status } = order.data;
  if (status === 'paid')
    return <OrderPaid order={order.data} token={token} hasAccount={session.status === 'customer'} />;
  if (status === 'awaiting_payment') {
    // Read with dataUpdatedAt so each answer, even an identical one, renders again.
    const answers = order.dataUpdatedAt ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
    if (answers < ORDER_POLLS || order.isFetching) return <Waiting label={t('messages.paymentPending')} />;
    return (
      <OrderNotice
        action={{
          onClick: () => void queryClient.resetQueries({ queryKey: options.queryKey }),
          label: t('pending.askAgain'),
        }}
      >
        <p role="status">{t('pending.stalled')}</p>
      </OrderNotice>
    );
  }
  const refunded = status === 'refund_pending' || status === 'refunded';
  return (
    <OrderNotice heading={t('unpaid.heading')} action={{ to: '/checkout', label: t('unpaid.back') }}>
      <p role="alert">{refunded ? t('messages.refunded') : t('messages.orderNotPayable')}</p>
    </OrderNotice>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <span
        aria-hidden="true"
        className="h-9 w-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="text-base font-medium text-slate-700">{label}</p>
    </div>
  );
}
