import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerFixture, renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'lang=; path=/; max-age=0';
});

/** Stands in for the browser's own navigation, which jsdom does not do. */
function watchNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

it('links the same page, query and all, in Arabic, named in Arabic, and remembers the choice', async () => {
  renderWithProviders(<LanguageSwitch />, { path: '/search?keyword=dhow#results', user: null });
  const link = screen.getByRole('link', { name: 'العربية' });
  expect(link).toHaveAttribute('href', '/ar/search?keyword=dhow#results');
  expect(link).toHaveAttribute('hreflang', 'ar');
  expect(link).toHaveAttribute('lang', 'ar');
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow it
  await userEvent.click(link);
  expect(document.cookie).toContain('lang=ar');
});

it("keeps a signed-in customer's choice on the account before the page changes", async () => {
  const assign = watchNavigation();
  const api = mockRoutes({ 'PUT /api/me/language': () => ({ status: 204 }) });
  api.hold();
  renderWithProviders(<LanguageSwitch />, { path: '/weekend-passes', user: customerFixture });
  await userEvent.click(screen.getByRole('link', { name: 'العربية' }));
  await waitFor(() =>
    expect(api.calls).toEqual([{ method: 'PUT', path: '/api/me/language', body: { language: 'ar' } }]),
  );
  // The page waits for the save.
  expect(assign).not.toHaveBeenCalled();
  api.release();
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/weekend-passes'));
});

it('changes the page even when the save fails', async () => {
  const assign = watchNavigation();
  mockRoutes({ 'PUT /api/me/language': () => 'offline' });
  renderWithProviders(<LanguageSwitch />, { path: '/about', user: customerFixture });
  await userEvent.click(screen.getByRole('link', { name: 'العربية' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/ar/about'));
});

it('saves nothing for a visitor: the link alone changes the page', async () => {
  const api = mockRoutes({ 'PUT /api/me/language': () => ({ status: 204 }) });
  renderWithProviders(<LanguageSwitch />, { path: '/about', user: null });
  const link = screen.getByRole('link', { name: 'العربية' });
  let followed = false;
  link.addEventListener('click', (event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  });
  await userEvent.click(link);
  expect(followed).toBe(true);
  expect(api.calls).toEqual([]);
});
