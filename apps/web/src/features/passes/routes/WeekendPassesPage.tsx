import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useBundles } from '../api.ts';
import { OwnPassPromo } from '../components/OwnPassPromo.tsx';
import { PassCard } from '../components/PassCard.tsx';
import { PassesHero } from '../components/PassesHero.tsx';

/** /weekend-passes: what a weekend pass is, every pass as a card, and Make Your Own Weekend Pass. */
export function WeekendPassesPage() {
  const { t } = useTranslation('passes');
  const bundles = useBundles();
  usePageMeta(t('meta.title'), t('meta.description'));

  return (
    <>
      <PassesHero />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {bundles.isPending && (
          <div aria-busy="true" className="space-y-8">
            <p role="status" className="sr-only">
              {t('loading')}
            </p>
            {[0, 1].map((n) => (
              <div key={n} className="h-80 animate-pulse rounded-3xl bg-slate-100" />
            ))}
          </div>
        )}
        {bundles.isError && (
          <LoadError title={t('listError')} error={bundles.error} onRetry={() => void bundles.refetch()} />
        )}
        {bundles.data?.length === 0 && <p className="text-center text-slate-600">{t('none')}</p>}
        {bundles.data?.map((pass, index) => (
          <PassCard key={pass.id} pass={pass} priority={index === 0} />
        ))}
        <OwnPassPromo />
      </div>
    </>
  );
}
