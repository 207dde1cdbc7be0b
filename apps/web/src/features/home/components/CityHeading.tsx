import type { City } from '@weekends/shared';
import { useTranslation } from 'react-i18next';
import { CityPicker } from './CityPicker.tsx';
import { PlannerModal } from './PlannerModal.tsx';

/** The page's main heading, 'Find your perfect weekend in <city>', and the 'Plan my weekend' button. */
export function CityHeading({
  cities,
  city,
  cityId,
  onCityChange,
}: {
  cities: City[];
  city: City | null;
  cityId: number | null;
  onCityChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 sm:px-6 lg:flex-row lg:items-end lg:justify-between lg:px-8 lg:pt-14">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
          {t('city.heading')} <CityPicker cities={cities} city={city} onChange={onCityChange} />
        </h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t('city.subheading')}</p>
      </div>
      <div className="shrink-0">
        <PlannerModal cityId={cityId} />
      </div>
    </div>
  );
}
