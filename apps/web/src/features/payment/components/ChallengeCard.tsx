import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxSession } from '@weekends/shared/checkout';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formatAed } from '../../../lib/format/index.ts';
import { leaveTo } from '../../../lib/leavePage.ts';
import { isClosedError, useSandboxChallenge } from '../api.ts';

/**
 * The 3-D Secure check, drawn as a bank's page would be: 'Confirm this payment of AED x to Weekends' with Complete
 * and Fail. Either answer sends the browser back to the shop, which learns the outcome from the gateway.
 */
export function ChallengeCard({ session, onClosed }: { session: SandboxSession; onClosed: () => void }) {
  const { t } = useTranslation('payment');
  const challenge = useSandboxChallenge(session.id);
  const running = useRef(false);
  const [chosen, setChosen] = useState<'complete' | 'fail' | null>(null);
  const [alert, setAlert] = useState('');
  const amount = formatAed(session.amount);

  const answer = (outcome: 'complete' | 'fail') => {
    if (running.current) return;
    running.current = true;
    setChosen(outcome);
    setAlert('');
    challenge.mutate(outcome, {
      onSuccess: (step) => leaveTo(step.redirectUrl),
      onError: (error) => {
        running.current = false;
        setChosen(null);
        if (isClosedError(error)) return onClosed();
        setAlert(t('failed'));
      },
    });
  };

  const button =
    'inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70 sm:flex-1';
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-lg shadow-slate-900/10">
      <div className="flex items-center justify-between gap-3 bg-slate-900 px-5 py-3 text-white">
        <span className="inline-flex items-center gap-2 text-sm font-bold tracking-wide">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M3 9l9-5 9 5M5 9v9M19 9v9M9 9v9M15 9v9M3 20h18" />
          </svg>
          {t('challenge.bank')}
        </span>
        <span className="text-xs font-semibold text-slate-300 uppercase">{t('challenge.secureCheck')}</span>
      </div>
      <div className="p-5 sm:p-7">
        <h1 className="text-xl leading-snug font-bold text-slate-900">
          {t('challenge.heading', { amount, merchant: session.merchant })}
        </h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">{t('challenge.body')}</p>
        <dl className="mt-5 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          <div className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">{t('challenge.merchant')}</dt>
            <dd className="font-semibold text-slate-900">{session.merchant}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">{t('challenge.amount')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{amount}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-500">{t('challenge.order')}</dt>
            <dd className="font-semibold text-slate-900">{session.orderNumber}</dd>
          </div>
        </dl>
        {alert && (
          <div className="mt-4">
            <FormAlert>{alert}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="button"
            onClick={() => answer('complete')}
            disabled={chosen !== null}
            aria-busy={chosen === 'complete' || undefined}
            className={`${button} bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900`}
          >
            {chosen === 'complete' ? t('challenge.working') : t('challenge.complete')}
          </button>
          <button
            type="button"
            onClick={() => answer('fail')}
            disabled={chosen !== null}
            aria-busy={chosen === 'fail' || undefined}
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-slate-900`}
          >
            {chosen === 'fail' ? t('challenge.working') : t('challenge.fail')}
          </button>
        </div>
      </div>
    </div>
  );
}
