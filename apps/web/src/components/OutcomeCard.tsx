import type { ReactNode } from 'react';

/**
 * The card of a page reached from a mail's link (unsubscribe, cart reminders off): one outcome, centred, with the
 * way on below it.
 */
export function OutcomeShell({ children }: { children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-10">
        {children}
      </div>
    </section>
  );
}

const check = <path d="M5 12.5l4.5 4.5L19 7.5" />;
const alert = <path strokeWidth="2.8" d="M12 6v8M12 18.5v.01" />;

/** The outcome itself: an icon (a check unless `icon` says otherwise; '!' on error), the heading and the words. */
export function Outcome({
  tone,
  heading,
  message,
  icon,
}: {
  tone: 'success' | 'error';
  heading: string;
  message: string;
  icon?: ReactNode;
}) {
  const success = tone === 'success';
  return (
    <div role={success ? 'status' : 'alert'} className="flex flex-col items-center">
      <span
        className={`flex h-16 w-16 items-center justify-center rounded-full ring-8 ${success ? 'bg-brand-50 text-brand-700 ring-brand-50/50' : 'bg-red-50 text-red-600 ring-red-50/50'}`}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {success ? (icon ?? check) : alert}
        </svg>
      </span>
      <h1 className="mt-5 text-xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{message}</p>
    </div>
  );
}
