import { DESKTOP_MIN_WIDTH, type DeviceClass, type Language, type VitalsBatch } from '@weekends/shared';
import { pageTypeOf } from './pageType.ts';

/** What every report of a page view says besides its metrics. */
export type VitalsContext = Omit<VitalsBatch, 'metrics'>;

/**
 * The share of page views that report, as the server wrote it into the page (`<meta name="vitals-sample">`, from
 * VITALS_SAMPLE_RATE); none when the page has no such tag (the development server's) or it is not a share.
 */
export function sampleRate(doc: Document = document): number {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="vitals-sample"]')?.content;
  const rate = Number(content);
  return content && Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

/**
 * Whether this page view reports: one draw in [0, 1) for the whole page view, so a sampled view reports every metric
 * it measures and an unsampled one none (and downloads nothing for it).
 */
export function sampledPageView(rate: number, draw: number): boolean {
  return rate > 0 && draw < rate;
}

export const deviceClass = (viewportWidth: number): DeviceClass =>
  viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';

/** Runs `task` once the page has loaded and the browser is idle, so it competes with nothing the visitor waits for. */
function afterLoadWhenIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 10_000 }) : setTimeout(task, 2_000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Starts the Web Vitals reports of a sampled page view: after the load, when idle, the reporter (with the
 * `web-vitals` library) is fetched as a chunk of its own, so it adds nothing to the page's first JavaScript, and
 * nothing at all to an unsampled view. The page view is the one the browser loaded: its kind is its first route's.
 */
export function scheduleVitals(routePath: string | undefined, language: Language, draw: number = Math.random()): void {
  if (!sampledPageView(sampleRate(), draw)) return;
  const context: VitalsContext = { page: pageTypeOf(routePath), language, device: deviceClass(window.innerWidth) };
  afterLoadWhenIdle(() => {
    // A failed download costs this page view's report, nothing else.
    import('./report.ts').then((reporter) => reporter.reportVitals(context)).catch(() => {});
  });
}
