import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@weekends/shared/admin-catalogue';
import { CatalogueText, inReaderLanguage, Literal } from '../../../../components/CatalogueText.tsx';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { AdminTable, type AdminColumn } from '../../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../../components/useTableQuery.ts';
import { api } from '../../../../lib/api.ts';
import { isolate } from '../../../../lib/format/index.ts';
import { categoriesQuery, useCatalogueChange } from '../api.ts';
import { ActiveBadge, ArabicBadge, MoveButtons, moved, primaryButton } from '../parts.tsx';
import { CategoryEditor } from './CategoryEditor.tsx';
import { CategoryFormDialog } from './CategoryFormDialog.tsx';

/** /admin/catalogue/categories: the main categories (or the one being edited at /admin/catalogue/categories/:id). */
export function CategoriesTab() {
  const { id } = useParams();
  const categoryId = Number(id);
  return Number.isInteger(categoryId) && categoryId > 0 ? (
    <CategoryEditor key={categoryId} id={categoryId} />
  ) : (
    <CategoryList />
  );
}

/**
 * Main categories a page at a time from the server, by position; a search finds sub-categories too. Moving a row up
 * or down sends the whole order of its siblings, so it is offered while they all show on this one page.
 */
function CategoryList() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const [query, update] = useTableQuery({ sort: 'position', dir: 'asc' });
  const result = useQuery(categoriesQuery(apiParams(query)));
  const [search, setSearch] = useState(query.q ?? '');
  const [creating, setCreating] = useState(false);
  const [alert, setAlert] = useState('');
  const reorder = useCatalogueChange();
  const items = result.data?.items ?? [];
  const canMove =
    query.sort === 'position' &&
    query.dir === 'asc' &&
    !query.q &&
    result.data !== undefined &&
    result.data.total === items.length;

  const move = (from: number, to: number) => {
    setAlert('');
    reorder.mutate(
      () =>
        api.put('/api/admin/catalogue/categories/order', {
          body: {
            ids: moved(
              items.map((c) => c.id),
              from,
              to,
            ),
          },
        }),
      { onError: (error) => setAlert(applyApiError(error)) },
    );
  };

  const columns: AdminColumn<AdminCategory>[] = [
    {
      key: 'name',
      header: t('catalogue.categories.name'),
      sortable: true,
      cell: (row) => (
        <Link
          to={`/admin/catalogue/categories/${row.id}`}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <CatalogueText text={row.name} arabic={row.nameAr} />
          {row.parentName && (
            <span className="block text-xs font-normal text-slate-600">
              {t('catalogue.categories.under', { name: isolate(row.parentName) })}
            </span>
          )}
        </Link>
      ),
    },
    {
      key: 'slug',
      header: t('catalogue.categories.slug'),
      cell: (row) => (
        <Literal as="code" className="text-xs break-all text-slate-700">
          {row.slug}
        </Literal>
      ),
    },
    { key: 'children', header: t('catalogue.categories.children'), align: 'end', cell: (row) => row.childrenCount },
    {
      key: 'activities',
      header: t('catalogue.categories.activities'),
      sortable: true,
      align: 'end',
      cell: (row) => row.activitiesCount,
    },
    {
      key: 'isActive',
      header: t('catalogue.status'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <ActiveBadge active={row.isActive} />
          <ArabicBadge count={row.missingArabic.length} />
        </span>
      ),
    },
    {
      key: 'position',
      header: t('catalogue.order'),
      sortable: true,
      cell: (row) =>
        canMove ? (
          <MoveButtons
            name={inReaderLanguage(row.name, row.nameAr, i18n.language)}
            index={items.indexOf(row)}
            count={items.length}
            disabled={reorder.isPending}
            onMove={(to) => move(items.indexOf(row), to)}
          />
        ) : (
          row.position + 1
        ),
    },
  ];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <section aria-labelledby="catalogue-categories">
      <h2 id="catalogue-categories" className="sr-only">
        {t('catalogue.tabs.categories')}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('catalogue.categories.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={`${inputClass} border-slate-300`}
            />
          </label>
          <button
            type="submit"
            className="h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('table.search')}
          </button>
        </form>
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          {t('catalogue.categories.new')}
        </button>
      </div>
      {alert && (
        <div className="mt-4">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <div className="mt-5">
        <AdminTable
          label={t('catalogue.categories.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={query.q ? t('catalogue.categories.noMatch') : t('catalogue.categories.empty')}
        />
      </div>
      {creating && (
        <CategoryFormDialog
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(`/admin/catalogue/categories/${saved.id}`)}
        />
      )}
    </section>
  );
}
