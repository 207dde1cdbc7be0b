import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@weekends/shared/accounts';
import { LoadError } from '../../../components/LoadError.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { QuoteSummary } from '../../../components/QuoteSummary.tsx';
import { useCart } from '../../../lib/cart.ts';
import { PAYMENT_RETURN_PARAMS, readPaymentReturn } from '../lib/paymentReturn.ts';
import { usePaymentConfirmation } from '../lib/usePaymentConfirmation.ts';
import { useSavedCartItem } from '../lib/useSavedCartItem.ts';
import { AddressSection } from './AddressSection.tsx';
import { Card, Waiting } from './CheckoutShell.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PaymentStatus } from './PaymentStatus.tsx';
import { PromoBox } from './PromoBox.tsx';

/**
 * The checkout of a signed-in customer or guest. Back from the payment page (?order=…&status=…), it first asks the
 * server what became of the order: paid goes on to the booking's success page, not paid shows why above the cart,
 * which is as it was. The address loses the return's parameters at once, so a reload does not ask again.
 */
export function CustomerCheckout({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('checkout');
  const [params, setParams] = useSearchParams();
  const [payment] = useState(() => readPaymentReturn(params));
  const confirmation = usePaymentConfirmation(payment);
  const savedItem = useSavedCartItem();
  const cart = useCart();

  const returned = PAYMENT_RETURN_PARAMS.some((name) => params.has(name));
  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returned, setParams]);

  if (confirmation.kind === 'captured')
    return <Navigate to={`/booking/${user.id}?order=${confirmation.orderId}`} replace />;
  if (
    confirmation.kind === 'checking' ||
    confirmation.kind === 'pending' ||
    confirmation.kind === 'stalled' ||
    confirmation.kind === 'error'
  ) {
    return <PaymentStatus confirmation={confirmation} />;
  }
  if (savedItem.status === 'adding') return <Waiting>{t('savedItem.adding')}</Waiting>;
  if (cart.isPending) return <Waiting>{t('loading')}</Waiting>;
  if (cart.isError) return <LoadError title={t('loadError')} error={cart.error} onRetry={() => void cart.refetch()} />;

  const notices = (
    <>
      {confirmation.kind === 'unpaid' && <FormAlert>{t(confirmation.messageKey)}</FormAlert>}
      {savedItem.status === 'failed' && <FormAlert>{t('savedItem.failed', { message: savedItem.message })}</FormAlert>}
    </>
  );
  const hasNotice = confirmation.kind === 'unpaid' || savedItem.status === 'failed';

  if (cart.data.items.length === 0) {
    return (
      <div className="space-y-6">
        {hasNotice && <div className="mx-auto max-w-lg space-y-3">{notices}</div>}
        <EmptyCart />
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
      <div className="min-w-0 space-y-6">
        {hasNotice && <div className="space-y-3">{notices}</div>}
        <CheckoutItems cart={cart.data} />
        <AddressSection cart={cart.data} user={user} />
      </div>
      <aside className="lg:sticky lg:top-32">
        <Card labelledBy="checkout-summary" className="space-y-6">
          <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
            {t('summary.heading')}
          </h2>
          <PromoBox cart={cart.data} />
          <QuoteSummary quote={cart.data.quote} />
          <PaymentSection cart={cart.data} />
        </Card>
      </aside>
    </div>
  );
}
