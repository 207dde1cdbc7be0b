import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPass } from '@weekends/shared/admin-commerce';
import { CatalogueText, inReaderLanguage, Literal } from '../../../components/CatalogueText.tsx';
import { isolate } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { ArabicBadge } from '../catalogue/parts.tsx';
import { passesQuery, usePassActive } from './api.ts';
import { PassDialog } from './PassDialog.tsx';
import { SwitchableListPage } from './SwitchableListPage.tsx';

const FILTERS = ['active'] as const;

/**
 * /admin/passes: the weekend passes in the shop's order, with their experiences and discounts; create, edit, take off
 * sale.
 */
export function PassesPage() {
  const { t, i18n } = useTranslation('admin');
  usePageMeta(t('commerce.passes.title'));
  const [query, update] = useTableQuery({ sort: 'position', dir: 'asc' }, FILTERS);
  const result = useQuery(passesQuery(apiParams(query)));
  const toggle = usePassActive();

  const columns: AdminColumn<AdminPass>[] = [
    {
      key: 'position',
      header: t('commerce.passes.position'),
      sortable: true,
      align: 'end',
      cell: (row) => row.position,
    },
    {
      key: 'name',
      header: t('commerce.passes.name'),
      sortable: true,
      cell: (row) => (
        <>
          <CatalogueText text={row.name} arabic={row.nameAr} className="block font-semibold text-slate-900" />
          <Literal className="block text-xs text-slate-600">/{row.slug}</Literal>
          <ArabicBadge count={row.missingArabic.length} />
        </>
      ),
    },
    {
      key: 'items',
      header: t('commerce.passes.experiences'),
      cell: (row) => (
        <ol className="space-y-0.5 text-xs">
          {row.items.map((item) => (
            <li key={item.activityId}>
              <CatalogueText text={item.title} /> ·{' '}
              <span className="font-semibold">{t('commerce.passes.off', { percent: item.discountPercent })}</span>
              {!item.isActive && <span className="ms-1 text-red-700">({t('commerce.inactive')})</span>}
            </li>
          ))}
        </ol>
      ),
    },
  ];

  return (
    <SwitchableListPage
      page="passes"
      words="passes"
      query={query}
      update={update}
      result={result}
      columns={columns}
      toggle={toggle}
      switched={(pass) =>
        t(pass.isActive ? 'commerce.passes.deactivated' : 'commerce.passes.activated', {
          name: isolate(inReaderLanguage(pass.name, pass.nameAr, i18n.language)),
        })
      }
      dialog={(pass, onDone, onClose) => <PassDialog pass={pass} onDone={onDone} onClose={onClose} />}
    />
  );
}
