import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A 0-5 star rating, with half stars, read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, size = 16, className = '' }: { rating: number; size?: number; className?: string }) {
  const { t } = useTranslation();
  // Gradient ids must be unique per instance: a repeated id inside a hidden element blanks the stars elsewhere.
  const uid = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={t('stars.label', { rating: rounded })}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
            <defs>
              <linearGradient id={`${uid}-star-${n}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f59e0b" />
                <stop offset={`${fill * 100}%`} stopColor="#e2e8f0" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#${uid}-star-${n})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            />
          </svg>
        );
      })}
    </span>
  );
}
