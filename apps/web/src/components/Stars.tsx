import { wordsOf } from '../lib/i18n.ts';

/** One star's outline at `x` in a 20-unit square (its two absolute points moved with it). */
const star = (x: number) =>
  `M${10 + x} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${10 + x} 14.9l-5.2 2.7 1-5.8L${1.5 + x} 7.7l5.9-.9z`;
/** A star and the gap after it, in the row's units. */
const PITCH = 22;
const ROW_WIDTH = 5 * PITCH - 2;
/** The five stars as one path: a row is two of them (grey, and amber clipped to the rating), not five drawings. */
const ROW = [0, 1, 2, 3, 4].map((n) => star(n * PITCH)).join('');

/** How much of the row the amber covers: whole stars, and half of the next for a half. */
export function starsCover(rating: number): number {
  const rounded = Math.round(rating * 2) / 2;
  const whole = Math.floor(rounded);
  const units = whole * PITCH + (rounded > whole ? 10 : 0);
  return Math.min(units, ROW_WIDTH) / ROW_WIDTH;
}

/**
 * A 0-5 star rating, with half stars, read out as 'Rated 4.5 out of 5'. Drawn as a grey row of five stars under an
 * amber one cut to the rating from the reading side (right to left on an Arabic page): six elements a rating instead
 * of thirty (a star, its gradient and stops each), which the home page's twenty-odd cards hydrate at start.
 */
export function Stars({ rating, size = 16, className = '' }: { rating: number; size?: number; className?: string }) {
  const t = wordsOf('common');
  const rounded = Math.round(rating * 2) / 2;
  const width = (size * ROW_WIDTH) / 20;
  const row = (fill: string) => (
    <svg width={width} height={size} viewBox={`0 0 ${ROW_WIDTH} 20`} aria-hidden="true" className="block max-w-none">
      <path fill={fill} d={ROW} />
    </svg>
  );
  return (
    <span
      className={`relative inline-block shrink-0 align-middle ${className}`}
      style={{ inlineSize: width, blockSize: size }}
      role="img"
      aria-label={t('stars.label', { rating: rounded })}
    >
      {row('#e2e8f0')}
      <span
        className="absolute inset-y-0 start-0 overflow-hidden"
        style={{ inlineSize: `${starsCover(rating) * 100}%` }}
      >
        {row('#f59e0b')}
      </span>
    </span>
  );
}
