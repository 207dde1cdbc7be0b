import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockAnswers, serverError, submitted } from '../../../test/api/mockApi.ts';
import { ContactPage } from './ContactPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answers: Parameters<typeof mockAnswers>[1] = [submitted]) {
  const api = mockAnswers('POST /api/contact', answers);
  renderWithProviders(<ContactPage />);
  return api;
}

async function fill({ email = 'sara@example.com' } = {}) {
  await userEvent.type(screen.getByLabelText('Your name'), 'Sara Al Haddad');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Message'), 'Do you have family experiences in Al Ain?');
}
const submitButton = () => screen.getByRole('button', { name: /Submit|Wait|Request Submitted Successfully/ });

describe('/contact', () => {
  it('greets with the headline, the support mail link and the hidden-gems invitation', () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hello! What can we help you with today?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@weekends.ae' })).toHaveAttribute(
      'href',
      'mailto:support@weekends.ae',
    );
    expect(screen.getByRole('heading', { name: 'Know a hidden gem?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Become A Host/ })).toHaveAttribute('href', '/partner-contact');
    expect(document.title).toContain('Contact Us');
  });

  it("shows the earlier site's messages after a failed try and sends nothing", async () => {
    const api = setup();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'sara@');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Email Id must be valid')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it("sends the message, shows 'Wait', then 'Request Submitted Successfully' with the form disabled", async () => {
    const api = setup();
    api.hold();
    await fill();
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Wait'));
    expect(submitButton()).toBeDisabled();
    api.release();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, Sara. We have e-mailed a copy to sara@example.com',
    );
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Sara Al Haddad',
          email: 'sara@example.com',
          message: 'Do you have family experiences in Al Ain?',
          captcha: expect.stringMatching(/^payload-/),
        },
      },
    ]);
  });

  it('ends the wait on a failure with a message, and a retry goes through', async () => {
    const api = setup([serverError, submitted]);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();

    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(api.calls).toHaveLength(2);
    // A spent captcha is never sent twice.
    const captchaOf = (call: (typeof api.calls)[number]) => (call.body as { captcha: string }).captcha;
    expect(captchaOf(api.calls[1]!)).not.toBe(captchaOf(api.calls[0]!));
  });

  it('ends the wait when the network is down', async () => {
    setup(['offline']);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your connection and try again.');
    expect(submitButton()).toHaveTextContent('Submit');
  });

  it("puts the server's field message on its field", async () => {
    setup([
      {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fieldErrors: { email: ['Email Id must be valid'] },
        },
      },
    ]);
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Email Id must be valid')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit');
  });
});
