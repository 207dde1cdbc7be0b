import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sandboxPayBodySchema, type SandboxPayBody, type SandboxSession } from '@weekends/shared/checkout';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format/index.ts';
import { leaveTo } from '../../../lib/leavePage.ts';
import { isClosedError, useCancelSandbox, usePaySandbox, type SandboxStep } from '../api.ts';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/cardFormat.ts';
import { LockIcon } from './PaymentFrame.tsx';

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

interface Props {
  session: SandboxSession;
  /** The session was closed meanwhile (paid in another tab, expired): the page shows so. */
  onClosed: () => void;
}

/**
 * The card form of the sandbox's hosted page: number (grouped by 4), expiry (MM / YY), CVC and name, with the
 * browser's card autofill. Pay sends it once (the button stays busy until the browser has left); 3-D Secure cards go
 * to the bank's check; any other answer sends the browser back to the shop. Cancel goes back without paying.
 */
export function CardForm({ session, onClosed }: Props) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const pay = usePaySandbox(session.id);
  const cancel = useCancelSandbox(session.id);
  const running = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [alert, setAlert] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SandboxPayBody, unknown, z.output<typeof sandboxPayBodySchema>>({
    resolver: zodResolver(sandboxPayBodySchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });

  /** One request at a time; a step that leaves the page keeps the form busy. */
  const run = async (request: () => Promise<SandboxStep>, onError: (error: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setLeaving(true);
    setAlert('');
    try {
      const step = await request();
      if (step.next === 'challenge') return void navigate(`/pay/sandbox/${encodeURIComponent(session.id)}/challenge`);
      leaveTo(step.redirectUrl);
    } catch (error) {
      running.current = false;
      setLeaving(false);
      if (isClosedError(error)) return onClosed();
      onError(error);
    }
  };

  // A refused card form (400) puts its messages on the fields; anything else is said once, above them.
  const payError = (error: unknown) =>
    setAlert(
      error instanceof ApiRequestError && error.status === 400 ? applyApiError(error, setError, FIELDS) : t('failed'),
    );
  const submit = (event: FormEvent) => void handleSubmit((body) => run(() => pay.mutateAsync(body), payError))(event);
  const cancelPayment = () =>
    run(
      () => cancel.mutateAsync(),
      () => setAlert(t('failed')),
    );
  const amount = formatAed(session.amount);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="card-heading" className="mt-5">
      <h2 id="card-heading" className="text-base font-semibold text-slate-900">
        {t('cardHeading')}
      </h2>
      {alert && (
        <div className="mt-3">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <div className="mt-4 space-y-4">
        <Controller
          control={control}
          name="cardNumber"
          render={({ field, fieldState }) => (
            <TextField
              label={t('cardNumber')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              inputMode="numeric"
              dir="ltr"
              autoComplete="cc-number"
              placeholder={t('cardNumberPlaceholder')}
            />
          )}
        />
        <div className="grid grid-cols-2 gap-4">
          <Controller
            control={control}
            name="expiry"
            render={({ field, fieldState }) => (
              <TextField
                label={t('expiry')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(formatExpiry(event.target.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                inputMode="numeric"
                dir="ltr"
                autoComplete="cc-exp"
                placeholder={t('expiryPlaceholder')}
              />
            )}
          />
          <Controller
            control={control}
            name="cvc"
            render={({ field, fieldState }) => (
              <TextField
                label={t('cvc')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(formatCvc(event.target.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                inputMode="numeric"
                dir="ltr"
                autoComplete="cc-csc"
                placeholder={t('cvcPlaceholder')}
              />
            )}
          />
        </div>
        <TextField
          label={t('name')}
          autoComplete="cc-name"
          autoCapitalize="words"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <button
        type="submit"
        disabled={leaving}
        aria-busy={leaving || undefined}
        className="mt-6 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        <LockIcon className="text-white/90" />
        {leaving ? t('paying') : t('pay', { amount })}
      </button>
      <button
        type="button"
        onClick={() => void cancelPayment()}
        disabled={leaving}
        className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full text-sm font-semibold text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {t('cancel')}
      </button>
    </form>
  );
}
