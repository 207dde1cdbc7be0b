import { useTranslation } from 'react-i18next';

/** Two promises, clearly marked as not yet available: no links, no fake app-store badges. */
export function ComingSoonBanners() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
      <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white sm:p-10">
        <svg viewBox="0 0 120 120" aria-hidden="true" className="absolute -right-6 -bottom-8 h-44 w-44 text-white/10">
          <rect x="10" y="30" width="100" height="64" rx="12" fill="currentColor" />
          <circle cx="60" cy="62" r="16" fill="currentColor" />
        </svg>
        <Badge tone="sun">{t('pass.badge')}</Badge>
        <h2 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('pass.heading')}</h2>
        <p className="mt-3 max-w-md text-brand-50">{t('pass.text')}</p>
      </article>
      <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-amber-100 to-orange-100 p-8 text-slate-900 sm:p-10">
        <svg viewBox="0 0 80 140" aria-hidden="true" className="absolute right-6 -bottom-10 h-48 text-slate-900/10 sm:right-10">
          <rect x="4" y="4" width="72" height="132" rx="14" fill="none" stroke="currentColor" strokeWidth="6" />
          <rect x="28" y="14" width="24" height="5" rx="2.5" fill="currentColor" />
        </svg>
        <Badge tone="dark">{t('app.badge')}</Badge>
        <h2 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('app.heading')}</h2>
        <p className="mt-3 max-w-md text-slate-700">{t('app.text')}</p>
      </article>
    </section>
  );
}

function Badge({ tone, children }: { tone: 'sun' | 'dark'; children: string }) {
  const colours = tone === 'sun' ? 'bg-sun-400 text-slate-900' : 'bg-slate-900 text-white';
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${colours}`}>{children}</span>;
}
