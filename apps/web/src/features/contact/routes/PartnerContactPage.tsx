import '../i18n.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { FormCard } from '../../inbound/FormCard.tsx';
import { HeroLink, PageHero } from '../../inbound/PageHero.tsx';
import { PartnerContactForm } from '../components/PartnerContactForm.tsx';
import { SectionHeading } from '../../inbound/SectionHeading.tsx';
import { IconCardsSection } from '../../inbound/IconCardsSection.tsx';
import { NumberedStep } from '../../inbound/NumberedStep.tsx';

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

      <IconCardsSection
        eyebrow={t('partner.why.eyebrow')}
        heading={t('partner.why.heading')}
        items={why}
        icons={WHY_ICONS}
      />

      <section aria-labelledby={howId} className="border-y border-slate-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <div className="max-w-2xl">
            <SectionHeading id={howId} eyebrow={t('partner.how.eyebrow')} heading={t('partner.how.heading')} />
          </div>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative">
                <NumberedStep number={index + 1} title={step.title} text={step.text} />
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
