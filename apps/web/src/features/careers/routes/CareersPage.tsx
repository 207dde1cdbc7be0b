import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCareers } from '../api.ts';
import { CareersHero } from '../components/CareersHero.tsx';
import { OpeningCard } from '../components/OpeningCard.tsx';
import '../i18n.ts';

interface Reason {
  title: string;
  text: string;
}

const REASON_ICONS = [
  'M12 21s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 11c0 5.6-7 10-7 10z',
  'M4 7h16v12H4zM4 11h16M8 3v4M16 3v4',
  'M3 17l6-6 4 4 8-8M15 7h6v6',
];

const mailLink = (
  <a
    href="mailto:careers@weekends.ae"
    className="font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:text-brand-900"
  />
);

/** /career: what working at Weekends is like, then the open positions as rows on the same page. */
export function CareersPage() {
  const { t } = useTranslation('careers');
  usePageMeta(t('meta.list.title'), t('meta.list.description'));
  const careers = useCareers();
  const reasons = t('list.why', { returnObjects: true }) as Reason[];
  const whyId = useId();
  const openingsId = useId();

  return (
    <>
      <CareersHero eyebrow={t('list.eyebrow')} title={t('list.heading')} lead={t('list.lead')}>
        <a
          href="#open-positions"
          className="mt-8 inline-flex items-center justify-center rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-slate-900 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('list.heroCta')}
        </a>
      </CareersHero>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <section aria-labelledby={whyId}>
          <h2 id={whyId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('list.whyHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3 sm:gap-6">
            {reasons.map((reason, index) => (
              <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <svg
                    viewBox="0 0 24 24"
                    width="22"
                    height="22"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={REASON_ICONS[index % REASON_ICONS.length]} />
                  </svg>
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="open-positions" aria-labelledby={openingsId} className="mt-14 scroll-mt-24">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={openingsId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('list.openingsHeading')}
            </h2>
            {careers.data && careers.data.length > 0 && (
              <p className="text-sm text-slate-500">{t('list.openingsCount', { count: careers.data.length })}</p>
            )}
          </div>
          <div className="mt-6">
            {careers.isPending ? (
              <OpeningsSkeleton />
            ) : careers.isError ? (
              <LoadError title={t('list.loadError')} error={careers.error} onRetry={() => void careers.refetch()} />
            ) : careers.data.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
                <p className="font-semibold text-slate-900">{t('list.empty')}</p>
                <p className="mt-2 text-sm text-slate-600">
                  <Trans t={t} i18nKey="list.emptyHint" components={{ mail: mailLink }} />
                </p>
              </div>
            ) : (
              <ul className="space-y-4">
                {careers.data.map((opening) => (
                  <li key={opening.slug}>
                    <OpeningCard opening={opening} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {careers.data && careers.data.length > 0 && (
            <p className="mt-8 rounded-2xl bg-brand-50 px-6 py-5 text-slate-700">
              <Trans t={t} i18nKey="list.speculative" components={{ mail: mailLink }} />
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function OpeningsSkeleton() {
  return (
    <ul aria-busy="true" className="space-y-4">
      {[0, 1, 2].map((row) => (
        <li key={row} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-6">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="mt-4 flex gap-2">
            <div className="h-7 w-28 rounded-full bg-slate-100" />
            <div className="h-7 w-24 rounded-full bg-slate-100" />
          </div>
          <div className="mt-4 h-4 w-full rounded bg-slate-100" />
          <div className="mt-2 h-4 w-2/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
