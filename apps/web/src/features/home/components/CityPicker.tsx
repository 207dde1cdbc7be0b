import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@weekends/shared';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';

// The list (Radix Popover and its positioning engine) is fetched when the button is first pointed at, focused or
// pressed, keeping it out of the home page's first load.
const CityMenu = lazyWithPreload(() => import('./CityMenu.tsx').then((m) => m.CityMenu));

/**
 * The city after 'Find your perfect weekend in'. Shows 'UAE' until a city is chosen; the list offers the
 * other cities (never the current one) and 'UAE' only once a city is chosen, so
 * every entry changes something.
 */
export function CityPicker({
  cities,
  city,
  onChange,
}: {
  cities: City[];
  city: City | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const current = city?.name ?? t('city.uae');

  const choose = (id: number | null) => {
    onChange(id);
    setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('city.choose', { city: current })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={CityMenu.preload}
        onTouchStart={CityMenu.preload}
        onFocus={CityMenu.preload}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="group inline-flex items-center gap-1.5 rounded-lg text-brand-700 underline decoration-brand-200 decoration-4 underline-offset-[6px] transition hover:decoration-brand-500 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {current}
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
          className="h-[0.7em] w-[0.7em] transition-transform group-data-[state=open]:rotate-180"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CityMenu cities={cities} city={city} anchor={button} onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
