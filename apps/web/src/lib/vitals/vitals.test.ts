import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES, vitalsBatchSchema } from '@weekends/shared';
import { deviceClass, pageTypeOf, vitalsContext } from './context.ts';
import { sampledPageView, sampleRate } from './schedule.ts';

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

describe('sampling', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="vitals-sample"]')?.remove();
  });

  const withMeta = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = 'vitals-sample';
    meta.content = content;
    document.head.append(meta);
  };

  it('reads the share the server wrote into the page, none without it or with nonsense', () => {
    expect(sampleRate()).toBe(0);
    withMeta('0.2');
    expect(sampleRate()).toBe(0.2);
    document.head.querySelector('meta[name="vitals-sample"]')!.setAttribute('content', '1');
    expect(sampledPageView(sampleRate(), 0.9999)).toBe(true);
    document.head.querySelector('meta[name="vitals-sample"]')!.setAttribute('content', 'lots');
    expect(sampleRate()).toBe(0);
  });

  it('decides once per page view, from one draw: below the share reports, otherwise not', () => {
    expect(sampledPageView(0.2, 0)).toBe(true);
    expect(sampledPageView(0.2, 0.1999)).toBe(true);
    expect(sampledPageView(0.2, 0.2)).toBe(false);
    expect(sampledPageView(0.2, 0.9)).toBe(false);
    expect(sampledPageView(0, 0)).toBe(false);
    expect(sampledPageView(1, 0.9999)).toBe(true);
    // About the share of many page views.
    let seed = 42;
    const draws = Array.from({ length: 10_000 }, () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646);
    const share = draws.filter((draw) => sampledPageView(0.2, draw)).length / draws.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.22);
  });

  it('names a phone or a desktop by the viewport’s width', () => {
    expect(deviceClass(390)).toBe('mobile');
    expect(deviceClass(767)).toBe('mobile');
    expect(deviceClass(768)).toBe('desktop');
    expect(deviceClass(1440)).toBe('desktop');
    expect(vitalsContext('/weekend-detail/:slug', 'ar', 390)).toEqual({
      page: 'pass',
      language: 'ar',
      device: 'mobile',
    });
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
    reportVitals({ page: 'activity', language: 'ar', device: 'mobile' }, (body) => sent.push(body));
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
