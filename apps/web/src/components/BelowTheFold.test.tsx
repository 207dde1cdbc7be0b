import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from '../lib/lazy.ts';
import { OptionalBelowTheFold } from './BelowTheFold.tsx';

// Rendered inside an awaited act: React runs the effects after a suspended render (the part's wait) only then.
const renderPart = (part: React.ReactNode) =>
  act(async () => {
    render(
      <main>
        <h1>The page</h1>
        <OptionalBelowTheFold fallback={<p>The part's place</p>}>{part}</OptionalBelowTheFold>
      </main>,
    );
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OptionalBelowTheFold', () => {
  it('shows the part once its code has come (jsdom has no IntersectionObserver: at once)', async () => {
    const Part = lazy(async () => ({ default: () => <p>The closing block</p> }));
    await renderPart(<Part />);
    expect(await screen.findByText('The closing block')).toBeInTheDocument();
  });

  it("keeps a failed download in the part's place, and the page around it", async () => {
    // React reports the caught error on the console; the page staying is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await renderPart(<Part />);
    expect(await screen.findByText("The part's place")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
