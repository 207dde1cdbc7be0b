import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_MESSAGES, type CurrentUser } from '@weekends/shared';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError, type Answer, type RouteHandler } from '../../../test/api/mockApi.ts';
import { HostSignUpPage } from './HostSignUpPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

afterEach(() => {
  cleanup();
});

const user = () => userEvent.setup({ applyAccept: false });

const applicationAnswer = (email: string, isConfirmed = false) => ({
  status: 201,
  body: {
    user: { ...customerFixture, id: 90, email, isConfirmed },
    host: {
      status: 'pending',
      rejectionReason: null,
      companyName: 'Desert Bloom Tours LLC',
      isConfirmed,
      canManageActivities: false,
      firstName: 'Hamad',
      lastName: 'Al Nuaimi',
    },
  },
});

function setup({
  session = null,
  routes = {},
}: { session?: CurrentUser | null; routes?: Record<string, RouteHandler> } = {}) {
  const api = mockRoutes({
    'GET /api/cities': () => ({
      status: 200,
      body: [
        { id: 1, name: 'Dubai', slug: 'dubai' },
        { id: 2, name: 'Abu Dhabi', slug: 'abu-dhabi' },
      ],
    }),
    'GET /api/cities/1/areas': () => ({ status: 200, body: [{ id: 11, name: 'Dubai Marina', cityId: 1 }] }),
    'GET /api/host/me': () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'There is no host application for this account.' },
    }),
    'GET /api/host-applications/email-check': () => ({ status: 200, body: { status: 'none' } }),
    'POST /api/host-applications': (request) => applicationAnswer((request.body as { email: string }).email),
    ...routes,
  });
  renderWithProviders(<HostSignUpPage />, { user: session });
  return api;
}

const region = (name: string) => screen.getByRole('region', { name });
const jpegFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'licence.jpg', { type: 'image/jpeg' });

/** Fills every required field (contact person 1 as given), the licence image, the city and its area. */
async function fillApplication(u: ReturnType<typeof user>, { email = 'hamad@desertbloom.ae', password = true } = {}) {
  const contact = within(region('Contact person 1'));
  if (email) await u.type(contact.getByLabelText('Email'), email);
  await u.type(contact.getByLabelText('First name'), 'Hamad');
  await u.type(contact.getByLabelText('Last name'), 'Al Nuaimi');
  await u.type(contact.getByLabelText(/^Mobile number/), '501234567');
  await u.type(contact.getByLabelText('Designation'), 'Managing Partner');
  const business = within(region('Your business'));
  await u.type(business.getByLabelText('Company name'), 'Desert Bloom Tours LLC');
  await u.type(business.getByLabelText('Trade licence number'), 'DED-778899');
  await u.type(business.getByLabelText('Business description'), 'Dune drives and stargazing camps.');
  await u.upload(business.getByLabelText('Trade licence image'), jpegFile());
  await screen.findByRole('img', { name: 'Your trade licence' });
  const address = within(region('Business address'));
  await u.type(address.getByLabelText('Address'), 'Office 402, Marina Plaza');
  await u.type(address.getByLabelText('Street name'), 'Al Marsa Street');
  await u.type(address.getByLabelText('Building'), 'Marina Plaza');
  await u.type(address.getByLabelText('PO box'), '118500');
  await screen.findByRole('option', { name: 'Dubai' });
  await u.selectOptions(address.getByLabelText('City'), 'Dubai');
  await screen.findByRole('option', { name: 'Dubai Marina' });
  await u.selectOptions(address.getByLabelText('Area'), 'Dubai Marina');
  if (password) {
    const passwords = within(region('Your password'));
    await u.type(passwords.getByLabelText('Password'), 'Desert#2026');
    await u.type(passwords.getByLabelText('Confirm password'), 'Desert#2026');
  }
}

const postOf = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/api/host-applications');

