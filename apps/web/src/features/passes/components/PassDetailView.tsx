import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BundleDetail } from '@weekends/shared';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { bundleExperiences } from '../lib/experiences.ts';
import { usePassBooking } from '../lib/usePassBooking.ts';
import { ExperienceList } from './ExperienceList.tsx';
import { MobilePassBar } from './MobilePassBar.tsx';
import { PassBookingForm } from './PassBookingForm.tsx';

const crumb = 'rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * A weekend pass's page: its experiences, numbered, each with View Details; and the
 * Payment Details panel where each experience's quantities (first option at 1) and day are chosen, with the pass's
 * totals and Book Now. On phones the panel gives way to a bar with the Total and a sheet with the same choices.
 */
export function PassDetailView({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation('passes');
  const experiences = useMemo(() => bundleExperiences(bundle), [bundle]);
  const booking = usePassBooking(bundle.id, experiences, t('loginReason'));
  usePageMeta(bundle.name, bundle.description);

  const form = (variant: 'panel' | 'sheet') => (
    <PassBookingForm
      experiences={experiences}
      state={booking.state}
      totals={booking.totals}
      problem={booking.problem}
      error={booking.error}
      onBookNow={booking.bookNow}
      pending={booking.pending}
      variant={variant}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8 lg:pt-8 lg:pb-16">
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
          <li>
            <Link to="/" className={crumb}>
              {t('breadcrumb.home')}
            </Link>
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <Link to="/weekend-passes" className={crumb}>
              {t('breadcrumb.passes')}
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate text-slate-700">
              {bundle.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl lg:text-4xl">
            {bundle.name}
          </h1>
          {bundle.coverImage && (
            <img
              src={bundle.coverImage}
              alt=""
              width={1200}
              height={500}
              className="mt-5 aspect-[12/5] w-full rounded-2xl bg-slate-100 object-cover"
            />
          )}
          <p className="mt-5 max-w-3xl leading-7 whitespace-pre-line text-slate-700">{bundle.description}</p>
          {bundle.highlights.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2">
              {bundle.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {highlight}
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-8 mb-4 text-xl font-bold text-slate-900">
            {t('detail.experiencesHeading', { count: bundle.items.length })}
          </h2>
          <ExperienceList items={bundle.items} />
        </div>

        <aside className="hidden md:sticky md:top-32 md:block md:self-start">
          <section
            aria-labelledby="payment-details"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:p-6"
          >
            <h2 id="payment-details" className="text-lg font-bold text-slate-900">
              {t('detail.paymentDetails')}
            </h2>
            {form('panel')}
          </section>
        </aside>
      </div>

      <MobilePassBar total={booking.totals.total}>{form('sheet')}</MobilePassBar>
      <LoginPrompt {...booking.loginPrompt} />
    </div>
  );
}
