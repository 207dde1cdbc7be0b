import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../lib/refusal.ts';

/**
 * A block whose data did not load says why, instead of a spinner that never stops or a block that silently
 * vanishes. When the server refused (a 4xx with its reason: confirm your e-mail, not yours, gone) the panel shows
 * that reason and whatever `action` can change it, and no Try again, since the same request would be refused again.
 * Any other failure (offline, a 5xx) shows `title` and a Try again. Shared by every feature's lists and pages.
 */
export function LoadError({
  title,
  hint,
  error,
  onRetry,
  action,
}: {
  title: string;
  hint?: string;
  /** What the query or request threw; null when the failure has no single request behind it. */
  error: unknown;
  onRetry: () => void;
  /** What the customer can do about a refusal (e.g. resend the confirmation e-mail). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const refusal = refusalOf(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
        className="text-slate-400"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 8v5m0 3.5h.01M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z"
        />
      </svg>
      {refusal ? (
        <>
          <p className="max-w-prose font-semibold text-slate-900">{refusal.message}</p>
          {action}
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{title}</p>
          {hint && <p className="text-sm text-slate-600">{hint}</p>}
          <button
            type="button"
            onClick={onRetry}
            className="mt-2 inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('loadError.retry')}
          </button>
        </>
      )}
    </div>
  );
}
