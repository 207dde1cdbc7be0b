import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import type { City } from '@weekends/shared';

/**
 * The city after 'Find your perfect weekend in'. Shows 'UAE' until a city is chosen; the list offers the
 * other cities (never the current one) and 'UAE' only once a city is chosen (spec). Radix closes it on an
 * outside click and on Escape, and returns focus to the button.
 */
export function CityPicker({ cities, city, onChange }: { cities: City[]; city: City | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const current = city?.name ?? t('city.uae');
  const options = cities.filter((c) => c.id !== city?.id);

  const choose = (id: number | null) => {
    onChange(id);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('city.choose', { city: current })}
        className="group inline-flex items-center gap-1.5 rounded-lg text-brand-700 underline decoration-brand-200 decoration-4 underline-offset-[6px] transition hover:decoration-brand-500 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {current}
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" className="h-[0.7em] w-[0.7em] transition-transform group-data-[state=open]:rotate-180">
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
        </svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={10}
          collisionPadding={16}
          className="z-50 max-h-[min(22rem,var(--radix-popover-content-available-height))] w-64 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          <ul aria-label={t('city.listLabel')} className="space-y-0.5">
            {city && (
              <li>
                <Option onSelect={() => choose(null)}>{t('city.uae')}</Option>
              </li>
            )}
            {options.map((option) => (
              <li key={option.id}>
                <Option onSelect={() => choose(option.id)}>{option.name}</Option>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Option({ onSelect, children }: { onSelect: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full items-center rounded-lg px-3 py-2.5 text-left text-base font-medium text-slate-800 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
