import { StrictMode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@weekends/shared/newsletter';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError } from '../../../test/api/mockApi.ts';
import { UnsubscribePage } from './UnsubscribePage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = '/unsubscribe?email=reader%40example.com&token=abc.def';
const done = (alreadyUnsubscribed: boolean) => ({
  status: 200,
  body: {
    message: alreadyUnsubscribed ? NEWSLETTER_MESSAGES.alreadyUnsubscribed : NEWSLETTER_MESSAGES.unsubscribed,
    alreadyUnsubscribed,
  },
});
const renderPage = (path = LINK) =>
  renderWithProviders(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    { path },
  );

describe('UnsubscribePage', () => {
  it("unsubscribes once on load (StrictMode too) and shows the earlier site's sentence with Go to Homepage", async () => {
    let answer!: (value: ReturnType<typeof done>) => void;
    const api = mockRoutes({ 'POST /api/newsletter/unsubscribe': () => new Promise((resolve) => (answer = resolve)) });
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Unsubscribing your email address…');
    answer(done(false));
    expect(
      await screen.findByText('You have successfully unsubscribed your email address from our newsletters. Thanks'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/newsletter/unsubscribe', body: { email: 'reader@example.com', token: 'abc.def' } },
    ]);
  });

  it('says so when the address was already unsubscribed', async () => {
    mockRoutes({ 'POST /api/newsletter/unsubscribe': () => done(true) });
    renderPage();
    expect(
      await screen.findByText('You have already unsubscribed your email address from our newsletters. Thanks'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Already unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeInTheDocument();
  });

  it("shows the server's message for a token that does not match the address, without Try again", async () => {
    const invalid = {
      status: 400,
      body: { statusCode: 400, code: 'UNSUBSCRIBE_INVALID', message: NEWSLETTER_MESSAGES.unsubscribeInvalid },
    };
    mockRoutes({ 'POST /api/newsletter/unsubscribe': () => invalid });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    expect(screen.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeInTheDocument();
  });

  it('calls nothing for an incomplete link and says so', async () => {
    const api = mockRoutes({});
    renderPage('/unsubscribe?email=reader%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(api.calls).toEqual([]);
  });

  it('offers Try again after a failed request, and succeeds with it', async () => {
    let fail = true;
    const api = mockRoutes({
      'POST /api/newsletter/unsubscribe': () => (fail ? serverError : done(false)),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Weekends to unsubscribe you.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });
});
