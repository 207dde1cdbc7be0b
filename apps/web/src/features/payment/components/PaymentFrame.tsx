import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/LogoMark.tsx';
import { TestModeNotice } from './TestModeNotice.tsx';

/**
 * The hosted payment pages' frame, apart from the shop's header and footer as a card processor's page would be:
 * the mark, 'Secure payment' and a plain 'Test mode' tag, then the test-mode notice with the card that pays (no real
 * card is charged here), then the page's card.
 */
export function PaymentFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payment');
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 via-slate-50 to-slate-100">
      <header className="border-b border-slate-200/80 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="inline-flex items-center gap-2">
            <LogoMark size={30} />
            <span className="text-lg font-extrabold tracking-tight text-slate-900">{t('brand')}</span>
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
              {t('testMode')}
            </span>
            <span className="hidden items-center gap-1.5 text-sm font-medium text-slate-600 sm:inline-flex">
              <LockIcon />
              {t('secure')}
            </span>
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-md px-4 py-8 sm:py-12">
        <TestModeNotice />
        {children}
      </main>
    </div>
  );
}

export function LockIcon({ className = 'text-brand-700' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      className={className}
    >
      <rect x="4" y="9" width="12" height="8" rx="1.5" />
      <path d="M7 9V6.5a3 3 0 016 0V9" strokeLinecap="round" />
    </svg>
  );
}

/** A white card of the payment pages. */
export function PaymentCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-slate-900/5 sm:p-7 ${className}`}
    >
      {children}
    </div>
  );
}

/** A waiting line with a spinner, announced politely. */
export function PaymentWaiting({ children }: { children: ReactNode }) {
  return (
    <PaymentCard className="flex flex-col items-center gap-4 py-14 text-center">
      <span
        aria-hidden="true"
        className="h-9 w-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p role="status" className="text-base font-medium text-slate-700">
        {children}
      </p>
    </PaymentCard>
  );
}
