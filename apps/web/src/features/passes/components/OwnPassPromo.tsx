import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOwnPassDiscounts } from '../api.ts';

/** 'Make Your Own Weekend Pass': the percent off for 3, 4, and 5 or more experiences, and the way to the builder. */
export function OwnPassPromo() {
  const { t } = useTranslation('passes');
  const discounts = useOwnPassDiscounts();
  return (
    <section aria-labelledby="own-pass-heading" className="rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="own-pass-heading" className="text-2xl font-bold">
            {t('own.title')}
          </h2>
          <p className="mt-2 text-sm leading-6 text-brand-50">{t('own.intro')}</p>
          {discounts.data && (
            <ul className="mt-4 flex flex-wrap gap-2" data-testid="own-pass-discounts">
              <li className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold">
                {t('own.tier', { percent: discounts.data.three, count: 3 })}
              </li>
              <li className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold">
                {t('own.tier', { percent: discounts.data.four, count: 4 })}
              </li>
              <li className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold">
                {t('own.tierMore', { percent: discounts.data.fiveOrMore, count: 5 })}
              </li>
            </ul>
          )}
        </div>
        <Link
          to="/weekend-passes/make-your-own"
          className="inline-flex min-h-11 shrink-0 items-center justify-center self-start rounded-full bg-white px-6 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:self-center"
        >
          {t('own.cta')}
        </Link>
      </div>
    </section>
  );
}
