import '../i18n.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { FormCard } from '../../inbound/FormCard.tsx';
import { Eyebrow, HeroLink, PageHero } from '../../inbound/PageHero.tsx';
import { PartnerContactForm } from '../components/PartnerContactForm.tsx';

interface Item {
  title: string;
  text: string;
}

const WHY_ICONS: ReactNode[] = [
  <path
    key="reach"
    d="M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
  />,
  <path key="payments" d="M3 6h18v12H3zM3 10h18M7 15h3" />,
  <path key="dashboard" d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" />,
  <path key="corporate" d="M4 21V5l8-2v18M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20" />,
];

/** The hero's main call to action: to the host sign-up, in the look of the hero's pill links. */
const APPLY_LINK =
  'inline-flex items-center justify-center rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-slate-900 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * /partner-contact, 'Become A Host': why host with us, how it works, the way to the host sign-up (/partner-new) and a
 * contact form for questions.
 */
export function PartnerContactPage() {
  const { t } = useTranslation('contact');
  usePageMeta(t('partner.meta.title'), t('partner.meta.description'));
  const whyId = useId();
  const howId = useId();
  const readyId = useId();
  const why = t('partner.why.items', { returnObjects: true }) as Item[];
  const steps = t('partner.how.steps', { returnObjects: true }) as Item[];

  return (
    <>
      <PageHero eyebrow={t('partner.eyebrow')} title={t('partner.title')} lead={t('partner.lead')}>
        <Link to="/partner-new" className={APPLY_LINK}>
          {t('partner.apply')}
        </Link>
        <HeroLink href="#host-form" tone="outline">
          {t('partner.cta')}
        </HeroLink>
      </PageHero>

      <section aria-labelledby={whyId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="max-w-2xl">
          <Eyebrow>{t('partner.why.eyebrow')}</Eyebrow>
          <h2 id={whyId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('partner.why.heading')}
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <svg
                  viewBox="0 0 24 24"
                  width="26"
                  height="26"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  {WHY_ICONS[index]}
                </svg>
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={howId} className="border-y border-slate-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <div className="max-w-2xl">
            <Eyebrow>{t('partner.how.eyebrow')}</Eyebrow>
            <h2 id={howId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('partner.how.heading')}
            </h2>
          </div>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative">
                <span
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby={readyId} className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-2xl">
            <h2 id={readyId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('partner.ready.heading')}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t('partner.ready.text')}</p>
          </div>
          <Link
            to="/partner-new"
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-brand-700 px-7 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('partner.apply')}
          </Link>
        </div>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <FormCard id="host-form" heading={t('partner.formHeading')} intro={t('partner.formIntro')}>
            <PartnerContactForm />
          </FormCard>
        </div>
      </div>
    </>
  );
}
