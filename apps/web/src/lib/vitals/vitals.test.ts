import { describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '@weekends/shared';
import { pageTypeOf, vitalsBatchSchema } from '@weekends/shared/vitals';
import { deviceClass } from './report.ts';

type Callback = (metric: { name: string; value: number; rating: string; id: string; entries: unknown[] }) => void;
const callbacks = new Map<string, Callback>();
vi.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => callbacks.set('LCP', callback),
  onINP: (callback: Callback) => callbacks.set('INP', callback),
  onCLS: (callback: Callback) => callbacks.set('CLS', callback),
  onFCP: (callback: Callback) => callbacks.set('FCP', callback),
  onTTFB: (callback: Callback) => callbacks.set('TTFB', callback),
}));

describe('the kind of page a report names', () => {
  it.each([
    [PAGE_ROUTES.home.path, 'home'],
    [PAGE_ROUTES.search.path, 'search'],
    [PAGE_ROUTES.category.path, 'search'],
    [PAGE_ROUTES.section.path, 'search'],
    [PAGE_ROUTES.activity.path, 'activity'],
    [PAGE_ROUTES.weekendPasses.path, 'pass'],
    [PAGE_ROUTES.makeYourOwnPass.path, 'pass'],
    [PAGE_ROUTES.weekendDetail.path, 'pass'],
    [PAGE_ROUTES.blog.path, 'blog'],
    [PAGE_ROUTES.post.path, 'blog'],
    [PAGE_ROUTES.checkout.path, 'checkout'],
    [PAGE_ROUTES.checkoutFor.path, 'checkout'],
    [PAGE_ROUTES.booking.path, 'checkout'],
    [PAGE_ROUTES.login.path, 'other'],
    [PAGE_ROUTES.dashboardTab.path, 'other'],
    [PAGE_ROUTES.backOffice.path, 'other'],
    ['*', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it('is read from the route pattern, never from an address', () => {
    expect(pageTypeOf('/activity/desert-safari')).toBe('other');
  });
});

describe('the device class', () => {
  it('names a phone or a desktop by the viewport’s width', () => {
    expect(deviceClass(390)).toBe('mobile');
    expect(deviceClass(767)).toBe('mobile');
    expect(deviceClass(768)).toBe('desktop');
    expect(deviceClass(1440)).toBe('desktop');
  });
});

describe('the reporter', () => {
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  };

  it('sends one beacon a hiding with the latest value of each metric, and nothing but what the API takes', async () => {
    const { reportVitals } = await import('./report.ts');
    const sent: string[] = [];
    const pass = { view: 'LN46VPRwy2GJdVESjE_FcA', token: 'tpcrxd.p1Ht1_ByybUQ-AL0G0-D8U00nIoaObtPly0Al6YxJAI' };
    reportVitals({ page: 'activity', ...pass, language: 'ar', device: 'mobile' }, (body) => sent.push(body));
    const metric = (name: string, value: number, rating = 'good') =>
      callbacks.get(name)!({ name, value, rating, id: 'v5-1700000000000-123', entries: [{ url: 'https://x' }] });
    metric('LCP', 2380.44);
    metric('CLS', 0.012345);
    metric('CLS', 0.031234);
    metric('INP', 312.2, 'needs-improvement');
    hide();
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!);
    expect(body).toEqual({
      page: 'activity',
      ...pass,
      language: 'ar',
      device: 'mobile',
      metrics: [
        { name: 'LCP', value: 2380, rating: 'good' },
        { name: 'CLS', value: 0.0312, rating: 'good' },
        { name: 'INP', value: 312, rating: 'needs-improvement' },
      ],
    });
    expect(vitalsBatchSchema.safeParse(body).success).toBe(true);
    // Nothing new: no second beacon; a later change goes in the next one.
    hide();
    expect(sent).toHaveLength(1);
    metric('INP', 340, 'needs-improvement');
    hide();
    expect(JSON.parse(sent[1]!).metrics).toEqual([{ name: 'INP', value: 340, rating: 'needs-improvement' }]);
  });
});
