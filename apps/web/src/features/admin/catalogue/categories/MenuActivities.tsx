import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_ACTIVITIES_MAX, type ActivityOption, type AdminCategoryDetail } from '@weekends/shared/admin-catalogue';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { activitySearchQuery, useCatalogueChange } from '../api.ts';
import { MoveButtons, dangerTextButton, moved, primaryButton, smallButton } from '../parts.tsx';
import { api } from '../../../../lib/api.ts';

/**
 * The activities the mega menu shows under this category: found by title (or id) on the server, put in order here,
 * and saved together, so the menu never shows a half-made list.
 */
export function MenuActivities({ category }: { category: AdminCategoryDetail }) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<ActivityOption[]>(category.menuActivities);
  const [search, setSearch] = useState('');
  // Asked once typing pauses, not at every key.
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const results = useQuery(activitySearchQuery(term));
  const save = useCatalogueChange<AdminCategoryDetail>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const full = chosen.length >= MENU_ACTIVITIES_MAX;
  const dirty = chosen.map((a) => a.id).join() !== category.menuActivities.map((a) => a.id).join();

  const onSave = () => {
    setNotice(null);
    save.mutate(
      () =>
        api.put('/api/admin/catalogue/categories/{id}/menu-activities', {
          params: { path: { id: category.id } },
          body: { activityIds: chosen.map((a) => a.id) },
        }),
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('catalogue.menu.saved') }),
        onError: (error) => setNotice({ tone: 'error', text: applyApiError(error) }),
      },
    );
  };

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <div>
        <h4 className="text-sm font-semibold text-slate-800">
          {t('catalogue.menu.chosen', { count: chosen.length, max: MENU_ACTIVITIES_MAX })}
        </h4>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('catalogue.menu.none')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {chosen.map((activity, index) => (
              <li key={activity.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{activity.title}</span>
                  {!activity.isActive && <span className="ms-2 text-xs text-slate-500">{t('catalogue.inactive')}</span>}
                </span>
                <span className="flex items-center gap-1">
                  <MoveButtons
                    name={activity.title}
                    index={index}
                    count={chosen.length}
                    onMove={(to) =>
                      setChosen((list) =>
                        moved(
                          list.map((a) => a.id),
                          index,
                          to,
                        ).map((id) => list.find((a) => a.id === id)!),
                      )
                    }
                  />
                  <button
                    type="button"
                    className={dangerTextButton}
                    aria-label={t('catalogue.menu.removeOne', { name: activity.title })}
                    onClick={() => setChosen((list) => list.filter((a) => a.id !== activity.id))}
                  >
                    {t('catalogue.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {notice && (
          <div className="mt-3">
            <FormAlert key={notice.text} tone={notice.tone}>
              {notice.text}
            </FormAlert>
          </div>
        )}
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          disabled={!dirty || save.isPending}
          aria-busy={save.isPending || undefined}
          onClick={onSave}
        >
          {save.isPending ? t('form.wait', { ns: 'common' }) : t('catalogue.menu.save')}
        </button>
      </div>
      <div>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('catalogue.menu.search')}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('catalogue.menu.searchPlaceholder')}
            className={`${inputClass} border-slate-300`}
          />
        </label>
        {full && (
          <p className="mt-2 text-sm text-amber-800">{t('catalogue.menu.full', { max: MENU_ACTIVITIES_MAX })}</p>
        )}
        <ul className="mt-2 grid gap-1" aria-label={t('catalogue.menu.results')} aria-busy={results.isFetching}>
          {(term ? (results.data ?? []) : []).map((activity) => {
            const taken = chosen.some((a) => a.id === activity.id);
            return (
              <li
                key={activity.id}
                className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="text-slate-900">{activity.title}</span>{' '}
                  <span className="text-xs text-slate-500">#{activity.id}</span>
                </span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={taken || full}
                  aria-label={t('catalogue.menu.addOne', { name: activity.title })}
                  onClick={() => setChosen((list) => [...list, activity])}
                >
                  {taken ? t('catalogue.menu.added') : t('catalogue.menu.add')}
                </button>
              </li>
            );
          })}
        </ul>
        {term && results.data?.length === 0 && (
          <p className="mt-2 text-sm text-slate-600">{t('catalogue.menu.noResults')}</p>
        )}
      </div>
    </div>
  );
}
