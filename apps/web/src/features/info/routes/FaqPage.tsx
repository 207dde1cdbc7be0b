import '../i18n.ts';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { PageHero } from '../../inbound/PageHero.tsx';
import { FaqAccordion, type FaqItem } from '../components/FaqAccordion.tsx';
import { InlineText } from '../components/InlineText.tsx';

/** /faq: the earlier site's questions and answers as an accordion. */
export function FaqPage() {
  const { t } = useTranslation('info');
  usePageMeta(t('faq.meta.title'), t('faq.meta.description'));
  const moreId = useId();
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  // A link to one answer (/faq#refunds) opens that answer; otherwise the first one is open.
  const { hash } = useLocation();
  const linked = items.find((item) => `#${item.id}` === hash);

  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <FaqAccordion items={items} defaultOpen={(linked ?? items[0])?.id} />
        <section aria-labelledby={moreId} className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h2 id={moreId} className="text-xl font-bold text-slate-900">
            {t('faq.more.heading')}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            <InlineText text={t('faq.more.text')} />
          </p>
          <Link
            to="/how-it-works"
            className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 transition hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('faq.more.howItWorks')}
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </Link>
        </section>
      </div>
    </>
  );
}
