import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@weekends/shared/cart';
import { ORDER_HOLD_MINUTES } from '@weekends/shared/checkout';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { cartQuery } from '../../../lib/cart.ts';
import i18n from '../../../lib/i18n.ts';
import { leaveTo } from '../../../lib/leavePage.ts';
import { createOrder } from '../api.ts';
import { useOrderAttempt } from '../lib/orderAttempt.ts';

/** The refusal in words: 'Add Address*' (400), the cart's problem (409), or 'We could not start the payment'. */
function proceedError(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.code === 'ADDRESS_REQUIRED')
    return i18n.t('checkout:payment.addAddress');
  if (error instanceof ApiRequestError && error.status === 409 && error.body?.message) return error.body.message;
  return i18n.t('checkout:messages.proceedFailed');
}

/**
 * Proceed to Payment: the cart becomes an order holding its places, and the browser leaves for the payment page.
 * One attempt id per series of clicks on the same cart, and no second request while one runs, so a double click
 * makes one order. Without the address a home delivery needs, 'Add Address*' shows and nothing is sent. A refusal
 * (409: an item's places went, the cart emptied elsewhere) asks for the cart again, whose items then say what changed.
 */
export function PaymentSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const attempt = useOrderAttempt(cart);
  const running = useRef(false);
  // Stays true once the payment page's address has come back: the browser is leaving, the button stays busy.
  const [leaving, setLeaving] = useState(false);
  const [message, setMessage] = useState('');
  // The answer is handled on the hook, not in mutate's own callbacks: those are dropped with the component that
  // called it, so a section drawn anew while the order was being made (the page above it suspending) would have left
  // the customer on a page whose button had done nothing, with an order holding their places.
  const create = useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => leaveTo(order.paymentUrl),
    onError: (error) => {
      running.current = false;
      setLeaving(false);
      setMessage(proceedError(error));
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
    },
  });
  const problems = cart.items.some((item) => item.problem !== null);
  // 'Add Address*' answers a missing address: once one is chosen it no longer applies.
  const shown = message === t('payment.addAddress') && cart.addressId !== null ? '' : message;

  const proceed = () => {
    if (running.current) return;
    if (cart.needsAddress && cart.addressId === null) return setMessage(t('payment.addAddress'));
    running.current = true;
    setLeaving(true);
    setMessage('');
    create.mutate(attempt());
  };

  return (
    <div>
      <h2 className="sr-only">{t('payment.heading')}</h2>
      {problems && <p className="mb-3 text-sm font-medium text-red-700">{t('payment.fixItems')}</p>}
      {shown && (
        <div className="mb-3">
          <FormAlert>{shown}</FormAlert>
        </div>
      )}
      <button
        type="button"
        onClick={proceed}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {leaving ? tc('form.wait') : t('payment.proceed')}
      </button>
      <p className="mt-3 text-center text-xs leading-5 text-slate-500">
        {t('payment.holdNote', { minutes: ORDER_HOLD_MINUTES })}
      </p>
    </div>
  );
}
