import { LANGUAGES, PAGE_TYPES, type Language, type PageType } from '@weekends/shared';

/**
 * The Web Vitals reporter's entry (a build entry of its own, vite.config.ts). The server writes it into a sampled page
 * view only (plugins/web.ts: one draw a page view against VITALS_SAMPLE_RATE), as
 * `<script type="module" src="…" data-vitals-page="activity">` with the kind of page its route is, so an unsampled page
 * view carries not a byte of it. Once the page has loaded and the browser is idle, it fetches the reporter (report.ts,
 * with `web-vitals`), so nothing the visitor waits for competes with it.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-vitals-page]');
const page = script?.dataset.vitalsPage as PageType | undefined;
const language = document.documentElement.lang as Language;

function start() {
  // A failed download costs this page view's report, nothing else.
  import('./report.ts')
    .then((reporter) =>
      reporter.reportVitals({ page: page!, language, device: reporter.deviceClass(window.innerWidth) }),
    )
    .catch(() => {});
}

if (page && PAGE_TYPES.includes(page) && LANGUAGES.includes(language)) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 10_000 }) : setTimeout(start, 2_000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
