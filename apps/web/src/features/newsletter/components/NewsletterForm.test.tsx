import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm.tsx';
import { SUBSCRIBED_KEY } from '../lib/storage.ts';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, offline, serverError } from '../../../test/api/mockApi.ts';
import { alreadySubscribed, subscribed } from '../testing/answers.ts';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import arabicMessages from '../../../locales/ar/messages.json';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const FAILED = 'We could not subscribe you just now. Please check your connection and try again.';

beforeEach(() => {
  captchaState.renewals = 0;
});
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function subscribeWith(email: string) {
  const user = userEvent.setup();
  await user.type(field(), email);
  await user.click(button('Subscribe'));
  return user;
}

describe('NewsletterForm', () => {
  it("reads 'Wait' while sending, then 'Subscribed Successfully' with the field and button disabled", async () => {
    let answer!: (value: typeof subscribed) => void;
    const api = mockRoutes({ 'POST /api/newsletter': () => new Promise((resolve) => (answer = resolve)) });
    const onSubscribed = vi.fn();
    renderWithProviders(<NewsletterForm source="home" onSubscribed={onSubscribed} />);

    await subscribeWith('  Reader@Example.com ');
    expect(await screen.findByRole('button', { name: 'Wait' })).toBeDisabled();
    answer(subscribed);

    expect(await screen.findByRole('button', { name: 'Subscribed Successfully' })).toBeDisabled();
    expect(field()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A welcome e-mail is on its way to reader@example.com.');
    expect(api.calls.filter((c) => c.path === '/api/newsletter')).toEqual([
      {
        method: 'POST',
        path: '/api/newsletter',
        body: { email: 'reader@example.com', source: 'home', captcha: expect.stringMatching(/^payload-/) },
      },
    ]);
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    // The pop-up will not ask this browser again.
    expect(localStorage.getItem(SUBSCRIBED_KEY)).toBe('1');
  });

  it("says 'Already Subscribed' on 409 ALREADY_SUBSCRIBED and disables the field", async () => {
    mockRoutes({ 'POST /api/newsletter': () => alreadySubscribed });
    const onSubscribed = vi.fn();
    renderWithProviders(<NewsletterForm source="blog" compact onSubscribed={onSubscribed} />);
    await subscribeWith('reader@example.com');
    expect(await screen.findByRole('button', { name: 'Already Subscribed' })).toBeDisabled();
    expect(field()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('reader@example.com is already on our list');
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it("shows another message for a server error, never 'Already Subscribed', and lets the visitor try again", async () => {
    let fail = true;
    const api = mockRoutes({ 'POST /api/newsletter': () => (fail ? serverError : subscribed) });
    renderWithProviders(<NewsletterForm source="home" />);
    const user = await subscribeWith('reader@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByText('Already Subscribed')).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(button('Subscribe')).toBeEnabled();
    // The spent captcha payload is replaced for the next try.
    expect(captchaState.renewals).toBe(1);

    fail = false;
    await user.click(button('Subscribe'));
    expect(await screen.findByRole('button', { name: 'Subscribed Successfully' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const captchas = api.calls
      .filter((c) => c.path === '/api/newsletter')
      .map((c) => (c.body as { captcha: string }).captcha);
    expect(new Set(captchas).size).toBe(2);
  });

  it('shows the network failure message when the request never reaches the server', async () => {
    const api = mockRoutes({ 'POST /api/newsletter': () => offline });
    renderWithProviders(<NewsletterForm source="home" />);
    await subscribeWith('reader@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(button('Subscribe')).toBeEnabled();
    expect(api.calls.filter((c) => c.path === '/api/newsletter')).toHaveLength(1);
  });

  it("shows the server's words for a refusal it explains (too many attempts)", async () => {
    const limited = {
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts, please wait a few minutes and try again.',
      },
    };
    mockRoutes({ 'POST /api/newsletter': () => limited });
    renderWithProviders(<NewsletterForm source="home" />);
    await subscribeWith('reader@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please wait a few minutes and try again.',
    );
  });

  it('asks for an address, then a valid one, before sending anything', async () => {
    const api = mockRoutes({ 'POST /api/newsletter': () => subscribed });
    renderWithProviders(<NewsletterForm source="home" />);
    const user = userEvent.setup();

    await user.click(button('Subscribe'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field()).toHaveFocus());

    await user.type(field(), 'reader@');
    await user.click(button('Subscribe'));
    expect(await screen.findByText('Email Id must be valid')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(button('Subscribe')).toBeEnabled();
    expect(api.calls.some((c) => c.path === '/api/newsletter')).toBe(false);
  });

  it('says its own check in Arabic on an Arabic page', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    const api = mockRoutes({ 'POST /api/newsletter': () => subscribed });
    renderWithProviders(<NewsletterForm source="home" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'reader@');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(arabicMessages.newsletter.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText('Email Id must be valid')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/newsletter')).toBe(false);
  });

  it("puts the server's field message on the field", async () => {
    const invalid = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fieldErrors: { email: ['Email Id must be valid'] },
      },
    };
    mockRoutes({ 'POST /api/newsletter': () => invalid });
    renderWithProviders(<NewsletterForm source="home" />);
    await subscribeWith('reader@example.com');
    expect(await screen.findByText('Email Id must be valid')).toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
