import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { City } from '@weekends/shared';
import { useCities } from '../../lib/catalog-lookups.ts';

/**
 * The city the home page is about, kept in the address as ?city=<id> so a shared or reloaded link shows
 * the same trending list. An id that is not a known city counts as the whole UAE.
 */
export function useHomeCity() {
  const [params, setParams] = useSearchParams();
  const { data: cities = [] } = useCities();
  const raw = Number(params.get('city'));
  const city: City | null = cities.find((c) => c.id === raw) ?? null;
  // Before the cities arrive the id is trusted, so trending starts loading for the right city at once.
  const cityId = city?.id ?? (Number.isInteger(raw) && raw > 0 && cities.length === 0 ? raw : null);

  const setCity = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('city', String(id));
          else next.delete('city');
          return next;
        },
        // Choosing a city is a filter, not a new page: no history entry to step back through, no scroll jump.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { cities, city, cityId, setCity };
}
