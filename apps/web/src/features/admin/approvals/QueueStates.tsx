import { useTranslation } from 'react-i18next';

/** A queue with nothing waiting: what would appear here. */
export function QueueEmpty({ title, body }: { title: string; body: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{body}</p>
    </div>
  );
}

/** The queue while it loads: the list's shape, so the page does not jump. */
export function QueueSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      aria-label={t('form.wait')}
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]"
    >
      <div className="space-y-3">
        {[1, 2, 3].map((n) => (
          <div key={n} className="h-20 animate-pulse rounded-xl bg-white" />
        ))}
      </div>
      <div className="hidden h-96 animate-pulse rounded-2xl bg-white lg:block" />
    </div>
  );
}

/** The detail side before anything is chosen (desktop only: on a phone the list fills the page). */
export function SelectHint() {
  const { t } = useTranslation('admin');
  return (
    <div className="hidden min-h-64 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white/60 p-8 text-center text-sm text-slate-500 lg:flex">
      {t('approvals.selectHint')}
    </div>
  );
}

/** Where the detail replaces the list (a phone; a listing's wide comparison anywhere), this leads back. */
export function BackToList({ onBack, always = false }: { onBack: () => void; always?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={onBack}
      className={`mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${always ? '' : 'lg:hidden'}`}
    >
      <svg
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="rtl:rotate-180"
      >
        <path d="M12 15l-5-5 5-5" />
      </svg>
      {t('approvals.backToList')}
    </button>
  );
}
