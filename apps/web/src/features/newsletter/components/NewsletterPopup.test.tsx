import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@weekends/shared/accounts';
import { NEWSLETTER_POPUP_DELAY_MS, NewsletterPopup } from './NewsletterPopup.tsx';
import { POPUP_COUNT_KEY, SUBSCRIBED_KEY } from '../lib/storage.ts';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { subscribed } from '../testing/answers.ts';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const customer: CurrentUser = {
  id: 4,
  firstName: 'Omar',
  lastName: 'Saleh',
  email: 'omar@example.test',
  phoneNumber: null,
  isGuest: false,
  socialLogin: 0,
  isHost: false,
  isCorporate: false,
  isConfirmed: true,
  isAdmin: false,
  staffRole: null,
  isCorporateAdmin: false,
};

beforeAll(async () => {
  // Loaded once up front, so each test's dynamic import settles within a few microtasks under fake timers.
  await import('./NewsletterDialog.tsx');
  await import('../../../test/FakeCaptcha.tsx');
  await import('@weekends/shared/newsletter');
});
beforeEach(() => {
  vi.useFakeTimers();
  mockRoutes({ 'POST /api/newsletter': () => subscribed });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Never miss a great weekend' });
const count = () => localStorage.getItem(POPUP_COUNT_KEY);

describe('NewsletterPopup', () => {
  it('opens after 60 s for a visitor, not before, and counts the showing', async () => {
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS - 1_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBeNull();

    await advance(1_000);
    await vi.waitFor(() => expect(dialog()).toBeInTheDocument());
    expect(count()).toBe('1');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  });

  it('counts 1, then 2, and stops showing once the counter reaches 2', async () => {
    localStorage.setItem(POPUP_COUNT_KEY, '1');
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeInTheDocument());
    expect(count()).toBe('2');
    cleanup();

    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBe('2');
  });

  it('is not shown to a logged-in customer, nor to a guest', async () => {
    renderWithProviders(<NewsletterPopup />, { user: customer });
    await advance(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    cleanup();
    renderWithProviders(<NewsletterPopup />, { user: { ...customer, isGuest: true } });
    await advance(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBeNull();
  });

  it('is not shown on /unsubscribe, nor once this browser has subscribed', async () => {
    renderWithProviders(<NewsletterPopup />, { user: null, path: '/unsubscribe' });
    await advance(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    cleanup();
    localStorage.setItem(SUBSCRIBED_KEY, '1');
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBeNull();
  });

  it('waits while another dialog is open, then shows', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.appendChild(other);
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS + 10_000);
    expect(dialog()).not.toBeInTheDocument();
    other.remove();
    await advance(5_000);
    await vi.waitFor(() => expect(dialog()).toBeInTheDocument());
  });

  it('closes about 1 s after a successful subscription', async () => {
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeInTheDocument());

    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'reader@example.com' },
    });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Email address' }).closest('form')!);
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Subscribed Successfully' })).toBeInTheDocument(),
      { interval: 1 },
    );

    await advance(900);
    expect(dialog()).toBeInTheDocument();
    await advance(200);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBe('1');
  });

  it('closes with its Close button and stays closed for the rest of the visit', async () => {
    renderWithProviders(<NewsletterPopup />, { user: null });
    await advance(NEWSLETTER_POPUP_DELAY_MS);
    await vi.waitFor(() => expect(dialog()).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
    await advance(NEWSLETTER_POPUP_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
    expect(count()).toBe('1');
  });
});
