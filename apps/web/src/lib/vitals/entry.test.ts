import { afterEach, expect, it, vi } from 'vitest';

const reportVitals = vi.fn();
vi.mock('./report.ts', () => ({ reportVitals, deviceClass: () => 'mobile' }));

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

it("sends the page view's pass, as the server wrote it on the reporter's script, with each report", async () => {
  document.documentElement.lang = 'ar';
  document.head.innerHTML =
    '<script type="module" data-vitals-page="activity" data-vitals-view="LN46VPRwy2GJdVESjE_FcA" ' +
    'data-vitals-token="tpcrxd.p1Ht1_ByybUQ"></script>';
  vi.stubGlobal('requestIdleCallback', (start: () => void) => start());
  await import('./entry.ts');
  expect(reportVitals).toHaveBeenCalledWith({
    page: 'activity',
    view: 'LN46VPRwy2GJdVESjE_FcA',
    token: 'tpcrxd.p1Ht1_ByybUQ',
    language: 'ar',
    device: 'mobile',
  });
});
