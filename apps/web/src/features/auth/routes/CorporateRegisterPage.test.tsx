import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { mockRoutes, offline, type Reply, serverError } from '../../../test/api/mockApi.ts';
import { renderAuth, userFixture, visitor } from '../testing/renderAuth.tsx';
import { CorporateRegisterPage } from './CorporateRegisterPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
vi.mock('../../../lib/confirmation-prompt.ts', () => ({
  openConfirmationPrompt: vi.fn(),
  closeConfirmationPrompt: vi.fn(),
}));

const routes = [{ path: '/corporate/:name/register', Component: CorporateRegisterPage }];
const emiratesTech = { id: 3, name: 'Emirates Tech', slug: 'emirates-tech', companyEmailDomain: 'emiratestech.ae' };
const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'This company page does not exist.' };

let api: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  vi.mocked(openConfirmationPrompt).mockClear();
  api = mockRoutes({
    ...visitor,
    'GET /api/corporates/emirates-tech': () => ({ status: 200, body: emiratesTech }),
    'GET /api/corporates/nope': () => ({ status: 404, body: notFound }),
    'POST /api/corporates/emirates-tech/register': () => ({
      status: 201,
      body: userFixture({ email: 'sara.h@emiratestech.ae', isCorporate: true }),
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill({ local = 'sara.h', phone = '501234567', confirm = 'Secret#123' } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Sara');
  await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
  await userEvent.type(screen.getByLabelText('Company e-mail'), local);
  await userEvent.type(screen.getByLabelText('Mobile number'), phone);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('/corporate/:name/register', () => {
  it('names the company and shows its e-mail domain and +971 inside the fields', async () => {
    renderAuth(routes, '/corporate/emirates-tech/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Weekends with Emirates Tech' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company e-mail')).toHaveAccessibleDescription(/@emiratestech\.ae/);
    expect(screen.getByText('@emiratestech.ae')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/\+971/);
    expect(document.title).toContain('Emirates Tech');
  });

  it('applies the local-part, 9-digit phone and confirmation rules', async () => {
    renderAuth(routes, '/corporate/emirates-tech/register');
    await fill({ local: 'sara@emiratestech.ae', phone: '50123456', confirm: 'Secret#124' });
    await submit();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter only the part of your company e-mail before the @.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password do not match')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // A tenth digit is just as wrong; letters and spaces never get in.
    await userEvent.type(screen.getByLabelText('Mobile number'), '7 x');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('501234567');
  });

  it('signs the employee up with the local part, the 9 digits and the yes/no choice, then opens the confirmation prompt', async () => {
    const { router, client } = renderAuth(routes, '/corporate/emirates-tech/register');
    await fill();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await submit();
    await waitFor(() => expect(openConfirmationPrompt).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/');
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ isCorporate: true });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Sara',
      lastName: 'Haddad',
      emailLocalPart: 'sara.h',
      phoneDigits: '501234567',
      password: 'Secret#123',
      happinessAmbassador: true,
      captcha: expect.stringMatching(/^payload-/),
    });
  });

  it('warns about an existing account with a Log In link carrying the whole address', async () => {
    api = mockRoutes({
      ...visitor,
      'GET /api/corporates/emirates-tech': () => ({ status: 200, body: emiratesTech }),
      'POST /api/corporates/emirates-tech/register': () => ({
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_EXISTS', message: 'An account with this email already exists.' },
      }),
    });
    renderAuth(routes, '/corporate/emirates-tech/register');
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?email=sara.h%40emiratestech.ae',
    );
  });

  it('shows the 404 look for an unknown company', async () => {
    renderAuth(routes, '/corporate/nope/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This company page does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveAttribute('href', '/');
  });
});

describe('/corporate/:name/register never hangs on a failed request', () => {
  it.each<[string, () => Reply]>([
    ['the server answers 500', () => serverError],
    ['the network fails', () => offline],
  ])('when %s: ends loading, says so, keeps what was typed, and signs up on the second try', async (_case, failure) => {
    let attempts = 0;
    api = mockRoutes({
      ...visitor,
      'GET /api/corporates/emirates-tech': () => ({ status: 200, body: emiratesTech }),
      'POST /api/corporates/emirates-tech/register': () =>
        ++attempts === 1
          ? failure()
          : { status: 201, body: userFixture({ email: 'sara.h@emiratestech.ae', isCorporate: true }) },
    });
    const renewals = captchaState.renewals;
    const { router } = renderAuth(routes, '/corporate/emirates-tech/register');
    await fill();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong and nothing was saved. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Sara');
    expect(screen.getByLabelText('Last name')).toHaveValue('Haddad');
    expect(screen.getByLabelText('Company e-mail')).toHaveValue('sara.h');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('501234567');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret#123');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(captchaState.renewals).toBe(renewals + 1);

    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = api.calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({
      emailLocalPart: 'sara.h',
      phoneDigits: '501234567',
      password: 'Secret#123',
      happinessAmbassador: true,
    });
  });
});
