import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../../newsletter/components/NewsletterForm.tsx';

/** The blog's 'Subscribe Us' box: the newsletter form, counted as a sign-up from the blog. */
export function SubscribeBox() {
  const { t } = useTranslation('blog');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -top-14 -end-14 h-40 w-40 text-brand-100">
        <circle cx="100" cy="100" r="100" fill="currentColor" />
      </svg>
      <div className="relative">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100"
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="5" width="18" height="14" rx="2.5" />
            <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
          </svg>
        </span>
        <h2 id={headingId} className="mt-4 text-lg font-bold text-slate-900">
          {t('subscribe.title')}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{t('subscribe.text')}</p>
        <div className="mt-4">
          <NewsletterForm source="blog" compact />
        </div>
      </div>
    </section>
  );
}
