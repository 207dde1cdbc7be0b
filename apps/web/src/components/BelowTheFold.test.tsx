import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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

  it('says it is busy while its code is on its way, and no longer once it is live', async () => {
    let arrive: (part: { default: () => React.JSX.Element }) => void = () => {};
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    await renderPart(<Part />);
    const slot = document.querySelector('[data-below-the-fold]')!;
    await waitFor(() => expect(slot).toHaveAttribute('aria-busy', 'true'));
    await act(async () => arrive({ default: () => <p>The closing block</p> }));
    expect(await screen.findByText('The closing block')).toBeInTheDocument();
    await waitFor(() => expect(slot).toHaveAttribute('data-below-the-fold', 'live'));
    expect(slot).not.toHaveAttribute('aria-busy');
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
