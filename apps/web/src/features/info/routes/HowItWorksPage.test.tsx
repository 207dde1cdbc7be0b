import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/renderPage.tsx';
import { HowItWorksPage } from './HowItWorksPage.tsx';

afterEach(cleanup);

describe('How It Works page', () => {
  it('shows one h1 and sets its title', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How It Works');
    expect(document.title).toBe('How It Works | Weekends');
  });

  it('walks through four numbered steps in order', () => {
    renderPage(<HowItWorksPage />);
    const [steps] = screen.getAllByRole('list');
    const items = within(steps as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Discover your experience',
      'Book in a few clicks',
      'Get your voucher',
      'Enjoy your weekend',
    ]);
    items.forEach((item, index) => expect(item).toHaveTextContent(`Step ${index + 1}`));
  });

  it('leads on to planning, browsing, the FAQs and hosting', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getByRole('link', { name: 'Plan my weekend' })).toHaveAttribute('href', '/plan-my-weekend');
    expect(screen.getByRole('link', { name: 'Browse experiences' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Become A Host' })).toHaveAttribute('href', '/partner-contact');
  });
});
