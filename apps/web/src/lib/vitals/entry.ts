import type { Language } from '@weekends/shared';
import type { PageType } from '@weekends/shared/vitals';
import { deviceClass, reportVitals } from './report.ts';

/**
 * The Web Vitals reporter's entry (a build entry of its own, vite.config.ts). The server writes it into a sampled page
 * view only (plugins/web.ts: one draw a page view against VITALS_SAMPLE_RATE), as
 * `<script type="module" src="…" data-vitals-page="activity" data-vitals-view="…" data-vitals-token="…">` with the kind
 * of page its route is and the page view's pass, so an unsampled page view carries not a byte of it. The script is
 * async (fetched at low priority, about 3.5 KB gzipped with `web-vitals`), and starts measuring only once the page has
 * loaded and the browser is idle (the browser keeps the entries it needs).
 *
 * It shares no module with the app's entry and imports nothing lazily: either would have the bundler split modules
 * (or its preload helper) out of the app's chunk, and the first page would load more, smaller chunks. The API checks
 * what is sent.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-vitals-page]')?.dataset;
const page = tag?.vitalsPage as PageType | undefined;
const language = document.documentElement.lang as Language;

// The page view's pass (its random name and the server's token) goes back with each report: without it none is kept.
const start = () =>
  reportVitals({
    page: page!,
    view: tag?.vitalsView ?? '',
    token: tag?.vitalsToken ?? '',
    language,
    device: deviceClass(window.innerWidth),
  });

if (page) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 10_000 }) : setTimeout(start, 2_000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
