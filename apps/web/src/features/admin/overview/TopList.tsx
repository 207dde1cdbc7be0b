import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewRanked } from '@weekends/shared/admin-overview';
import { CatalogueText } from '../../../components/CatalogueText.tsx';
import { formatAed, formatCount } from '../../../lib/format/index.ts';

/**
 * The range's best sellers by revenue, with a bar in each row showing its share of the first one's. Activities'
 * names are the catalogue's (in the page's language, English marked where the Arabic is still to write); hosts' are
 * their own business names, isolated as written.
 */
export function TopList<T extends OverviewRanked>({
  title,
  rows,
  href,
  names,
}: {
  title: string;
  rows: T[];
  href?: (row: T) => string;
  names: 'catalogue' | 'own';
}) {
  const { t } = useTranslation('admin');
  const best = Math.max(1, ...rows.map((row) => row.revenue));
  const nameOf = (row: T) => (names === 'catalogue' ? <CatalogueText text={row.name} /> : <bdi>{row.name}</bdi>);
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
          {t('overview.top.empty')}
        </p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pe-3 text-start">
                {t('overview.top.name')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end">
                {t('overview.top.items')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('overview.top.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="py-2.5 pe-3 text-start font-medium text-slate-900">
                  {href ? (
                    <Link to={href(row)} className="hover:text-brand-800 hover:underline">
                      {nameOf(row)}
                    </Link>
                  ) : (
                    nameOf(row)
                  )}
                  <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ inlineSize: `${Math.max(2, (row.revenue / best) * 100)}%` }}
                    />
                  </span>
                </th>
                <td className="py-2.5 pe-3 text-end text-slate-700 tabular-nums">{formatCount(row.items)}</td>
                <td className="py-2.5 text-end font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatAed(row.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