describe('/partner-new', () => {
  it("is 'Business (Host)'s Sign Up' with the +971 phones, both contact persons and the password for a visitor", async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: "Business (Host)'s Sign Up" })).toBeInTheDocument();
    expect(region('Contact person 2')).toBeInTheDocument();
    expect(within(region('Contact person 1')).getAllByText('+971')).toHaveLength(2);
    expect(within(region('Your password')).getByLabelText('Password')).toBeInTheDocument();
    expect(within(region('Your business')).getByLabelText('Trade licence image')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,image/jpeg',
    );
  });

  it("says 'Information provided is not valid or missing!' for an invalid form and sends nothing", async () => {
    const u = user();
    const api = setup();
    await u.type(within(region('Contact person 1')).getByLabelText(/^Mobile number/), '50123');
    await u.type(within(region('Your password')).getByLabelText('Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOST_MESSAGES.invalid);
    expect(screen.getByText(HOST_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(HOST_MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(HOST_MESSAGES.licenceRequired)).toBeInTheDocument();
    expect(postOf(api)).toEqual([]);
  });

  it("checks the e-mail when it is left: a host's hides Submit behind a Log In link, a customer's is asked to log in", async () => {
    const u = user();
    let status = 'host';
    setup({ routes: { 'GET /api/host-applications/email-check': () => ({ status: 200, body: { status } }) } });
    const email = within(region('Contact person 1')).getByLabelText('Email');
    await u.type(email, 'owner@desertbloom.ae');
    await u.tab();
    expect(await screen.findByText(HOST_MESSAGES.hostExists)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?email=owner%40desertbloom.ae&returnTo=%2Fpartner-new',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    status = 'customer';
    await u.clear(email);
    await u.type(email, 'customer@example.ae');
    await u.tab();
    expect(await screen.findByText(HOST_MESSAGES.customerExists)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('refuses a licence that is not a .jpg or .jpeg before sending it', async () => {
    const u = user();
    setup();
    await u.upload(
      screen.getByLabelText('Trade licence image'),
      new File(['<html>'], 'licence.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(HOST_MESSAGES.licenceNotJpeg)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your trade licence' })).not.toBeInTheDocument();
  });

  it('says why a licence was refused after a failed submit too, not that one is missing', async () => {
    const u = user();
    setup();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HOST_MESSAGES.licenceRequired)).toBeInTheDocument();
    await u.upload(
      screen.getByLabelText('Trade licence image'),
      new File(['<html>'], 'licence.png', { type: 'image/png' }),
    );
    // The form checks a changed field again after a submit: that check must not put 'missing' back over the reason.
    expect(await screen.findByText(HOST_MESSAGES.licenceNotJpeg)).toBeInTheDocument();
    expect(screen.queryByText(HOST_MESSAGES.licenceRequired)).not.toBeInTheDocument();
  });

  it('sends a visitor’s application with the 9 digits, the licence as base64 and the captcha, then says it is being reviewed', async () => {
    const u = user();
    const api = setup();
    await fillApplication(u);
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for applying!' })).toBeInTheDocument();
    expect(screen.getByText(/is being reviewed/)).toHaveTextContent('Desert Bloom Tours LLC');
    expect(screen.getByText(/confirm your e-mail address/)).toHaveTextContent('hamad@desertbloom.ae');
    expect(screen.getByRole('link', { name: 'See your application' })).toHaveAttribute('href', '/vendor/dashboard');
    const [post] = postOf(api);
    expect(post!.body).toMatchObject({
      email: 'hamad@desertbloom.ae',
      phoneNumber: '501234567',
      password: 'Desert#2026',
      cityId: 1,
      areaId: 11,
      tradeLicenseImage: expect.stringMatching(/^data:image\/jpeg;base64,/),
      captcha: expect.stringMatching(/^payload-/),
    });
    expect(post!.body).not.toHaveProperty('confirmPassword');
  });

  it('lets a signed-in customer apply without the password fields, with the account’s e-mail', async () => {
    const u = user();
    const api = setup({
      session: customerFixture,
      routes: { 'POST /api/host-applications': () => applicationAnswer(customerFixture.email, true) },
    });
    await screen.findByText(/You are applying with your account/);
    expect(screen.queryByRole('region', { name: 'Your password' })).not.toBeInTheDocument();
    const email = within(region('Contact person 1')).getByLabelText('Email');
    expect(email).toHaveValue(customerFixture.email);
    expect(email).toHaveAttribute('readonly');
    await u.clear(within(region('Contact person 1')).getByLabelText('First name'));
    await u.clear(within(region('Contact person 1')).getByLabelText('Last name'));
    await u.clear(within(region('Contact person 1')).getByLabelText(/^Mobile number/));
    await fillApplication(u, { email: '', password: false });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for applying!' })).toBeInTheDocument();
    expect(screen.queryByText(/confirm your e-mail address/)).not.toBeInTheDocument();
    const body = postOf(api)[0]!.body as Record<string, unknown>;
    expect(body.password).toBeUndefined();
    expect(body.captcha).toBeUndefined();
    expect(body.email).toBe(customerFixture.email);
  });

  it('shows a pending applicant their application instead of a second form', async () => {
    setup({
      session: customerFixture,
      routes: {
        'GET /api/host/me': () => ({
          status: 200,
          body: {
            status: 'pending',
            rejectionReason: null,
            companyName: 'Desert Bloom Tours LLC',
            isConfirmed: true,
            canManageActivities: false,
            firstName: 'L',
            lastName: 'H',
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your application is being reviewed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('ends the wait with a message when the request fails, and the e-mail message when the server finds an account', async () => {
    const u = user();
    let answer: Answer = serverError;
    const api = setup({ routes: { 'POST /api/host-applications': () => answer } });
    await fillApplication(u);
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/nothing was saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    answer = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'HOST_EXISTS',
        message: HOST_MESSAGES.hostExists,
        fieldErrors: { email: [HOST_MESSAGES.hostExists] },
      },
    };
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(postOf(api)).toHaveLength(2);
  });
});
