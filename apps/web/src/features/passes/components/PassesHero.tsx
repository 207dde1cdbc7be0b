import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'What is Weekend Pass?': a short text, and Read More / Read Less for the rest. */
export function PassesHero() {
  const { t } = useTranslation('passes');
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('hero.title')}</h1>
        <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">{t('hero.intro')}</p>
        <div id={moreId} hidden={!expanded} className="mt-3 space-y-3 text-base leading-7 text-slate-700">
          <p>{t('hero.more1')}</p>
          <p>{t('hero.more2')}</p>
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-4 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {expanded ? t('hero.readLess') : t('hero.readMore')}
        </button>
      </div>
    </section>
  );
}
