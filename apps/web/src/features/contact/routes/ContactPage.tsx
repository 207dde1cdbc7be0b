import '../i18n.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { FormCard } from '../../inbound/FormCard.tsx';
import { PageHero } from '../../inbound/PageHero.tsx';

/** /contact: the headline, the support mail link, the hidden-gems invitation and the form. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const address = t('contact.mail.address');

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[5fr_7fr] lg:gap-12 lg:px-8 lg:py-20">
          <div className="order-2 space-y-5 lg:order-1">
            <InfoCard icon={<path d="M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7" />} heading={t('contact.mail.heading')}>
              <p>{t('contact.mail.text')}</p>
              <a
                href={`mailto:${address}`}
                className="mt-3 inline-block text-base font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {address}
              </a>
            </InfoCard>
            <InfoCard
              icon={<path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />}
              heading={t('contact.gems.heading')}
            >
              <p>{t('contact.gems.text')}</p>
              <Link
                to="/partner-contact"
                className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t('contact.gems.host')}
              </Link>
            </InfoCard>
            <InfoCard
              icon={
                <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.2a2.6 2.6 0 115 1c-.6 1-2.5 1.4-2.5 3M12 16.6v.2" />
              }
              heading={t('contact.faq.heading')}
            >
              <p>{t('contact.faq.text')}</p>
              <Link
                to="/faq"
                className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {t('contact.faq.link')}
              </Link>
            </InfoCard>
          </div>
          <div className="order-1 lg:order-2">
            <FormCard heading={t('contact.formHeading')} intro={t('contact.formIntro')}>
              <ContactForm />
            </FormCard>
          </div>
        </div>
      </div>
    </>
  );
}

function InfoCard({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
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
          {icon}
        </svg>
      </span>
      <div className="min-w-0 text-sm leading-6 text-slate-600">
        <h2 className="text-lg font-bold text-slate-900">{heading}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </section>
  );
}
