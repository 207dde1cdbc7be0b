import '../i18n.ts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { PageHero } from '../../inbound/PageHero.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { CheckIcon } from '../components/CheckIcon.tsx';
import { inlineLinkClass } from '../components/InlineText.tsx';
import { IconTile } from '../../inbound/IconTile.tsx';

interface Step {
  title: string;
  text: string;
}

/** One line-drawn icon per step, in the steps' order: discover, book, voucher, enjoy. */
const STEP_ICONS: ReactNode[] = [
  <path key="discover" d="M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM21 21l-5.2-5.2" />,
  <path key="book" d="M4 7h16v12H4zM4 11h16M8 3v4M16 3v4" />,
  <path
    key="voucher"
    d="M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4zM14.5 6v12"
  />,
  <path key="enjoy" d="M12 3v2M5.6 5.6l1.4 1.4M3 12h2M19 12h2M17 7l1.4-1.4M7 16a5 5 0 1110 0M3 20h18" />,
];

/** /how-it-works: the static four-step guide. */
export function HowItWorksPage() {
  const { t } = useTranslation('info');
  usePageMeta(t('howItWorks.meta.title'), t('howItWorks.meta.description'));
  const steps = t('howItWorks.steps', { returnObjects: true }) as Step[];
  const goodToKnow = t('howItWorks.goodToKnow.items', { returnObjects: true }) as string[];
  const goodId = useId();
  const ctaId = useId();

  return (
    <>
      <PageHero eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} lead={t('howItWorks.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <IconTile>{STEP_ICONS[index]}</IconTile>
                <span aria-hidden="true" className="text-5xl font-black text-slate-100 tabular-nums">
                  {index + 1}
                </span>
              </div>
              <p className="mt-5 text-xs font-bold tracking-wider text-brand-700 uppercase">
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </p>
              <h2 className="mt-1 text-xl font-bold text-slate-900">{step.title}</h2>
              <p className="mt-3 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>

        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby={goodId} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
            <h2 id={goodId} className="text-xl font-bold text-slate-900">
              {t('howItWorks.goodToKnow.heading')}
            </h2>
            <ul className="mt-5 space-y-3">
              {goodToKnow.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <CheckIcon />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <Link to="/faq" className={`mt-6 inline-block text-sm ${inlineLinkClass}`}>
              {t('howItWorks.goodToKnow.faq')}
            </Link>
          </section>
          <section
            aria-labelledby={ctaId}
            className="flex flex-col justify-center rounded-2xl bg-slate-900 p-6 text-white sm:p-8"
          >
            <h2 id={ctaId} className="text-xl font-bold">
              {t('howItWorks.cta.heading')}
            </h2>
            <div className="mt-5 flex flex-wrap gap-3">
              <ButtonLink to="/plan-my-weekend">{t('howItWorks.cta.plan')}</ButtonLink>
              <ButtonLink to="/search" tone="light">
                {t('howItWorks.cta.browse')}
              </ButtonLink>
            </div>
            <p className="mt-6 text-sm text-slate-300">
              {t('howItWorks.cta.hostText')}{' '}
              <Link
                to="/partner-contact"
                className="font-semibold text-white underline underline-offset-2 hover:text-brand-100 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t('howItWorks.cta.host')}
              </Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
