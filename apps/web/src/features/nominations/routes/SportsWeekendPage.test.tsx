import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockAnswers, serverError, submitted } from '../../../test/api/mockApi.ts';
import { SportsWeekendPage } from './SportsWeekendPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
});

function setup(answers: Parameters<typeof mockAnswers>[1] = [submitted]) {
  const api = mockAnswers('POST /api/nominations/sports', answers);
  renderWithProviders(<SportsWeekendPage />);
  return api;
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Yousef Ali');
  await userEvent.type(screen.getByLabelText('Email'), 'yousef@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '551234567');
}
const tick = (sport: string) => userEvent.click(screen.getByRole('checkbox', { name: sport }));
const level = (group: string, value: string) =>
  userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: value }));
const submitButton = () => screen.getByRole('button', { name: /Submit|Wait|Request Submitted Successfully/ });

describe('/sports-weekend', () => {
  it('lists the six sports; ticking one asks for its level and gives it the first free rank', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sports weekend' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Cricket',
      'Soccer / Football',
      'Table tennis',
      'Lawn tennis',
      'Swimming',
      'E-sports',
    ]);
    expect(screen.queryByRole('group', { name: 'Level: Cricket' })).not.toBeInTheDocument();

    await tick('Cricket');
    await tick('Swimming');
    expect(
      within(screen.getByRole('group', { name: 'Level: Cricket' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Beginner', 'Intermediate', 'Expert']);
    expect(screen.getByRole('combobox', { name: 'Preference rank for Cricket' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Preference rank for Swimming' })).toHaveValue('2');
    expect(
      within(screen.getByRole('combobox', { name: 'Preference rank for Swimming' })).getAllByRole('option'),
    ).toHaveLength(10);

    await tick('Cricket');
    expect(screen.queryByRole('combobox', { name: 'Preference rank for Cricket' })).not.toBeInTheDocument();
  });

  it('needs at least one sport, a level for each and each rank once', async () => {
    const api = setup();
    await fillDetails();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Please choose at least one sport.')).toBeInTheDocument();

    await tick('Cricket');
    await tick('Soccer / Football');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preference rank for Soccer / Football' }), '1');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Each rank can be given to one sport only.')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.queryByText('Please choose at least one sport.')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("adds up to three of one's own sports with 'Add more', each removable", async () => {
    setup();
    const addMore = () => userEvent.click(screen.getByRole('button', { name: 'Add more' }));
    await addMore();
    await addMore();
    await addMore();
    expect(screen.getAllByLabelText('Sport')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove other sport 2' }));
    expect(screen.getAllByLabelText('Sport')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add more' })).toBeInTheDocument();
  });

  it('sends the sports with levels and ranks and one’s own, then shows Request Submitted Successfully', async () => {
    const api = setup();
    await fillDetails();
    await tick('Cricket');
    await level('Level: Cricket', 'Expert');
    await tick('Swimming');
    await level('Level: Swimming', 'Intermediate');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preference rank for Swimming' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add more' }));
    await userEvent.type(screen.getByLabelText('Sport'), 'Padel');
    await level('Level', 'Beginner');
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Request Submitted Successfully'));
    expect(screen.getByRole('checkbox', { name: 'Cricket' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add more' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/nominations/sports',
        body: {
          name: 'Yousef Ali',
          email: 'yousef@example.com',
          phoneNumber: '+971551234567',
          sports: [
            { sport: 'cricket', proficiency: 'Expert', rank: 1 },
            { sport: 'swimming', proficiency: 'Intermediate', rank: 3 },
          ],
          otherSports: [{ name: 'Padel', proficiency: 'Beginner', rank: 2 }],
          captcha: expect.stringMatching(/^payload-/),
        },
      },
    ]);
  });

  it('ends the wait on a failure and says so', async () => {
    setup([serverError]);
    await fillDetails();
    await tick('Cricket');
    await level('Level: Cricket', 'Expert');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(screen.getByRole('checkbox', { name: 'Cricket' })).toBeEnabled();
  });
});
