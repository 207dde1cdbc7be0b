import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/renderPage.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';

afterEach(cleanup);

describe('Privacy Policy page', () => {
  it('shows one h1, the date it was last updated and sets its title', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('2 October 2019')).toHaveAttribute('datetime', '2019-10-02');
    expect(document.title).toBe('Privacy Policy | Weekends');
  });

  it('has 12 numbered clauses, each in the contents', () => {
    renderPage(<PrivacyPage />);
    const clauses = document.querySelectorAll('article section[id]');
    expect(clauses).toHaveLength(12);
    clauses.forEach((clause, index) => {
      expect(within(clause as HTMLElement).getByRole('heading', { level: 2 }).textContent).toMatch(
        new RegExp(`^${index + 1}\\.\\S`),
      );
    });
    expect(within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')).toHaveLength(12);
  });

  it('gives a mail link to write to about privacy', () => {
    renderPage(<PrivacyPage />);
    const contact = document.querySelectorAll('article section[id]')[11] as HTMLElement;
    expect(within(contact).getByRole('link', { name: 'privacy@weekends.ae' })).toHaveAttribute(
      'href',
      'mailto:privacy@weekends.ae',
    );
  });
});
