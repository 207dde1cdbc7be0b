import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/renderPage.tsx';
import { FaqPage } from './FaqPage.tsx';

afterEach(cleanup);

const question = (name: RegExp | string) => screen.getByRole('button', { name });

describe('FAQ page', () => {
  it('has one h1, seven to eight questions and sets its title', () => {
    renderPage(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    const questions = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => within(heading).queryByRole('button'));
    expect(questions.length).toBeGreaterThanOrEqual(7);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(document.title).toBe('FAQs | Weekends');
  });

  it('opens with the availability answer: Thursday evening to Saturday night only', () => {
    renderPage(<FaqPage />);
    expect(question('When are experiences available?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/available from Thursday evening to Saturday night only/)).toBeVisible();
  });

  it('opens the answer a link points to', () => {
    renderPage(<FaqPage />, { path: '/faq#coupons' });
    expect(question('Can I give my coupon to someone else?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('When are experiences available?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes answers from the keyboard, with arrow keys moving between questions', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const refund = question('Can I get a refund if I cancel?');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/at least 48 hours before your experience starts, you get a full refund/)).toBeNull();

    refund.focus();
    await user.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(refund.getAttribute('aria-controls') ?? '');
    expect(answer).toHaveTextContent(
      'If you cancel at least 48 hours before your experience starts, you get a full refund',
    );

    await user.keyboard('{ArrowDown}');
    const reschedule = question('Can I cancel or reschedule my booking?');
    expect(reschedule).toHaveFocus();
    await user.keyboard(' ');
    expect(reschedule).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(/within a 48-hour window: you can cancel or reschedule a booking up to 48 hours before/),
    ).toBeVisible();

    await user.keyboard('{ArrowDown}');
    const coupons = question('Can I give my coupon to someone else?');
    expect(coupons).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Coupons are transferable: anyone who has the coupon code can use it/)).toBeVisible();

    refund.focus();
    await user.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
  });

  it('links answers to the host page and the support address', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    await user.click(question('How do I become a host?'));
    expect(screen.getByRole('link', { name: 'Become A Host' })).toHaveAttribute('href', '/partner-contact');
    expect(screen.getByRole('link', { name: 'support@weekends.ae' })).toHaveAttribute(
      'href',
      'mailto:support@weekends.ae',
    );
  });
});
