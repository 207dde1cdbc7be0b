import * as Slider from '@radix-ui/react-slider';
import { useTranslation } from 'react-i18next';
import { aedToFils, PRICE_SLIDER_MAX_AED } from '@weekends/shared';
import { formatAed } from '../../../lib/format/index.ts';
import { FilterGroup } from './FilterGroup.tsx';

// Steps of 10 AED: fine enough for experiences priced from tens to hundreds, coarse enough to drag on a phone.
const STEP_AED = 10;

/** Two-thumb price range in whole AED; the labels follow the thumbs while dragging. */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min?: number;
  max?: number;
  onChange: (range: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const { t } = useTranslation('listing');
  const low = min ?? 0;
  const high = max ?? PRICE_SLIDER_MAX_AED;
  const highLabel =
    high >= PRICE_SLIDER_MAX_AED
      ? t('filters.priceAndAbove', { price: formatAed(aedToFils(high)) })
      : formatAed(aedToFils(high));
  return (
    <FilterGroup legend={t('filters.price')}>
      <div className="flex items-center justify-between text-sm font-medium text-slate-800" aria-live="polite">
        <span>{formatAed(aedToFils(low))}</span>
        <span>{highLabel}</span>
      </div>
      <Slider.Root
        className="relative mt-3 flex h-6 w-full touch-none items-center select-none"
        min={0}
        max={PRICE_SLIDER_MAX_AED}
        step={STEP_AED}
        minStepsBetweenThumbs={1}
        value={[low, high]}
        onValueChange={([nextLow = 0, nextHigh = PRICE_SLIDER_MAX_AED]) =>
          // The ends of the slider mean 'no limit', which keeps them out of the address.
          onChange({
            minPrice: nextLow > 0 ? nextLow : undefined,
            maxPrice: nextHigh < PRICE_SLIDER_MAX_AED ? nextHigh : undefined,
          })
        }
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {[
          { label: t('filters.priceMin'), text: formatAed(aedToFils(low)) },
          { label: t('filters.priceMax'), text: highLabel },
        ].map(({ label, text }) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={text}
            className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
        ))}
      </Slider.Root>
    </FilterGroup>
  );
}
