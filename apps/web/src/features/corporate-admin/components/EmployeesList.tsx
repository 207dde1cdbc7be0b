import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { useCorporateEmployees } from '../api.ts';
import { ListFrame } from './ListFrame.tsx';

/** The corporate's employees (server-paged, searched by name or e-mail), each with an 'Award' shortcut. */
export function EmployeesList({
  registerLink,
  onAward,
}: {
  registerLink: string;
  onAward: (employee: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation('corporateAdmin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useCorporateEmployees({ page, q, sort: 'name', dir: 'asc' });
  return (
    <ListFrame
      id="employees"
      title={t('employees.title')}
      search={search}
      searchPlaceholder={t('employees.searchPlaceholder')}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      page={page}
      pageSize={25}
      total={list.data?.total}
      onPage={setPage}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      {list.data && list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('employees.empty', { link: registerLink })}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={list.isPending || list.isPlaceholderData}>
          {list.data?.items.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 flex-1 basis-56">
                <bdi className="block truncate text-sm font-semibold text-slate-900">{`${e.firstName} ${e.lastName}`}</bdi>
                <span className="block truncate text-xs text-slate-500">{e.email}</span>
              </span>
              <span className="flex flex-wrap gap-1.5 text-xs">
                {e.isCorporateAdmin && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                    {t('employees.admin')}
                  </span>
                )}
                {!e.isConfirmed && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800">
                    {t('employees.unconfirmed')}
                  </span>
                )}
              </span>
              <span className="text-xs text-slate-500">
                {t('employees.joined')} {formatDubaiDay(e.joinedAt)}
              </span>
              <span className="w-20 text-sm text-slate-700">{t('stars.awards', { count: e.awards })}</span>
              <button
                type="button"
                onClick={() => onAward({ id: e.id, name: `${e.firstName} ${e.lastName}` })}
                aria-label={`${t('employees.award')}: ${e.firstName} ${e.lastName}`}
                className="inline-flex min-h-9 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {t('employees.award')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
