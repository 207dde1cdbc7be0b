import './menusI18n.ts';
import * as Accordion from '@radix-ui/react-accordion';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategories, withoutWeekendPass } from '../../lib/catalog-lookups.ts';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The mobile sheet's categories: each expands to a link to itself and to its sub-categories. */
export function MobileCategories({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['shell', 'headerMenus']);
  const { data, isPending, isError, refetch } = useCategories();

  if (isPending) {
    return (
      <div className="mt-2 space-y-2" aria-label={t('nav.loading')} role="status">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mt-2 flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p>{t('nav.error')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={`shrink-0 rounded-full border border-slate-300 px-3 py-1.5 font-semibold ${ring}`}
        >
          {t('nav.retry')}
        </button>
      </div>
    );
  }

  return (
    <Accordion.Root type="single" collapsible className="mt-2 divide-y divide-slate-100">
      {withoutWeekendPass(data).map((category) => (
        <Accordion.Item key={category.id} value={String(category.id)}>
          <Accordion.Header>
            <Accordion.Trigger
              className={`group flex min-h-12 w-full items-center justify-between rounded px-1 text-start text-base font-medium text-slate-800 ${ring}`}
            >
              {category.name}
              <svg
                viewBox="0 0 20 20"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                className="text-slate-400 transition-transform group-data-[state=open]:rotate-180"
              >
                <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <ul className="mb-3 space-y-0.5 border-s-2 border-brand-100 ps-3">
              <li>
                <Link
                  to={`/category/${category.slug}`}
                  onClick={onNavigate}
                  className={`flex min-h-10 items-center rounded px-2 text-sm font-semibold text-brand-800 ${ring}`}
                >
                  {t('headerMenus:mobile.allOf', { name: category.name })}
                </Link>
              </li>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={`/category/${child.slug}`}
                    onClick={onNavigate}
                    className={`flex min-h-10 items-center rounded px-2 text-sm text-slate-700 hover:text-brand-800 ${ring}`}
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
