import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCategoryDetail } from '@weekends/shared/admin-catalogue';
import { ConfirmDeleteDialog } from '../../../../components/ConfirmDeleteDialog.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { categoryQuery, useCatalogueChange } from '../api.ts';
import { ActiveBadge, MoveButtons, dangerTextButton, moved, secondaryButton, smallButton } from '../parts.tsx';
import { CategoryFormDialog } from './CategoryFormDialog.tsx';
import { CategoryImages } from './CategoryImages.tsx';
import { MenuActivities } from './MenuActivities.tsx';
import { api } from '../../../../lib/api.ts';
import { CatalogueText, Literal } from '../../../../components/CatalogueText.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

/** One category: its details, pictures, sub-categories (for a main one) and the mega menu's activities. */
export function CategoryEditor({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const result = useQuery(categoryQuery(id));
  const [dialog, setDialog] = useState<null | 'edit' | 'child' | 'delete'>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useCatalogueChange();
  const back = (
    <Link
      to="/admin/catalogue/categories"
      className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      ← {t('catalogue.categories.back')}
    </Link>
  );

  if (result.error)
    return (
      <LoadError
        title={t('catalogue.categories.loadError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  const category = result.data;
  if (!category) return <p className="text-sm text-slate-600">{t('table.loading')}</p>;

  const saved = (next: AdminCategoryDetail) => {
    setDialog(null);
    setNotice({ tone: 'success', text: t('catalogue.saved', { name: next.name }) });
    if (next.id !== id) navigate(`/admin/catalogue/categories/${next.id}`);
  };
  const remove = () =>
    change.mutate(() => api.delete('/api/admin/catalogue/categories/{id}', { params: { path: { id } } }), {
      onSuccess: () =>
        navigate(
          category.parentId ? `/admin/catalogue/categories/${category.parentId}` : '/admin/catalogue/categories',
          { replace: true },
        ),
    });
  const moveChild = (from: number, to: number) =>
    change.mutate(
      () =>
        api.put('/api/admin/catalogue/categories/order', {
          body: {
            ids: moved(
              category.children.map((c) => c.id),
              from,
              to,
            ),
          },
        }),
      { onError: (error) => setNotice({ tone: 'error', text: applyApiError(error) }) },
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {category.parentId ? (
            <Link
              to={`/admin/catalogue/categories/${category.parentId}`}
              className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              ← {category.parentName}
            </Link>
          ) : (
            back
          )}
          <h2 className="mt-2 flex flex-wrap items-center gap-3 text-xl font-bold text-slate-900">
            <CatalogueText text={category.name} arabic={category.nameAr} /> <ActiveBadge active={category.isActive} />
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Literal as="code">/category/{category.slug}</Literal> ·{' '}
            {t('catalogue.categories.level', { level: category.level })} ·{' '}
            {t('catalogue.categories.activitiesCount', { count: category.activitiesCount })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => setDialog('edit')}>
            {t('catalogue.categories.editDetails')}
          </button>
          <button type="button" className={dangerTextButton + ' h-11'} onClick={() => setDialog('delete')}>
            {t('catalogue.delete')}
          </button>
        </div>
      </div>

      {notice && (
        <FormAlert key={notice.text} tone={notice.tone}>
          {notice.text}
        </FormAlert>
      )}

      <section className={card} aria-labelledby="category-details">
        <h3 id="category-details" className="text-base font-bold text-slate-900">
          {t('catalogue.categories.seo')}
        </h3>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">{t('catalogue.categories.metaTitle')}</dt>
            <dd className="text-slate-900">{category.metaTitle ?? t('catalogue.none')}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('catalogue.categories.metaDescription')}</dt>
            <dd className="text-slate-900">{category.metaDescription ?? t('catalogue.none')}</dd>
          </div>
        </dl>
      </section>

      <section className={card} aria-labelledby="category-images">
        <h3 id="category-images" className="text-base font-bold text-slate-900">
          {t('catalogue.images.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('catalogue.images.intro')}</p>
        <CategoryImages category={category} />
      </section>

      {category.level === 1 && (
        <section className={card} aria-labelledby="category-children">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="category-children" className="text-base font-bold text-slate-900">
              {t('catalogue.categories.childrenTitle')}
            </h3>
            <button type="button" className={smallButton} onClick={() => setDialog('child')}>
              {t('catalogue.categories.addChild')}
            </button>
          </div>
          {category.children.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('catalogue.categories.noChildren')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {category.children.map((child, index) => (
                <li key={child.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/catalogue/categories/${child.id}`}
                      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      <CatalogueText text={child.name} arabic={child.nameAr} />
                    </Link>
                    <ActiveBadge active={child.isActive} />
                    <span className="text-xs text-slate-600">
                      {t('catalogue.categories.activitiesCount', { count: child.activitiesCount })}
                    </span>
                  </span>
                  <MoveButtons
                    name={child.name}
                    index={index}
                    count={category.children.length}
                    disabled={change.isPending}
                    onMove={(to) => moveChild(index, to)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={card} aria-labelledby="category-menu">
        <h3 id="category-menu" className="text-base font-bold text-slate-900">
          {t('catalogue.menu.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('catalogue.menu.intro')}</p>
        <MenuActivities key={category.menuActivities.map((a) => a.id).join()} category={category} />
      </section>

      {dialog === 'edit' && <CategoryFormDialog category={category} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog === 'child' && (
        <CategoryFormDialog parentId={category.id} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog === 'delete' && (
        <ConfirmDeleteDialog
          title={t('catalogue.categories.deleteTitle', { name: category.name })}
          description={t('catalogue.categories.deleteText')}
          cancelLabel={t('catalogue.cancel')}
          confirmLabel={t('catalogue.delete')}
          pending={change.isPending}
          error={change.error ? applyApiError(change.error) : ''}
          onConfirm={remove}
          onClose={() => {
            change.reset();
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
