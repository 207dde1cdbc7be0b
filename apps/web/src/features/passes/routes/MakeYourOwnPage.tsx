import '../i18n.ts';
import '../../pass/i18n.ts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OWN_PASS_MIN_EXPERIENCES, ownPassDiscount, type ActivityCard } from '@weekends/shared';
import { CART_MESSAGES, MAX_CART_ITEMS } from '@weekends/shared/cart';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { isChosen, type PassChoices } from '../../pass/passSelection.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { activityQuery, useOwnPassDiscounts } from '../api.ts';
import { ExperienceSearch } from '../components/ExperienceSearch.tsx';
import { PassBookingForm } from '../components/PassBookingForm.tsx';
import { ownPassExperience } from '../lib/experiences.ts';
import { usePassBooking } from '../lib/usePassBooking.ts';
import { wordMessage } from '../../../lib/messages.ts';

/**
 * /weekend-passes/make-your-own: the customer searches the catalogue and picks 3 or more experiences, chooses
 * quantities (first option at 1) and days, and sees the pass's totals at the percent off for that many experiences
 * (GET /api/own-pass, shared ownPassDiscount). Book Now puts it in the cart as their own pass (bundleId null);
 * below 3 experiences it says why and cannot be pressed.
 */
export function MakeYourOwnPage() {
  const { t } = useTranslation('passes');
  usePageMeta(t('builder.metaTitle'), t('own.intro'));
  const discounts = useOwnPassDiscounts();
  const [picked, setPicked] = useState<ActivityCard[]>([]);
  const details = useQueries({ queries: picked.map((card) => activityQuery(card.slug)) });

  // Each picked experience once its price options have come, at the percent for the number of experiences chosen
  // (those with a quantity above 0), by the shared rule.
  const loaded = details.flatMap((query) => (query.data ? [ownPassExperience(query.data, 0)] : []));
  const countOf = (choices: PassChoices) => loaded.filter((experience) => isChosen(experience, choices)).length;
  const booking = usePassBooking(
    null,
    (choices) => {
      const percent = discounts.data ? ownPassDiscount(countOf(choices), discounts.data) : 0;
      return loaded.map((experience) => ({ ...experience, discountPercent: percent }));
    },
    t('loginReason'),
  );
  const experiences = booking.experiences;
  const count = countOf(booking.state.choices);
  const percent = experiences[0]?.discountPercent ?? 0;
  const tooSmall = count < OWN_PASS_MIN_EXPERIENCES;
  const stillLoading = details.some((query) => query.isPending);
  const failed = details.some((query) => query.isError);

  const toggle = (card: ActivityCard) =>
    setPicked((current) =>
      current.some((c) => c.id === card.id)
        ? current.filter((c) => c.id !== card.id)
        : current.length >= MAX_CART_ITEMS
          ? current
          : [...current, card],
    );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8 lg:pt-8 lg:pb-16">
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
          <li>
            <Link
              to="/"
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('breadcrumb.home')}
            </Link>
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            <Link
              to="/weekend-passes"
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('breadcrumb.passes')}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl lg:text-4xl">{t('own.title')}</h1>
      <p className="mt-3 max-w-3xl leading-7 text-slate-700">{t('builder.intro')}</p>
      {discounts.data && (
        <p className="mt-2 text-sm font-medium text-brand-800" data-testid="builder-tiers">
          {t('builder.tiers', {
            three: discounts.data.three,
            four: discounts.data.four,
            five: discounts.data.fiveOrMore,
          })}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ExperienceSearch picked={picked} onToggle={toggle} />

        <aside className="lg:sticky lg:top-32 lg:self-start">
          <section
            aria-labelledby="own-pass-panel"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:p-6"
          >
            <h2 id="own-pass-panel" className="text-lg font-bold text-slate-900">
              {t('builder.panelHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="builder-count">
              {t('builder.count', { count })}
              {percent > 0 && ` · ${t('builder.percentOff', { percent })}`}
            </p>
            {picked.length === 0 && <p className="mt-4 text-sm text-slate-500">{t('builder.empty')}</p>}
            {stillLoading && (
              <p role="status" className="mt-2 text-sm text-slate-500">
                {t('builder.loadingExperience')}
              </p>
            )}
            {failed && <p className="mt-2 text-sm font-medium text-red-700">{t('builder.experienceError')}</p>}
            <PassBookingForm
              experiences={experiences}
              state={booking.state}
              totals={booking.totals}
              problem={booking.problem}
              error={booking.error}
              onBookNow={booking.bookNow}
              pending={booking.pending}
              variant="panel"
              disabled={tooSmall}
              notice={tooSmall ? wordMessage(CART_MESSAGES.ownPassTooSmall) : undefined}
              onRemove={(activityId) => setPicked((current) => current.filter((card) => card.id !== activityId))}
            />
          </section>
        </aside>
      </div>
      <LoginPrompt {...booking.loginPrompt} />
    </div>
  );
}
