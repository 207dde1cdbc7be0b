import { Suspense, useEffect, useRef, useState } from 'react';
import { lazy } from '../../../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT_PX } from '@weekends/shared';
import type { ActivityMapProps } from './ActivityMap.tsx';

const ActivityMap = lazy(() => import('./ActivityMap.tsx'));

/**
 * Reserves the map's 450 px straight away (no layout shift) and fetches Leaflet only when the map
 * comes near the screen, since most visitors never scroll that far.
 */
export function LazyActivityMap(props: ActivityMapProps) {
  const { t } = useTranslation('activity');
  const slot = useRef<HTMLDivElement>(null);
  // Never on the server (Leaflet needs a browser), so never in the render that hydrates the server's HTML either:
  // there, IntersectionObserver exists and the map waits for it.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !slot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(slot.current);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div className="flex h-full items-center justify-center text-sm text-slate-600" role="status">
      {t('whenWhere.mapLoading')}
    </div>
  );

  return (
    <div
      ref={slot}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100"
      style={{ height: MAP_HEIGHT_PX }}
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <ActivityMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
