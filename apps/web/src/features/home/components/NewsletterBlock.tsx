import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The newsletter sign-up's place on the page. Subscribing is wired in a later issue; until then the field
 * and button are visibly disabled and say so, rather than pretending to subscribe anyone.
 */
export function NewsletterBlock() {
  const { t } = useTranslation('home');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="relative overflow-hidden rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-14">
        <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -top-16 -right-16 h-56 w-56 text-brand-100">
          <circle cx="100" cy="100" r="100" fill="currentColor" />
        </svg>
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('newsletter.eyebrow')}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('newsletter.heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('newsletter.text')}</p>
        </div>
        <form className="relative mt-8 w-full max-w-md lg:mt-0" aria-describedby={`${id}-soon`} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
            {t('newsletter.emailLabel')}
          </label>
          <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto]">
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              disabled
              placeholder={t('newsletter.emailPlaceholder')}
              className="h-12 w-full min-w-0 cursor-not-allowed rounded-full border border-slate-300 bg-white/70 px-5 text-slate-500 placeholder:text-slate-400"
            />
            <button type="submit" disabled className="h-12 cursor-not-allowed rounded-full bg-slate-300 px-7 font-semibold text-slate-600">
              {t('newsletter.submit')}
            </button>
          </div>
          <p id={`${id}-soon`} className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-700">
            <span className="shrink-0 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-900">{t('newsletter.badge')}</span>
            {t('newsletter.comingSoon')}
          </p>
        </form>
      </div>
    </section>
  );
}
