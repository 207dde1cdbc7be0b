import { KEEP_REVISITING_BELOW } from '@weekends/shared';

export type ListingMessage = 'noResults' | 'keepRevisiting' | null;

/**
 * Which closing message a result list shows: 'Oops! No results found…' when the first page
 * is empty; 'Keep revisiting…' once nothing more loads and fewer than KEEP_REVISITING_BELOW items are listed.
 * Nothing while a page is still loading or an error is shown.
 */
export function listingMessage(state: { loaded: boolean; itemCount: number; hasMore: boolean }): ListingMessage {
  if (!state.loaded) return null;
  if (state.itemCount === 0) return 'noResults';
  if (!state.hasMore && state.itemCount < KEEP_REVISITING_BELOW) return 'keepRevisiting';
  return null;
}
