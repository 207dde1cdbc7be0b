import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockAnswers, serverError, submitted } from '../../../test/api/mockApi.ts';
import { CorporatePage } from './CorporatePage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(
  answers: Parameters<typeof mockAnswers>[1] = [submitted],
  at: Parameters<typeof renderWithProviders>[1] = {},
) {
  const api = mockAnswers('POST /api/corporate-contact', answers);
  renderWithProviders(<CorporatePage />, at);
  return api;
}

async function fill({ email = 'omar@gulflogistics.ae', phone = '501234567', landLine = '' } = {}) {
  await userEvent.type(screen.getByLabelText('First name'), 'Omar');
  await userEvent.type(screen.getByLabelText('Last name'), 'Khalil');
  await userEvent.type(screen.getByLabelText('Company name'), 'Gulf Logistics LLC');
  await userEvent.type(screen.getByLabelText('Designation'), 'HR Manager');
  await userEvent.type(screen.getByLabelText('Work email'), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  if (landLine) await userEvent.type(screen.getByRole('textbox', { name: 'Landline (optional)' }), landLine);
  await userEvent.type(screen.getByLabelText('Comment'), 'We would like to reward 40 employees every quarter.');
}
const submitButton = () => screen.getByRole('button', { name: /Submit|Wait|Request Submitted Successfully/ });

describe('/corporate', () => {
  it('pitches with its sections and the five benefits, and links its hero to the form', () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'An office that plays together stays together' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What’s more personal than a weekend?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Keeping employers happy' })).toBeInTheDocument();
    const benefits = [
      'Best place to work',
      'Become a pioneer',
      'You earn respect',
      'Innovative award system',
      'Your own dashboard',
    ];
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(benefits);
    expect(screen.getByRole('heading', { level: 2, name: 'Let’s spread happiness' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '#get-in-touch');
    expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' }).closest('section')).toHaveAttribute(
      'id',
      'get-in-touch',
    );
    expect(document.title).toContain('Corporate Services');
  });

  it("sends a visitor to the experiences in the page's language", () => {
    setup();
    expect(screen.getByRole('link', { name: 'See the experiences' })).toHaveAttribute('href', '/search');
    cleanup();
    setup(undefined, { path: '/ar/corporate', basename: '/ar' });
    expect(screen.getByRole('link', { name: 'See the experiences' })).toHaveAttribute('href', '/ar/search');
  });

  it("says 'Email Id must be vaild' and 'Invalid phone number!' after a failed try; the landline is optional", async () => {
    const api = setup();
    await fill({ email: 'omar.khalil', phone: '5012' });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Email Id must be vaild')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Landline (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toEqual([]);
  });

  it('marks every empty required field', async () => {
    setup();
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(7));
  });

  it('sends every field with the landline, then shows Request Submitted Successfully', async () => {
    const api = setup();
    await fill({ landLine: '42345678' });
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText('Comment')).toBeDisabled();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/corporate-contact',
        body: {
          firstName: 'Omar',
          lastName: 'Khalil',
          companyName: 'Gulf Logistics LLC',
          designation: 'HR Manager',
          email: 'omar@gulflogistics.ae',
          phoneNumber: '+971501234567',
          landLine: '+97142345678',
          comment: 'We would like to reward 40 employees every quarter.',
          captcha: expect.stringMatching(/^payload-/),
        },
      },
    ]);
  });

  it('ends the wait on a failure and says so', async () => {
    setup([serverError]);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Comment')).toBeEnabled();
  });

  it('says when there were too many tries', async () => {
    setup([
      {
        status: 429,
        body: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Too many attempts, please wait a minute and try again.',
        },
      },
    ]);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(submitButton()).toHaveTextContent('Submit');
  });
});
