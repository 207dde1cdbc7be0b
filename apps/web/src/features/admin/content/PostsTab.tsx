import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POST_STATUSES, type AdminPost } from '@weekends/shared/admin-content';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { postsQuery } from './api.ts';
import { PostStatusBadge } from './PostStatusBadge.tsx';
import { ArabicBadge } from '../catalogue/parts.tsx';
import { CatalogueText, Literal } from '../../../components/CatalogueText.tsx';

const FILTERS = ['status'] as const;
export const newButton =
  'inline-flex h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The blog's posts, drafts and scheduled ones included; a title opens the editor. */
export function PostsTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'publishedAt' }, FILTERS);
  const result = useQuery(postsQuery(apiParams({ ...query, status: query.status || 'all' })));
  const columns: AdminColumn<AdminPost>[] = [
    {
      key: 'title',
      header: t('content.posts.title'),
      sortable: true,
      cell: (row) => (
        <div className="flex items-start gap-3">
          {row.image ? (
            <img src={row.image} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-12 w-16 shrink-0 rounded bg-slate-100" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <Link
              to={`/admin/content/posts/${row.id}`}
              className="font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CatalogueText text={row.title} />
            </Link>
            <Literal className="block text-xs text-slate-500">/blog/{row.slug}</Literal>
            <ArabicBadge count={row.missingArabic.length} />
          </span>
        </div>
      ),
    },
    { key: 'status', header: t('content.posts.status'), cell: (row) => <PostStatusBadge status={row.status} /> },
    {
      key: 'publishedAt',
      header: t('content.posts.publishedAt'),
      sortable: true,
      cell: (row) =>
        row.status === 'draft' ? '—' : <span className="whitespace-nowrap">{formatDubaiDayTime(row.publishedAt)}</span>,
    },
    { key: 'views', header: t('content.posts.views'), sortable: true, align: 'end', cell: (row) => row.views },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('content.search')}
        placeholder={t('content.posts.searchPlaceholder')}
        onSearch={(q) => update({ q })}
        action={
          <Link to="/admin/content/posts/new" className={newButton}>
            {t('content.posts.new')}
          </Link>
        }
      >
        <FilterSelect
          label={t('content.posts.status')}
          value={query.status || 'all'}
          options={[
            { value: 'all', label: t('content.posts.statuses.all') },
            ...POST_STATUSES.map((value) => ({ value, label: t(`content.posts.statuses.${value}`) })),
          ]}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      <AdminTable
        label={t('content.posts.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('content.posts.empty')}
      />
    </div>
  );
}
