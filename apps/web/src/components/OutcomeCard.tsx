import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../lib/api.ts';

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

export const outcomePrimaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const quietLink =
  'rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** While a mailed link is being used: the page's title and what is happening, announced. */
export function OutcomePending({ title, text }: { title: string; text: string }) {
  return (
    <OutcomeShell>
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <div role="status" className="mt-6 flex flex-col items-center gap-4">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
        <p className="text-sm text-slate-600">{text}</p>
      </div>
    </OutcomeShell>
  );
}

/**
 * Why a mailed link's request failed, as its page says it: the link itself is missing or malformed; the server refused
 * it (a forged, used or expired link: its words, and no retry, since trying again cannot help); or the request never
 * got an answer (the network, or the server's own failure: a retry).
 */
export function linkFailure(
  error: unknown,
  wellFormed: boolean,
  words: { malformed: string; networkError: string },
): { message: string; canRetry: boolean } {
  if (!wellFormed) return { message: words.malformed, canRetry: false };
  const answered = error instanceof ApiRequestError && error.body && error.status < 500;
  return answered ? { message: error.message, canRetry: false } : { message: words.networkError, canRetry: true };
}

/**
 * A mailed link that did not work: the heading and why, 'Try again' when trying again can help, and the way on (the
 * main button, or a quiet link under 'Try again').
 */
export function OutcomeFailed({
  title,
  heading,
  failure,
  retry,
  way,
}: {
  /** The page's title for screen readers, when the heading is not it. */
  title?: string;
  heading: string;
  failure: { message: string; canRetry: boolean };
  retry: { label: string; busy: boolean; onRetry: () => void };
  way: { to: string; label: string };
}) {
  return (
    <OutcomeShell>
      {title && <h1 className="sr-only">{title}</h1>}
      <Outcome tone="error" heading={heading} message={failure.message} />
      <div className="mt-8 flex flex-col items-center gap-4">
        {failure.canRetry && (
          <button type="button" onClick={retry.onRetry} disabled={retry.busy} className={outcomePrimaryButton}>
            {retry.label}
          </button>
        )}
        <Link to={way.to} className={failure.canRetry ? quietLink : outcomePrimaryButton}>
          {way.label}
        </Link>
      </div>
    </OutcomeShell>
  );
}
