import type { Language } from '@weekends/shared';

// Everything here is in the first page's JavaScript (app/start.tsx), which has a budget (e2e/tests/budget.test.ts):
// it only decides and waits. What a report says (context.ts) and the measuring (report.ts, web-vitals) load later.

/**
 * The share of page views that report, as the server wrote it into the page (`<meta name="vitals-sample">`, from
 * VITALS_SAMPLE_RATE); none when the page has no such tag (the development server's) or it is not a number.
 */
export function sampleRate(doc: Document = document): number {
  return Number(doc.querySelector<HTMLMetaElement>('meta[name="vitals-sample"]')?.content) || 0;
}

/**
 * Whether this page view reports: one draw in [0, 1) for the whole page view, so a sampled view reports every metric
 * it measures and an unsampled one none (and downloads nothing for it).
 */
export const sampledPageView = (rate: number, draw: number): boolean => draw < rate;

/**
 * Starts the Web Vitals reports of a sampled page view: after the load, when the browser is idle, the reporter (with
 * the `web-vitals` library) is fetched as a chunk of its own, so it competes with nothing the visitor waits for, and
 * an unsampled view fetches nothing. The page view is the one the browser loaded: its kind is its first route's.
 */
export function scheduleVitals(routePath: string | undefined, language: Language, draw: number = Math.random()): void {
  if (!sampledPageView(sampleRate(), draw)) return;
  // A failed download costs this page view's report, nothing else.
  const start = () =>
    void import('./report.ts')
      .then((reporter) => reporter.reportVitals(reporter.vitalsContext(routePath, language, innerWidth)))
      .catch(() => {});
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 10_000 }) : setTimeout(start, 2_000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
