import { wordsOf } from '../../lib/i18n.ts';
import { FEW_PLACES_LEFT } from '@weekends/shared/cart';

/**
 * 'Last N Left' on the activity card and the price panel: the real number, and only when 5 or fewer are left
 * (the server sends placesLeft only then; the check here keeps a larger number from ever reading as scarcity).
 */
export function PlacesLeft({ count, className = '' }: { count: number; className?: string }) {
  // In 'common', which every page has: on a card the booking words would be a download of their own.
  const t = wordsOf('common');
  if (count <= 0 || count > FEW_PLACES_LEFT) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900 ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-600" />
      {t('lastLeft', { count })}
    </span>
  );
}
