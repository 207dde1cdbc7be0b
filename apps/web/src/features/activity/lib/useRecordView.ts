import { useEffect, useRef } from 'react';
import { recordActivityView } from '../api.ts';

/**
 * Records one view per activity per page mount. The ref survives React StrictMode's
 * double effect run, so development does not count two views; a failure is silent
 * because a lost view must never disturb the visitor.
 */
export function useRecordView(activityId: number) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === activityId) return;
    recorded.current = activityId;
    recordActivityView(activityId).catch(() => undefined);
  }, [activityId]);
}
