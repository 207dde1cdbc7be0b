import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MESSAGES, type Cart } from '@weekends/shared/cart';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { inputClass } from '../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import i18n from '../../../lib/i18n.ts';
import { useApplyPromo, useRemovePromo } from '../api.ts';
import { wordMessage } from '../../../lib/messages.ts';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The refusal's words under the field: 'Invalid Promo Code' for a code the server does not know. */
function promoError(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 400) return i18n.t('checkout:promo.invalid');
  if (error instanceof ApiRequestError && error.body?.message && error.status < 500) return error.body.message;
  return i18n.t('cartFailed');
}

/** The server's 403 for a signed-in customer whose address is not confirmed yet. */
const needsConfirmedEmail = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.body?.code === 'EMAIL_NOT_CONFIRMED';

/**
 * The promo code: Apply ('Wait..' while the server checks it), then the applied code with
 * Remove; 'Invalid Promo Code' under the field when refused. Promo codes need an account with a confirmed e-mail:
 * a guest pressing Apply gets the login pop-up instead (the server says so too, with 403 PROMO_NEEDS_ACCOUNT), and
 * an unconfirmed customer is told to confirm, with a button that opens the confirmation pop-up (which resends the
 * mail and notices the confirmation), after which the same code can be applied.
 */
export function PromoBox({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const id = useId();
  const session = useSession();
  const apply = useApplyPromo();
  const remove = useRemovePromo();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmFirst, setConfirmFirst] = useState(false);
  // Once the session says confirmed (the pop-up refreshes it), the request to confirm has been answered.
  const unconfirmed = session.status === 'customer' && !session.user.isConfirmed;
  const shownError = confirmFirst ? (unconfirmed ? wordMessage(CART_MESSAGES.promoNeedsConfirmedEmail) : '') : error;

  if (cart.promo) {
    return (
      <div>
        <h2 className="text-sm font-semibold text-slate-800">{t('promo.heading')}</h2>
        <div
          className="mt-2 flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3"
          role="status"
        >
          <div className="min-w-0">
            <p className="text-xs font-medium text-emerald-800">{t('promo.applied')}</p>
            <p className="truncate font-mono text-base font-bold tracking-wider text-emerald-900">{cart.promo.code}</p>
            <p className="text-xs text-emerald-800">{t('promo.appliedPercent', { percent: cart.promo.percent })}</p>
          </div>
          <button
            type="button"
            onClick={() => remove.mutate(undefined, { onError: (failure) => setError(promoError(failure)) })}
            disabled={remove.isPending}
            aria-label={t('promo.removeLabel', { code: cart.promo.code })}
            className={`inline-flex min-h-10 shrink-0 items-center rounded-full border border-emerald-300 bg-white px-4 text-sm font-semibold text-emerald-900 transition hover:border-emerald-600 disabled:opacity-70 ${ring}`}
          >
            {remove.isPending ? tc('form.wait') : t('promo.remove')}
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (session.status === 'guest') return setLoginOpen(true);
    const trimmed = code.trim();
    if (!trimmed) return setError(t('promo.required'));
    setError('');
    setConfirmFirst(false);
    apply.mutate(trimmed, {
      onSuccess: () => setCode(''),
      onError: (failure) => {
        if (needsConfirmedEmail(failure)) return setConfirmFirst(true);
        if (failure instanceof ApiRequestError && failure.status === 403) return setLoginOpen(true);
        setError(promoError(failure));
      },
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {t('promo.heading')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError('');
              setConfirmFirst(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            className={`${inputClass} min-w-0 flex-1 uppercase placeholder:normal-case ${shownError ? 'border-red-500' : 'border-slate-300'}`}
          />
          <button
            type="submit"
            disabled={apply.isPending}
            aria-busy={apply.isPending || undefined}
            className={`inline-flex h-11 shrink-0 items-center justify-center rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 ${ring}`}
          >
            {apply.isPending ? tc('form.wait') : t('promo.apply')}
          </button>
        </div>
        {shownError && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {shownError}
          </p>
        )}
        {confirmFirst && unconfirmed && (
          <button
            type="button"
            onClick={openConfirmationPrompt}
            className={`mt-1 inline-flex min-h-8 items-center rounded text-sm font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-900 ${ring}`}
          >
            {t('promo.resendConfirmation')}
          </button>
        )}
      </form>
      {/* Outside the form: the pop-up's own forms submit through React's tree, which would reach this one. */}
      <LoginPrompt open={loginOpen} onOpenChange={setLoginOpen} reason={t('promo.loginReason')} />
    </>
  );
}
