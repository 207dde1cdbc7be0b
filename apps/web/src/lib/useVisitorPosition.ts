import { useEffect, useState } from 'react';
import type { LatLng } from '@weekends/shared';

/**
 * The visitor's position, only when they have already allowed geolocation for this site.
 * We never ask on page load: an unprompted permission dialog is the fastest way to lose trust.
 * Any failure (no API, denied, timeout) is silent and leaves the position unknown.
 */
export function useVisitorPosition(): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions?.query) return;
    let cancelled = false;
    let status: PermissionStatus | null = null;

    const locate = () => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!cancelled) setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        },
        () => undefined,
        // A position a few minutes old is fine for 'km away' and avoids waking the GPS on every page.
        { maximumAge: 5 * 60_000, timeout: 10_000 },
      );
    };
    const onChange = () => {
      if (status?.state === 'granted') locate();
    };

    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        status.addEventListener('change', onChange);
        onChange();
      })
      .catch(() => undefined);

    return () => {
      cancelled = true;
      status?.removeEventListener('change', onChange);
    };
  }, []);

  return position;
}
