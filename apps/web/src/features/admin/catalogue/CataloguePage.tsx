import '../i18n.ts';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { CATALOGUE_TABS } from './tabs.ts';

/**
 * /admin/catalogue/:tab(/:id): what the site offers and how it is organised (categories, places, lists…), one tab
 * per kind. The tab is the address, so each has its own link and Back works; tabs.ts lists them.
 */
export function CataloguePage() {
  const { t } = useTranslation('admin');
  const { tab } = useParams();
  usePageMeta(t('catalogue.title'));
  const current = CATALOGUE_TABS.find((entry) => entry.id === tab);
  if (!current) return <Navigate to={`/admin/catalogue/${CATALOGUE_TABS[0]!.id}`} replace />;
  const { Component } = current;

  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('catalogue.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('catalogue.intro')}</p>

      <nav aria-label={t('catalogue.tabsLabel')} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {CATALOGUE_TABS.map((entry) => {
            const active = entry.id === tab;
            return (
              <li key={entry.id} className="shrink-0">
                <Link
                  to={`/admin/catalogue/${entry.id}`}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4 ${
                    active
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`}
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-6">
        <Suspense fallback={<p className="text-sm text-slate-600">{t('table.loading')}</p>}>
          <Component />
        </Suspense>
      </div>
    </div>
  );
}
