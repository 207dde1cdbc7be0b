import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockAnswers, serverError, submitted } from '../../../test/api/mockApi.ts';
import { PartnerContactPage } from './PartnerContactPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answers: Parameters<typeof mockAnswers>[1] = [submitted]) {
  const api = mockAnswers('POST /api/partner-contact', answers);
  renderWithProviders(<PartnerContactPage />);
  return api;
}

async function fill({ email = 'layla@kayak.ae', phone = '521234567' } = {}) {
  await userEvent.type(screen.getByLabelText('Your name'), 'Layla Nasser');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.type(screen.getByLabelText('Message'), 'I run kayak tours in the mangroves.');
}
const submitButton = () => screen.getByRole('button', { name: /Submit|Wait|Request Submitted Successfully/ });

describe('/partner-contact', () => {
  it("shows 'Become A Host' with why host with us and how it works", () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Become A Host' })).toBeInTheDocument();
    expect(screen.getByText('Why host with us')).toBeInTheDocument();
    expect(screen.getByText('How it works')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payments taken care of' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome your guests' })).toBeInTheDocument();
    // The way to the host sign-up, in the hero and after how it works.
    const apply = screen.getAllByRole('link', { name: 'Apply to become a host' });
    expect(apply).toHaveLength(2);
    for (const link of apply) expect(link).toHaveAttribute('href', '/partner-new');
    // The phone starts in the UAE.
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+971');
  });

  it("says 'Email Id must be vaild' and 'Invalid phone number!' after a failed try", async () => {
    const api = setup();
    await fill({ email: 'layla@host', phone: '52' });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Email Id must be vaild')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number!')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends name, e-mail, phone and message, then shows Request Submitted Successfully', async () => {
    const api = setup();
    await fill();
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/partner-contact',
      body: {
        name: 'Layla Nasser',
        email: 'layla@kayak.ae',
        phoneNumber: '+971521234567',
        message: 'I run kayak tours in the mangroves.',
        captcha: expect.stringMatching(/^payload-/),
      },
    });
  });

  it('ends the wait on a failure and says so', async () => {
    setup([serverError]);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    expect(submitButton()).toHaveTextContent('Submit');
  });
});
