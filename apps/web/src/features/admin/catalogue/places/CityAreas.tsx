import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArea, AdminCity } from '@weekends/shared/admin-catalogue';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { inputClass, TextField } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useCatalogueChange } from '../api.ts';
import { ArabicBadge, dangerTextButton, smallButton } from '../parts.tsx';
import { api } from '../../../../lib/api.ts';

/**
 * A city's areas: add one, rename one in place (in English and Arabic), remove one that nothing uses (the API says
 * when something does). An area without its Arabic name shows the English one on the Arabic site.
 */
export function CityAreas({ city }: { city: AdminCity }) {
  const { t } = useTranslation('admin');
  const change = useCatalogueChange<AdminCity>();
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string; nameAr: string } | null>(null);
  const [alert, setAlert] = useState('');
  const run = (request: Parameters<typeof change.mutate>[0], done?: () => void) => {
    setAlert('');
    change.mutate(request, { onSuccess: done, onError: (error) => setAlert(applyApiError(error)) });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim())
      run(
        () =>
          api.post('/api/admin/catalogue/cities/{id}/areas', {
            params: { path: { id: city.id } },
            body: { name: name.trim(), nameAr: nameAr.trim() },
          }),
        () => {
          setName('');
          setNameAr('');
        },
      );
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (editing?.name.trim())
      run(
        () =>
          api.put('/api/admin/catalogue/areas/{id}', {
            params: { path: { id: editing.id } },
            // The Arabic is always sent: emptied, the translation is removed and the English shows.
            body: { name: editing.name.trim(), nameAr: editing.nameAr.trim() },
          }),
        () => setEditing(null),
      );
  };

  const row = (area: AdminArea) =>
    editing?.id === area.id ? (
      <form onSubmit={rename} className="flex flex-wrap items-center gap-2">
        <input
          aria-label={t('catalogue.places.areaName')}
          value={editing.name}
          onChange={(e) => setEditing({ ...editing, name: e.target.value })}
          lang="en"
          dir="ltr"
          className={`${inputClass} h-9 max-w-xs border-slate-300`}
          autoFocus
        />
        <input
          aria-label={t('catalogue.places.areaNameAr')}
          value={editing.nameAr}
          onChange={(e) => setEditing({ ...editing, nameAr: e.target.value })}
          dir="rtl"
          lang="ar"
          className={`${inputClass} h-9 max-w-xs border-slate-300`}
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
        <span>
          <span lang="en" dir="ltr" className="text-slate-900">
            {area.name}
          </span>{' '}
          {area.nameAr && (
            <>
              <span dir="rtl" lang="ar" className="text-slate-700">
                {area.nameAr}
              </span>{' '}
            </>
          )}
          {area.missingArabic.length > 0 && (
            <>
              <ArabicBadge count={area.missingArabic.length} />{' '}
            </>
          )}
          <span className="text-xs text-slate-500">
            {t('catalogue.categories.activitiesCount', { count: area.activitiesCount })}
          </span>
        </span>
        <span className="flex gap-1">
          <button
            type="button"
            className={smallButton}
            aria-label={t('catalogue.places.renameArea', { name: area.name })}
            onClick={() => setEditing({ id: area.id, name: area.name, nameAr: area.nameAr ?? '' })}
          >
            {t('catalogue.rename')}
          </button>
          <button
            type="button"
            className={dangerTextButton}
            disabled={change.isPending}
            aria-label={t('catalogue.places.removeArea', { name: area.name })}
            onClick={() =>
              run(() => api.delete('/api/admin/catalogue/areas/{id}', { params: { path: { id: area.id } } }))
            }
          >
            {t('catalogue.remove')}
          </button>
        </span>
      </div>
    );

  return (
    <div className="grid gap-3">
      {city.areas.length === 0 ? (
        <p className="text-sm text-slate-600">{t('catalogue.places.noAreas')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {city.areas.map((area) => (
            <li key={area.id} className="py-2">
              {row(area)}
            </li>
          ))}
        </ul>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('catalogue.places.newArea')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          lang="en"
          dir="ltr"
          className="min-w-0 flex-[1_1_14rem]"
        />
        <TextField
          label={t('catalogue.places.newAreaAr')}
          value={nameAr}
          onChange={(e) => setNameAr(e.target.value)}
          dir="rtl"
          lang="ar"
          className="min-w-0 flex-[1_1_14rem]"
        />
        <button type="submit" className={`${smallButton} h-11`} disabled={change.isPending || !name.trim()}>
          {t('catalogue.places.addArea')}
        </button>
      </form>
    </div>
  );
}
