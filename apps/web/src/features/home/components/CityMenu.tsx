import { useRef, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import type { City } from '@weekends/shared';

interface Props {
  cities: City[];
  city: City | null;
  /** The 'UAE ▾' button the list hangs from; it lives in CityPicker.tsx, which loads this file when first opened. */
  anchor: RefObject<HTMLButtonElement | null>;
  onChoose: (id: number | null) => void;
  onClose: () => void;
}

/**
 * The city list of CityPicker. Radix closes it on an outside click and on Escape; Escape and a choice return focus
 * to the button (an outside click leaves focus where the visitor put it), as a Radix trigger would.
 */
export function CityMenu({ cities, city, anchor, onChoose, onClose }: Props) {
  const { t } = useTranslation('home');
  const options = cities.filter((c) => c.id !== city?.id);
  const interactedOutside = useRef(false);

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={10}
          collisionPadding={16}
          onInteractOutside={(event) => {
            // A press on the button itself toggles the list there, rather than closing it here and reopening it.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
          }}
          className="z-50 max-h-[min(22rem,var(--radix-popover-content-available-height))] w-64 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10"
        >
          <ul aria-label={t('city.listLabel')} className="space-y-0.5">
            {city && (
              <li>
                <Option onSelect={() => onChoose(null)}>{t('city.uae')}</Option>
              </li>
            )}
            {options.map((option) => (
              <li key={option.id}>
                <Option onSelect={() => onChoose(option.id)}>{option.name}</Option>
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
      className="flex w-full items-center rounded-lg px-3 py-2.5 text-start text-base font-medium text-slate-800 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
