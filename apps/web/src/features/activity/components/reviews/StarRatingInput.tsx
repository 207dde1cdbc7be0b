import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX } from '@weekends/shared';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

interface Props {
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  name: string;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys choose, and each star is read out as
 * '3 stars'. Pointing at a star previews the rating it would give.
 */
export function StarRatingInput({ legend, value, onChange, error, name }: Props) {
  const { t } = useTranslation('activity');
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-1" onMouseLeave={() => setPreview(null)}>
          {stars.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setPreview(star)}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span className="sr-only">{t('reviews.form.stars', { count: star })}</span>
              <svg
                viewBox="0 0 20 20"
                width="30"
                height="30"
                aria-hidden="true"
                className="transition-transform hover:scale-110"
              >
                <path d={STAR} fill={star <= shown ? '#f59e0b' : '#e2e8f0'} />
              </svg>
            </label>
          ))}
        </div>
        <span className="text-sm text-slate-600" aria-hidden="true">
          {shown > 0 ? t('reviews.form.stars', { count: shown }) : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
