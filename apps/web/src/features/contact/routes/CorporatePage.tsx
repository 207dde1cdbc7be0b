import '../i18n.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { CorporateContactForm } from '../components/CorporateContactForm.tsx';
import { FormCard } from '../../inbound/FormCard.tsx';
import { HeroLink, PageHero } from '../../inbound/PageHero.tsx';
import { SectionHeading } from '../../inbound/SectionHeading.tsx';
import { IconTile } from '../../inbound/IconTile.tsx';

interface Item {
  title: string;
  text: string;
}

/** One line-drawn icon per benefit, in the catalogue's order. */
const BENEFIT_ICONS: ReactNode[] = [
  <path key="best" d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  <path key="pioneer" d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  <path
    key="respect"
    d="M7 11V7a2 2 0 114 0v3M11 10V5a2 2 0 114 0v6M15 9a2 2 0 114 0v5a7 7 0 01-7 7h-1a6 6 0 01-5.2-3L4 14.5a1.8 1.8 0 013-2L8 14"
  />,
  <path key="award" d="M12 15a6 6 0 100-12 6 6 0 000 12zM8.5 14l-1.5 7 5-3 5 3-1.5-7" />,
  <path key="dashboard" d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" />,
];

/**
 * /corporate: the pitch (an office that plays together stays together; what's more personal
 * than a weekend; keeping employers happy with five benefits; let's spread happiness) and 'Get in touch'.
 */
export function CorporatePage() {
  const { t } = useTranslation('contact');
  usePageMeta(t('corporate.meta.title'), t('corporate.meta.description'));
  const personalId = useId();
  const benefitsId = useId();
  const spreadId = useId();
  const paragraphs = t('corporate.personal.paragraphs', { returnObjects: true }) as string[];
  const stats = t('corporate.personal.stats', { returnObjects: true }) as { value: string; label: string }[];
  const benefits = t('corporate.benefits.items', { returnObjects: true }) as Item[];
  const points = t('corporate.spread.points', { returnObjects: true }) as string[];

  return (
    <>
      <PageHero eyebrow={t('corporate.eyebrow')} title={t('corporate.title')} lead={t('corporate.lead')}>
        <HeroLink href="#get-in-touch">{t('corporate.cta')}</HeroLink>
        <HeroLink href="/search" tone="outline">
          {t('corporate.explore')}
        </HeroLink>
      </PageHero>

      <section
        aria-labelledby={personalId}
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[7fr_5fr] lg:gap-16 lg:px-8 lg:py-20"
      >
        <div className="max-w-2xl">
          <SectionHeading
            id={personalId}
            eyebrow={t('corporate.personal.eyebrow')}
            heading={t('corporate.personal.heading')}
            paragraphs={paragraphs}
          />
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {stats.map((stat) => (
            <li
              key={stat.label}
              className="flex items-center gap-5 rounded-2xl bg-brand-50 px-6 py-5 ring-1 ring-brand-100"
            >
              <span className="text-4xl font-bold text-brand-700 tabular-nums">{stat.value}</span>
              <span className="text-sm leading-5 font-medium text-slate-700">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={benefitsId} className="border-y border-slate-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <div className="max-w-2xl">
            <SectionHeading
              id={benefitsId}
              eyebrow={t('corporate.benefits.eyebrow')}
              heading={t('corporate.benefits.heading')}
              lead={t('corporate.benefits.lead')}
            />
          </div>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
            {benefits.map((benefit, index) => (
              // Three then two wider cards on a desktop, two by two on a tablet with the last one across.
              <li
                key={benefit.title}
                className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'} ${index === benefits.length - 1 ? 'sm:col-span-2 lg:col-span-3' : ''}`}
              >
                <div className="flex items-center gap-3">
                  <IconTile>{BENEFIT_ICONS[index]}</IconTile>
                  <span className="text-sm font-semibold text-slate-500 tabular-nums" aria-hidden="true">
                    0{index + 1}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{benefit.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby={spreadId} className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[5fr_7fr] lg:gap-12 lg:px-8 lg:py-20">
          <div className="lg:pt-6">
            <SectionHeading
              id={spreadId}
              eyebrow={t('corporate.spread.eyebrow')}
              heading={t('corporate.spread.heading')}
              lead={t('corporate.spread.text')}
            />
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-700">
                  <svg
                    viewBox="0 0 20 20"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    className="mt-0.5 shrink-0 text-brand-700"
                    fill="currentColor"
                  >
                    <path d="M10 18a8 8 0 100-16 8 8 0 000 16zm-1.2-5.2l5-5-1.1-1.1-3.9 3.9-1.9-1.9-1.1 1.1z" />
                  </svg>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <FormCard id="get-in-touch" heading={t('corporate.formHeading')} intro={t('corporate.formIntro')}>
            <CorporateContactForm />
          </FormCard>
        </div>
      </section>
    </>
  );
}
