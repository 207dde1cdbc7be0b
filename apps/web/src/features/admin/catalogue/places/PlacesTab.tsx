import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCity } from '@weekends/shared/admin-catalogue';
import { Literal } from '../../../../components/CatalogueText.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { citiesQuery, useCatalogueChange } from '../api.ts';
import { ActiveBadge, ArabicBadge, MoveButtons, moved, primaryButton, smallButton } from '../parts.tsx';
import { CityAreas } from './CityAreas.tsx';
import { CityFormDialog } from './CityFormDialog.tsx';
import { api } from '../../../../lib/api.ts';

/**
 * /admin/catalogue/places: the cities in the order visitors see them, each opening to its areas. A short list (the
 * emirates), loaded whole.
 */
export function PlacesTab() {
  const { t } = useTranslation('admin');
  const result = useQuery(citiesQuery);
  const reorder = useCatalogueChange();
  const [dialog, setDialog] = useState<{ city?: AdminCity } | null>(null);
  const [alert, setAlert] = useState('');

  if (result.error)
    return (
      <LoadError title={t('catalogue.places.loadError')} error={result.error} onRetry={() => void result.refetch()} />
    );
  const cities = result.data;
  const move = (from: number, to: number) => {
    setAlert('');
    reorder.mutate(
      () =>
        api.put('/api/admin/catalogue/cities/order', {
          body: {
            ids: moved(
              cities!.map((c) => c.id),
              from,
              to,
            ),
          },
        }),
      { onError: (error) => setAlert(applyApiError(error)) },
    );
  };

  return (
    <section aria-labelledby="catalogue-places">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalogue-places" className="text-lg font-bold text-slate-900">
          {t('catalogue.places.title')}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setDialog({})}>
          {t('catalogue.places.newCity')}
        </button>
      </div>
      {alert && (
        <div className="mt-4">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      {!cities ? (
        <p className="mt-4 text-sm text-slate-600">{t('table.loading')}</p>
      ) : cities.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('catalogue.places.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {cities.map((city, index) => (
            <li key={city.id} className="rounded-xl border border-slate-200 bg-white">
              <div className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span lang="en" dir="ltr">
                      {city.name}
                    </span>
                    {city.nameAr && (
                      <span dir="rtl" lang="ar" className="font-normal text-slate-700">
                        {city.nameAr}
                      </span>
                    )}
                    <ActiveBadge active={city.isActive} />
                    <ArabicBadge count={city.missingArabic.length} />
                  </p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    <Literal as="code">{city.slug}</Literal> · {city.latitude.toFixed(4)}, {city.longitude.toFixed(4)} ·{' '}
                    {t('catalogue.categories.activitiesCount', { count: city.activitiesCount })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <MoveButtons
                    name={city.name}
                    index={index}
                    count={cities.length}
                    disabled={reorder.isPending}
                    onMove={(to) => move(index, to)}
                  />
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('catalogue.places.editCity', { name: city.name })}
                    onClick={() => setDialog({ city })}
                  >
                    {t('catalogue.edit')}
                  </button>
                </div>
              </div>
              <details className="border-t border-slate-100 px-4 py-3">
                <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                  {t('catalogue.places.areas', { count: city.areas.length })}
                </summary>
                <div className="mt-3">
                  <CityAreas city={city} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      {dialog && <CityFormDialog city={dialog.city} onClose={() => setDialog(null)} />}
    </section>
  );
}
