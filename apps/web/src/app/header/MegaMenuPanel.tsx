import { useState } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@weekends/shared';
import { useCategories, withoutWeekendPass } from '../../lib/catalog-lookups.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Level-1 categories on the left; the one hovered or focused shows its sub-categories and menu activities
 * on the right. Every entry is a NavigationMenu.Link so following it closes the menu.
 */
export function MegaMenuPanel() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError, refetch } = useCategories();
  const categories = withoutWeekendPass(data);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = categories.find((c) => c.id === activeId) ?? categories[0];

  return (
    <div className="w-[min(64rem,calc(100vw-4rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10">
      {isPending ? (
        <p className="p-8 text-sm text-slate-500">{t('nav.loading')}</p>
      ) : isError ? (
        <div className="flex items-center gap-4 p-8 text-sm text-slate-700">
          <p>{t('nav.error')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={`rounded-full border border-slate-300 px-4 py-1.5 font-semibold ${focusRing}`}
          >
            {t('nav.retry')}
          </button>
        </div>
      ) : (
        <div className="grid grid-cols-[16rem_1fr]">
          <ul
            className="space-y-0.5 border-e border-slate-100 bg-slate-50/70 p-3"
            aria-label={t('nav.categoriesLabel')}
          >
            {categories.map((category) => {
              const isActive = category.id === active?.id;
              return (
                <li key={category.id}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={`/category/${category.slug}`}
                      onMouseEnter={() => setActiveId(category.id)}
                      onFocus={() => setActiveId(category.id)}
                      className={`flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium transition ${focusRing} ${
                        isActive
                          ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                          : 'text-slate-700 hover:text-slate-900'
                      }`}
                    >
                      {category.name}
                      <svg
                        viewBox="0 0 20 20"
                        width="14"
                        height="14"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                        className={isActive ? 'opacity-100' : 'opacity-0'}
                      >
                        <path strokeLinecap="round" strokeLinejoin="round" d="M7.5 4.5L13 10l-5.5 5.5" />
                      </svg>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              );
            })}
          </ul>
          {active && <CategoryDetail category={active} />}
        </div>
      )}
    </div>
  );
}

function CategoryDetail({ category }: { category: Category }) {
  const { t } = useTranslation('shell');
  const activities = category.menuActivities.slice(0, 3);
  return (
    <div className="min-h-80 p-6">
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 pb-4">
        <p className="text-lg font-bold text-slate-900">{category.name}</p>
        <NavigationMenu.Link asChild>
          <Link
            to={`/category/${category.slug}`}
            className={`rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline ${focusRing}`}
          >
            {t('nav.viewAll')} <span aria-hidden="true">→</span>
          </Link>
        </NavigationMenu.Link>
      </div>
      <div className="mt-5 grid grid-cols-[11rem_1fr] gap-8">
        <div>
          {category.children.length > 0 && (
            <>
              <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('nav.subCategories')}</p>
              <ul className="mt-3 space-y-1">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={`/category/${child.slug}`}
                        className={`block rounded py-1 text-sm text-slate-700 hover:text-brand-800 hover:underline ${focusRing}`}
                      >
                        {child.name}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div>
          {activities.length > 0 ? (
            <>
              <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('nav.menuActivities')}</p>
              <ul className="mt-3 grid grid-cols-3 gap-4">
                {activities.map((activity) => (
                  <li key={activity.id}>
                    <NavigationMenu.Link asChild>
                      <Link to={`/activity/${activity.slug}`} className={`group block rounded-xl ${focusRing}`}>
                        <span className="block aspect-[4/3] overflow-hidden rounded-xl bg-slate-100">
                          {activity.image && (
                            <img
                              src={activity.image}
                              alt=""
                              loading="lazy"
                              width={240}
                              height={180}
                              className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                            />
                          )}
                        </span>
                        <span className="mt-2 line-clamp-2 text-sm leading-snug font-medium text-slate-800 group-hover:text-brand-800">
                          {activity.title}
                        </span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            (category.menuImage ?? category.image) && (
              <img
                src={(category.menuImage ?? category.image) as string}
                alt=""
                loading="lazy"
                className="aspect-[16/9] w-full rounded-xl object-cover"
              />
            )
          )}
        </div>
      </div>
    </div>
  );
}
