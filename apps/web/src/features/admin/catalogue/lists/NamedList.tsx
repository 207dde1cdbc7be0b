import { useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CatalogueText, inReaderLanguage } from '../../../../components/CatalogueText.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { inputClass, TextField } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useCatalogueChange, type NamedListRequests } from '../api.ts';
import { ActiveBadge, MoveButtons, dangerTextButton, moved, smallButton } from '../parts.tsx';

interface Item {
  id: number;
  /** The English name, which this list edits. */
  name: string;
  /** The Arabic name the site shows, written elsewhere; null where it is still to write. */
  nameAr: string | null;
  activitiesCount: number;
  isActive?: boolean;
}

interface Props {
  id: string;
  title: string;
  intro: string;
  /** The list's requests to the API. */
  requests: NamedListRequests;
  query: UseQueryResult<Item[]>;
  /** Rows can be moved (the list has positions). */
  ordered?: boolean;
  /** Rows can be switched on and off. */
  toggles?: boolean;
}

/** A short list of names: add, rename in place, move, switch off, and delete one nothing uses (the API says when). */
export function NamedList({ id, title, intro, requests, query, ordered, toggles }: Props) {
  const { t, i18n } = useTranslation('admin');
  const shownName = (item: Item) => inReaderLanguage(item.name, item.nameAr, i18n.language);
  const change = useCatalogueChange();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [alert, setAlert] = useState('');
  const items = query.data;
  const order = requests.order;
  const run = (request: Parameters<typeof change.mutate>[0], done?: () => void) => {
    setAlert('');
    change.mutate(request, { onSuccess: done, onError: (error) => setAlert(applyApiError(error)) });
  };
  // A timing's body carries its active flag; a preference's only its name.
  const body = (item: Item, changes: Partial<Item>) =>
    toggles ? { name: item.name, isActive: item.isActive, ...changes } : { name: changes.name ?? item.name };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim())
      run(
        () => requests.add(name.trim()),
        () => setName(''),
      );
  };
  const rename = (event: FormEvent, item: Item) => {
    event.preventDefault();
    if (editing?.name.trim())
      run(
        () => requests.save(item.id, body(item, { name: editing.name.trim() })),
        () => setEditing(null),
      );
  };

  return (
    <section aria-labelledby={`catalogue-${id}`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`catalogue-${id}`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {query.error ? (
        <div className="mt-4">
          <LoadError title={t('table.error')} error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : !items ? (
        <p className="mt-4 text-sm text-slate-600">{t('table.loading')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {items.map((item, index) => (
            <li key={item.id} className="py-2.5">
              {editing?.id === item.id ? (
                <form onSubmit={(e) => rename(e, item)} className="flex flex-wrap items-center gap-2">
                  <input
                    aria-label={t('catalogue.lists.name')}
                    value={editing.name}
                    onChange={(e) => setEditing({ id: item.id, name: e.target.value })}
                    lang="en"
                    dir="ltr"
                    className={`${inputClass} h-9 max-w-xs border-slate-300`}
                    autoFocus
                  />
                  <button type="submit" className={smallButton} disabled={change.isPending}>
                    {t('catalogue.save')}
                  </button>
                  <button type="button" className={smallButton} onClick={() => setEditing(null)}>
                    {t('catalogue.cancel')}
                  </button>
                </form>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <CatalogueText text={item.name} arabic={item.nameAr} className="font-medium text-slate-900" />
                    {toggles && <ActiveBadge active={item.isActive ?? true} />}
                    <span className="text-xs text-slate-500">
                      {t('catalogue.categories.activitiesCount', { count: item.activitiesCount })}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-1">
                    {ordered && order && (
                      <MoveButtons
                        name={shownName(item)}
                        index={index}
                        count={items.length}
                        disabled={change.isPending}
                        onMove={(to) =>
                          run(() =>
                            order(
                              moved(
                                items.map((i) => i.id),
                                index,
                                to,
                              ),
                            ),
                          )
                        }
                      />
                    )}
                    {toggles && (
                      <button
                        type="button"
                        className={smallButton}
                        disabled={change.isPending}
                        onClick={() => run(() => requests.save(item.id, body(item, { isActive: !item.isActive })))}
                      >
                        {item.isActive ? t('catalogue.deactivate') : t('catalogue.activate')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={t('catalogue.lists.renameOne', { name: shownName(item) })}
                      onClick={() => setEditing({ id: item.id, name: item.name })}
                    >
                      {t('catalogue.rename')}
                    </button>
                    <button
                      type="button"
                      className={dangerTextButton}
                      disabled={change.isPending}
                      aria-label={t('catalogue.lists.deleteOne', { name: shownName(item) })}
                      onClick={() => run(() => requests.remove(item.id))}
                    >
                      {t('catalogue.delete')}
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {alert && (
        <div className="mt-3">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2">
        <TextField
          label={t('catalogue.lists.newName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          lang="en"
          dir="ltr"
          className="min-w-0 flex-[1_1_12rem]"
        />
        <button type="submit" className={`${smallButton} h-11`} disabled={change.isPending || !name.trim()}>
          {t('catalogue.lists.add')}
        </button>
      </form>
    </section>
  );
}
