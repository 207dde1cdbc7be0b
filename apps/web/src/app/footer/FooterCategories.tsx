import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategories, withoutWeekendPass } from '../../lib/catalog-lookups.ts';

const focus =
  'rounded transition hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * 'Category: Sub | Sub | Sub', one line per top-level category, Weekend Pass left out (it has its own link and page).
 */
export function FooterCategories({ headingId }: { headingId: string }) {
  const { t } = useTranslation('footer');
  const { data, isPending, isError } = useCategories();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wider text-white uppercase">
        {t('categoriesTitle')}
      </h2>
      {isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 w-3/4 animate-pulse rounded bg-white/10" />
          ))}
        </div>
      ) : isError ? null : (
        <ul className="mt-4 space-y-2.5 text-sm leading-relaxed">
          {withoutWeekendPass(data).map((category) => (
            <li key={category.id}>
              <Link to={`/category/${category.slug}`} className={`font-semibold whitespace-nowrap text-white ${focus}`}>
                {category.name}
              </Link>
              {category.children.length > 0 && <span className="text-slate-300">: </span>}
              {category.children.map((child, index) => (
                <Fragment key={child.id}>
                  {/* Real spaces around the bar give the line places to wrap between the no-wrap names. */}
                  {index > 0 && (
                    <span className="text-slate-500" aria-hidden="true">
                      {' | '}
                    </span>
                  )}
                  <Link
                    to={`/category/${child.slug}`}
                    className={`whitespace-nowrap text-slate-300 hover:text-white ${focus}`}
                  >
                    {child.name}
                  </Link>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
