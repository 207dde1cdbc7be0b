import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { DESKTOP_MIN_WIDTH, type DeviceClass } from '@weekends/shared/vitals-device';
import type { VitalName, VitalReport, VitalsBatch } from '@weekends/shared/vitals';

/** What every report of a page view says besides its metrics. */
export type VitalsContext = Omit<VitalsBatch, 'metrics'>;

export const deviceClass = (viewportWidth: number): DeviceClass =>
  viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

export const VITALS_ENDPOINT = '/api/vitals';

/** As navigator.sendBeacon does it: a string body goes as text/plain, which the API reads as JSON. */
const beacon = (body: string) => navigator.sendBeacon(VITALS_ENDPOINT, body);

const rounded = (metric: Metric) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Measures the page view with `web-vitals` and sends what it reported in one beacon each time the page is hidden
 * (the README's batching: metrics are final or updated when the page is backgrounded), each metric at most once a
 * beacon with its latest value. Only the metric's name, value and rating leave, with the page's context: never the
 * library's id, entries or navigation type.
 */
export function reportVitals(context: VitalsContext, send: (body: string) => unknown = beacon): void {
  const pending = new Map<VitalName, VitalReport>();
  const queue = (metric: Metric) => {
    pending.set(metric.name, { name: metric.name, value: rounded(metric), rating: metric.rating });
  };
  onLCP(queue);
  onINP(queue);
  onCLS(queue);
  onFCP(queue);
  onTTFB(queue);
  // After the library's own listeners, so the metrics it finalises on hiding are in the queue.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    send(JSON.stringify({ ...context, metrics: [...pending.values()] }));
    pending.clear();
  });
}
