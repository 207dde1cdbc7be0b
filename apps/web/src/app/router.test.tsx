import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { pagePathPatterns } from '@weekends/shared';
import { appRouter } from './router.tsx';

/** The server answers 200 for exactly the shared table's paths; the router must have a page for each of them. */
describe('the router and the shared page table', () => {
  const sample = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '7').replace(/\/\*$/, '/overview');

  it('gives every path the server answers a page, not the not-found page', () => {
    for (const pattern of pagePathPatterns()) {
      const matches = matchRoutes(appRouter().routes, sample(pattern));
      const leaf = matches?.at(-1)?.route;
      expect(leaf?.path, pattern).not.toBe('*');
      expect(leaf?.path, pattern).toBe(pattern.startsWith('/vendor/dashboard') ? '/vendor/dashboard/*' : pattern);
    }
  });

  it('leaves a path outside the table to the not-found page', () => {
    expect(matchRoutes(appRouter().routes, '/order-success/7')?.at(-1)?.route.path).toBe('*');
  });
});
