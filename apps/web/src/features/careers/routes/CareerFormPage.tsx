import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CareerApplicationAnswer } from '@weekends/shared/careers';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCareerOpening } from '../api.ts';
import { ApplicationForm } from '../components/ApplicationForm.tsx';
import { ApplicationSent } from '../components/ApplicationSent.tsx';
import { BackLink } from '../components/BackLink.tsx';
import { OpeningMeta } from '../components/OpeningMeta.tsx';
import { UnknownOpening } from '../components/UnknownOpening.tsx';
import '../i18n.ts';
import { wordMessage } from '../../../lib/messages.ts';

/** /career-form/{id}: the application for one open position, then its thank-you. */
export function CareerFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('careers');
  const opening = useCareerOpening(id);
  const [applied, setApplied] = useState<CareerApplicationAnswer | null>(null);
  const data = opening.data;
  usePageMeta(
    data ? t('meta.form.title', { title: data.title }) : t('meta.detail.loading'),
    data
      ? t('meta.form.description', { title: data.title, type: data.employmentType, location: data.location })
      : undefined,
  );

  if (data === null) return <UnknownOpening />;
  if (opening.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t('meta.detail.loading')}</h1>
        <LoadError title={t('detail.loadError')} error={opening.error} onRetry={() => void opening.refetch()} />
      </section>
    );
  }

  return (
    <section className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto max-w-3xl">
        {data ? (
          <>
            <BackLink to={`/career-detail/${encodeURIComponent(data.slug)}`}>{t('form.back')}</BackLink>
            <div className="overflow-hidden rounded-3xl bg-white shadow-[0_20px_60px_-30px_rgb(15_23_42/0.35)] ring-1 ring-slate-200">
              <header className="border-b border-slate-100 bg-gradient-to-br from-brand-50 to-white px-5 py-7 sm:px-10 sm:py-9">
                <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{t('form.eyebrow')}</p>
                <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.title}</h1>
                <div className="mt-4">
                  <OpeningMeta location={data.location} employmentType={data.employmentType} />
                </div>
                {!applied && <p className="mt-4 text-sm leading-6 text-slate-600">{t('form.intro')}</p>}
              </header>
              <div className="px-5 py-8 sm:px-10 sm:py-10">
                {applied ? (
                  <ApplicationSent message={wordMessage(applied.message)} />
                ) : (
                  <ApplicationForm slug={data.slug} onApplied={setApplied} />
                )}
              </div>
            </div>
          </>
        ) : (
          <FormSkeleton />
        )}
      </div>
    </section>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className="animate-pulse rounded-3xl bg-white p-8 ring-1 ring-slate-200 sm:p-10">
      <div className="h-3 w-24 rounded bg-slate-200" />
      <div className="mt-3 h-8 w-2/3 rounded bg-slate-200" />
      <div className="mt-8 space-y-4">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="h-11 w-full rounded-lg bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
