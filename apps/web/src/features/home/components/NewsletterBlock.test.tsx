import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { subscribed } from '../../newsletter/testing/answers.ts';
import { NewsletterBlock } from './NewsletterBlock.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NewsletterBlock', () => {
  it('subscribes from the home page, labelled by its heading', async () => {
    const api = mockRoutes({ 'POST /api/newsletter': () => subscribed });
    renderWithProviders(<NewsletterBlock />);
    expect(screen.getByRole('region', { name: 'Weekend ideas in your inbox' })).toBeInTheDocument();
    // jsdom has no IntersectionObserver: the form loads at once.
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribed Successfully' })).toBeDisabled();
    expect(api.calls[0]?.body).toMatchObject({ email: 'reader@example.com', source: 'home' });
  });

  it('loads the form only as the block nears the viewport, keeping its place meanwhile', async () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    let watching = false;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {
          watching = true;
        }
        disconnect() {
          watching = false;
        }
      },
    );
    renderWithProviders(<NewsletterBlock />);
    expect(screen.getByTestId('newsletter-placeholder')).toBeInTheDocument();
    expect(watching).toBe(true);
    // The observer's answer is handled at once: a block still far away keeps watching, and the download starts only
    // once it stops watching, so the form cannot be on its way.
    notify([{ isIntersecting: false }]);
    expect(watching).toBe(true);
    expect(screen.getByTestId('newsletter-placeholder')).toBeInTheDocument();
    notify([{ isIntersecting: true }]);
    expect(watching).toBe(false);
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.queryByTestId('newsletter-placeholder')).not.toBeInTheDocument();
  });
});
