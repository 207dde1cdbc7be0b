import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockAnswers, serverError, submitted, type Reply } from '../../../test/api/mockApi.ts';
import { GiveBackPage } from './GiveBackPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
});

function setup(answers: Reply[] = [submitted]) {
  const api = mockAnswers('POST /api/nominations/give-back', answers);
  renderWithProviders(<GiveBackPage />);
  return api;
}

async function fill({ age = '34', email = 'mariam@example.com' } = {}) {
  await userEvent.type(screen.getByLabelText('Full name'), 'Mariam Saeed');
  await userEvent.type(screen.getByLabelText('Age'), age);
  await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '501234567');
  await userEvent.click(screen.getByRole('radio', { name: /^Both/ }));
}
const submitButton = () => screen.getByRole('button', { name: /Submit|Wait|Request Submitted Successfully/ });

describe('/give-back', () => {
  it('explains the Return Gift Weekend and offers time, money or both', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Return Gift Weekend' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Give your way' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'female',
      'male',
      'time',
      'money',
      'both',
    ]);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+971');
    expect(document.title).toContain('Return Gift Weekend');
  });

  it('requires every field after a failed try and sends nothing', async () => {
    const api = setup();
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(6));
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('takes an age from 5 to 100 and a valid e-mail', async () => {
    setup();
    await fill({ age: '3', email: 'mariam@' });
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please enter an age between 5 and 100, in whole years.')).toBeInTheDocument();
    expect(screen.getByText('Email Id must be vaild')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Age'));
    await userEvent.type(screen.getByLabelText('Age'), 'ten');
    expect(await screen.findByText('Please enter an age between 5 and 100, in whole years.')).toBeInTheDocument();
  });

  it('sends the nomination with the age as a number, then shows Request Submitted Successfully', async () => {
    const api = setup();
    await fill();
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Male' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, Mariam.');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/nominations/give-back',
        body: {
          name: 'Mariam Saeed',
          age: 34,
          email: 'mariam@example.com',
          gender: 'female',
          phoneNumber: '+971501234567',
          contribute: 'both',
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
  });
});
