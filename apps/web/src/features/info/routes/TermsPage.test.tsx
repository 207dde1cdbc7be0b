import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import terms from '../../../locales/en/terms.json';
import { renderPage } from '../testing/renderPage.tsx';
import { TermsPage } from './TermsPage.tsx';

afterEach(cleanup);

const section = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
};

describe('Terms & Conditions page', () => {
  it('shows one h1, the date it was last updated and sets its title', () => {
    renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    expect(screen.getByText('2 October 2019')).toHaveAttribute('datetime', '2019-10-02');
    expect(screen.getByText('2 October 2019').parentElement).toHaveTextContent('Last updated 2 October 2019');
    expect(document.title).toBe('Terms & Conditions | Weekends');
  });

  it('numbers every section and lists each one in the contents, linked to its anchor', () => {
    renderPage(<TermsPage />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(terms.sections.length);
    terms.sections.forEach((entry, index) => {
      expect(links[index]).toHaveAttribute('href', `#${entry.id}`);
      expect(within(section(entry.id)).getByRole('heading', { level: 2 })).toHaveTextContent(
        `${index + 1}.${entry.title}`,
      );
    });
  });

  it('states every clause with its constants', () => {
    renderPage(<TermsPage />);
    expect(section('eligibility')).toHaveTextContent(
      'at least 18 years old and legally able to enter into binding contracts',
    );
    expect(section('hosts')).toHaveTextContent('subject to our approval and to a separate Host Agreement');
    expect(section('minors')).toHaveTextContent('must be accompanied throughout by a responsible adult');
    expect(section('payment-disputes')).toHaveTextContent('within 7 days of the payment');
    expect(section('booking-issues')).toHaveTextContent('within 12 hours of the scheduled start');
    expect(section('changes-cancellations')).toHaveTextContent(
      'not been accepted within 72 hours of being made lapses',
    );
    expect(section('changes-cancellations')).toHaveTextContent(
      'full refund of the Total Fees if you cancel at least 48 hours before',
    );
    expect(section('liability')).toHaveTextContent(
      'limited to the Online Marketplace Fee we received for the booking concerned',
    );
    expect(section('liability')).toHaveTextContent('within 6 months');
    expect(section('suspension')).toHaveTextContent(
      'suspend or terminate any account, remove or refuse any content or Experience Listing, reject or remove any Host',
    );
    expect(section('payment')).toHaveTextContent('may change prices at any time');
    expect(section('payment')).toHaveTextContent('Fees are non-refundable unless the Listing Terms');
    expect(section('non-circumvention')).toHaveTextContent(
      'For 3 years after a Customer and a Host first come into contact',
    );
    expect(section('opt-out-fee')).toHaveTextContent('case by case');
    expect(section('opt-out-fee')).toHaveTextContent('Unpaid invoices are due within 30 days');
    expect(section('bad-experience')).toHaveTextContent('report it to our customer care team');
    expect(section('bad-experience')).toHaveTextContent('within 24 hours');
    expect(section('notices')).toHaveTextContent(
      'deemed to have been received and read 2 business days after it is sent',
    );
    expect(section('governing-law')).toHaveTextContent('laws of the Emirate of Abu Dhabi');
    expect(section('governing-law')).toHaveTextContent('federal laws of the United Arab Emirates');
    expect(within(section('grievances')).getByRole('heading')).toHaveTextContent('Grievance redressal');
  });

  it('defines its terms, Total Fees as the experience fee plus taxes', () => {
    renderPage(<TermsPage />);
    const definitions = within(section('definitions'));
    const terms = definitions.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(
      [
        'Customer',
        'Host',
        'Experience',
        'Experience Listing',
        'Listing Terms',
        'Service Agreement',
        'Total Fees',
        'Online Marketplace Fee',
        'Change Request',
        'Change Fee',
      ].map((name) => `“${name}”`),
    );
    expect(
      definitions.getByText(/^the amount a Customer pays for a booking: the Experience fee plus applicable taxes/),
    ).toBeInTheDocument();
  });

  it('refers to clauses by the numbers they are shown with', () => {
    renderPage(<TermsPage />);
    const numberOf = (id: string) => terms.sections.findIndex((entry) => entry.id === id) + 1;
    expect(section('about-these-terms')).toHaveTextContent(`Host Agreement described in clause ${numberOf('hosts')}.`);
    expect(section('payment')).toHaveTextContent(
      `the Listing Terms or clause ${numberOf('changes-cancellations')} say otherwise`,
    );
    expect(section('opt-out-fee')).toHaveTextContent(`during the period in clause ${numberOf('non-circumvention')}`);
    expect(section('liability')).toHaveTextContent(`Subject to clause ${numberOf('liability')}.1,`);
    expect(section('grievances')).toHaveTextContent(`the courts named in clause ${numberOf('governing-law')}.`);
    expect(section('suspension')).toHaveTextContent(
      `clauses ${numberOf('non-circumvention')} to ${numberOf('indemnity')} and clause ${numberOf('governing-law')}, survive`,
    );
  });

  it('shows the contents on a phone only when asked', async () => {
    const user = userEvent.setup();
    renderPage(<TermsPage />);
    const toggle = screen.getByRole('button', { name: /Contents/ });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    await user.click(within(list as HTMLElement).getByRole('link', { name: /Non-circumvention/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
