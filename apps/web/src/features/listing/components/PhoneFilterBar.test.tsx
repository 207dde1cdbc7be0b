import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { stubResizeObserver } from '../../../test/layoutStubs.ts';
import { EMPTY_FILTERS } from '../filters.ts';
import { PhoneFilterBar } from './PhoneFilterBar.tsx';

// The panel's price slider only needs ResizeObserver to exist.
beforeAll(stubResizeObserver);
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

describe('PhoneFilterBar', () => {
  it('opens and closes the filter panel as a disclosure the button describes', async () => {
    const onApplied = vi.fn();
    // The panel's choices (none here: the disclosure is what is checked).
    mockRoutes({
      'GET /api/cities': () => ({ status: 200, body: [] }),
      'GET /api/days': () => ({ status: 200, body: [] }),
      'GET /api/timings': () => ({ status: 200, body: [] }),
    });
    renderWithProviders(
      <PhoneFilterBar filters={EMPTY_FILTERS} commit={vi.fn()} categories={null} onApplied={onApplied} />,
      { user: null },
    );
    const button = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(panel).toBeEmptyDOMElement();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // The panel's code loads when asked for; applying closes it and tells the page.
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(onApplied).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeEmptyDOMElement();

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
