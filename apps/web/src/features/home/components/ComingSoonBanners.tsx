import '../closingI18n.ts';
import { useTranslation } from 'react-i18next';

/** Two promises, clearly marked as not yet available: no links, no fake app-store badges. */
export function ComingSoonBanners() {
  const { t } = useTranslation('homeClosing');
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
      <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white sm:p-10">
        {/* A ticket: the pass is several experiences in one. */}
        <svg
          viewBox="0 0 140 80"
          aria-hidden="true"
          className="absolute -end-6 -bottom-2 hidden w-48 rotate-[-14deg] text-white/10 sm:block"
        >
          <path
            d="M8 0h124a8 8 0 018 8v20a12 12 0 000 24v20a8 8 0 01-8 8H8a8 8 0 01-8-8V52a12 12 0 000-24V8a8 8 0 018-8z"
            fill="currentColor"
          />
          <path d="M98 8v64" stroke="#134e4a" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="5 5" />
        </svg>
        <Badge tone="sun">{t('pass.badge')}</Badge>
        <h2 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('pass.heading')}</h2>
        <p className="mt-3 max-w-sm text-brand-50">{t('pass.text')}</p>
      </article>
      <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-amber-100 to-orange-100 p-8 text-slate-900 sm:p-10">
        <svg
          viewBox="0 0 80 140"
          aria-hidden="true"
          className="absolute end-8 -bottom-16 hidden h-44 text-slate-900/10 sm:block"
        >
          <rect x="4" y="4" width="72" height="132" rx="14" fill="none" stroke="currentColor" strokeWidth="6" />
          <rect x="28" y="14" width="24" height="5" rx="2.5" fill="currentColor" />
        </svg>
        <Badge tone="dark">{t('app.badge')}</Badge>
        <h2 className="mt-4 max-w-sm text-2xl font-bold tracking-tight sm:text-3xl">{t('app.heading')}</h2>
        <p className="mt-3 max-w-sm text-slate-700">{t('app.text')}</p>
      </article>
    </section>
  );
}

function Badge({ tone, children }: { tone: 'sun' | 'dark'; children: string }) {
  const colours = tone === 'sun' ? 'bg-sun-400 text-slate-900' : 'bg-slate-900 text-white';
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${colours}`}>
      {children}
    </span>
  );
}
