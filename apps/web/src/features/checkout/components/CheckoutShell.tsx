import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The checkout's frame: its title band (the dashboard's look) and the page's width. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="pb-16">
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-x-6 gap-y-1 px-4 py-7 sm:px-6 lg:px-8 lg:py-9">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('heading')}</h1>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
              className="text-brand-700"
            >
              <rect x="4" y="9" width="12" height="8" rx="1.5" />
              <path d="M7 9V6.5a3 3 0 016 0V9" strokeLinecap="round" />
            </svg>
            {t('secureNote')}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-10">{children}</div>
    </div>
  );
}

/** A waiting line with a spinner, announced politely. */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="h-9 w-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="max-w-md text-base font-medium text-slate-700">{children}</p>
    </div>
  );
}

/** The checkout's white cards. */
export function Card({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      {children}
    </section>
  );
}
