import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminHomeSection } from '@weekends/shared/admin-home';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { activitySearchQuery } from '../api.ts';
import { ActiveBadge, dangerTextButton, MoveButtons, moved, smallButton } from '../parts.tsx';
import { sectionActivitiesQuery, useHomePageChange } from './api.ts';
import { api } from '../../../../lib/api.ts';

/**
 * One section's activities: found by a search and added (featured or not), featured ones shown first on the home
 * page, the rest in the order set here with the arrows.
 */
export function SectionActivities({ section }: { section: AdminHomeSection }) {
  const { t } = useTranslation('admin');
  const items = useQuery(sectionActivitiesQuery(section.id));
  const change = useHomePageChange();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery(activitySearchQuery(q));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = items.data ?? [];
  const inSection = new Set(list.map((i) => i.activityId));

  const run = (request: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(request, {
      onSuccess: () => setMessage({ tone: 'success', text: done }),
      onError: (error) => setMessage({ tone: 'error', text: applyApiError(error) }),
    });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <section
      aria-labelledby={`section-${section.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`section-${section.id}-title`} className="text-lg font-semibold text-slate-900">
        {t('homePage.sections.activitiesOf', { name: section.name })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('homePage.sections.activitiesHint')}</p>
      {message && (
        <div className="mt-3">
          <FormAlert key={message.text} tone={message.tone}>
            {message.text}
          </FormAlert>
        </div>
      )}

      <form role="search" onSubmit={onSearch} className="mt-4 flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('homePage.sections.find')}</span>
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('homePage.sections.findPlaceholder')}
            className={`${inputClass} border-slate-300`}
          />
        </label>
        <button type="submit" className={`${smallButton} h-11`}>
          {t('table.search')}
        </button>
      </form>
      {q && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label={t('homePage.sections.results')}
        >
          {(found.data ?? []).length === 0 && !found.isFetching && (
            <li className="p-3 text-sm text-slate-600">{t('homePage.sections.noResults')}</li>
          )}
          {(found.data ?? []).map((activity) => (
            <li key={activity.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{activity.title}</span>{' '}
                <span className="text-xs text-slate-500">#{activity.id}</span>
              </span>
              {inSection.has(activity.id) ? (
                <span className="text-xs font-semibold text-slate-600">{t('homePage.sections.alreadyIn')}</span>
              ) : (
                <span className="flex gap-2">
                  {[false, true].map((featured) => (
                    <button
                      key={String(featured)}
                      type="button"
                      className={smallButton}
                      disabled={change.isPending}
                      aria-label={`${t(featured ? 'homePage.sections.addFeatured' : 'homePage.sections.addActivity')}: ${activity.title}`}
                      onClick={() =>
                        run(
                          () =>
                            api.post('/api/admin/catalogue/home-sections/{id}/activities', {
                              params: { path: { id: section.id } },
                              body: { activityId: activity.id, featured },
                            }),
                          t('homePage.sections.activityAdded', { title: activity.title }),
                        )
                      }
                    >
                      {t(featured ? 'homePage.sections.addFeatured' : 'homePage.sections.addActivity')}
                    </button>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {items.error ? (
        <div className="mt-4">
          <FormAlert>{t('table.error')}</FormAlert>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {items.isPending ? t('table.loading') : t('homePage.sections.noActivities')}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {list.map((item, index) => (
            <li key={item.activityId} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <MoveButtons
                name={item.title}
                index={index}
                count={list.length}
                disabled={change.isPending}
                onMove={(to) =>
                  run(
                    () =>
                      api.put('/api/admin/catalogue/home-sections/{id}/order', {
                        params: { path: { id: section.id } },
                        body: {
                          activityIds: moved(
                            list.map((i) => i.activityId),
                            index,
                            to,
                          ),
                        },
                      }),
                    t('homePage.sections.ordered'),
                  )
                }
              />
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{item.title}</span>{' '}
                {item.featured && (
                  <span className="ms-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t('homePage.sections.featuredBadge')}
                  </span>
                )}
                {!item.isActive && (
                  <span className="ms-1">
                    <ActiveBadge active={false} />
                  </span>
                )}
              </span>
              <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 rounded border-slate-300 accent-brand-700"
                  checked={item.featured}
                  disabled={change.isPending}
                  onChange={(e) =>
                    run(
                      () =>
                        api.patch('/api/admin/catalogue/home-sections/{id}/activities/{activityId}', {
                          params: { path: { id: section.id, activityId: item.activityId } },
                          body: { featured: e.target.checked },
                        }),
                      t(e.target.checked ? 'homePage.sections.nowFeatured' : 'homePage.sections.notFeatured', {
                        title: item.title,
                      }),
                    )
                  }
                />
                <span>
                  {t('homePage.sections.featured')}
                  <span className="sr-only">: {item.title}</span>
                </span>
              </label>
              <button
                type="button"
                className={dangerTextButton}
                disabled={change.isPending}
                aria-label={`${t('homePage.sections.remove')}: ${item.title}`}
                onClick={() =>
                  run(
                    () =>
                      api.delete('/api/admin/catalogue/home-sections/{id}/activities/{activityId}', {
                        params: { path: { id: section.id, activityId: item.activityId } },
                      }),
                    t('homePage.sections.removed', { title: item.title }),
                  )
                }
              >
                {t('homePage.sections.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
