import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, type HostMe } from '@weekends/shared';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type RouteHandler } from '../../../test/api/mockApi.ts';
import { VendorLayout } from '../shell/VendorLayout.tsx';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';

afterEach(() => {
  cleanup();
});

const approved: HostMe = {
  status: 'approved',
  rejectionReason: null,
  companyName: 'Al Mazrouei Experiences',
  isConfirmed: true,
  canManageActivities: true,
  firstName: 'Rashid',
  lastName: 'Al Mazrouei',
};
const payment = {
  accountHolder: 'Al Mazrouei Experiences L.L.C.',
  accountNumber: '1015837462901',
  bankName: 'Emirates NBD',
  bankAddress: 'Baniyas Road, Deira',
  iban: 'AE870260001015837462901',
  swiftCode: 'EBILAEAD',
};
const personal = {
  firstName: 'Rashid',
  lastName: 'Al Mazrouei',
  email: 'host@weekends.ae',
  phoneNumber: '551234567',
  landline: '043214567',
  designation: 'Founder',
  firstName2: '',
  lastName2: '',
  mobile2: '',
  landline2: '',
  designation2: '',
};
const business = {
  companyName: 'Al Mazrouei Experiences',
  tradeLicenseId: '784512',
  businessDescription: 'Desert and heritage experiences.',
  address: 'Office 1108, Marina Plaza',
  streetName: 'Al Marsa Street',
  buildingName: 'Marina Plaza',
  poBox: '502314',
  cityId: 1,
  areaId: 11,
  companyWebsiteLink: 'https://almazroueiexperiences.ae',
  youtubeLink: '',
  linkedInLink: '',
  instagramLink: '',
  facebookLink: '',
  twitterLink: '',
  hasLicenceImage: true,
};

function setup(
  path: string,
  { host = approved as HostMe | null, isConfirmed = true, routes = {} as Record<string, RouteHandler> } = {},
) {
  const api = mockRoutes({
    'GET /api/host/me': () =>
      host
        ? { status: 200, body: host }
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'none' } },
    'GET /api/host/personal': () => ({ status: 200, body: personal }),
    'GET /api/host/payment': () => ({ status: 200, body: payment }),
    'GET /api/host/business': () => ({ status: 200, body: business }),
    'GET /api/cities': () => ({ status: 200, body: [{ id: 1, name: 'Dubai', slug: 'dubai' }] }),
    'GET /api/cities/1/areas': () => ({ status: 200, body: [{ id: 11, name: 'Dubai Marina', cityId: 1 }] }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], { ...customerFixture, isHost: host?.status === 'approved', isConfirmed });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/vendor/dashboard" element={<VendorLayout />}>
            <Route index element={<AccountSettingsPage />} />
            <Route path="account/:section" element={<AccountSettingsPage />} />
          </Route>
          <Route path="*" element={<p>Now at home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

describe('the host area', () => {
  it('sends an account without a host application home', async () => {
    setup('/vendor/dashboard', { host: null });
    expect(await screen.findByText('Now at home')).toBeInTheDocument();
  });

  it('shows a pending applicant that the application is being reviewed, without the tabs', async () => {
    setup('/vendor/dashboard', { host: { ...approved, status: 'pending' } });
    expect(await screen.findByRole('heading', { name: 'Your application is being reviewed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Host dashboard' })).not.toBeInTheDocument();
  });

  it('shows a rejected applicant the reason and the way to apply again', async () => {
    setup('/vendor/dashboard', {
      host: { ...approved, status: 'rejected', rejectionReason: 'The trade licence has expired.' },
    });
    expect(await screen.findByText('Reason: The trade licence has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/partner-new');
  });

  it("heads an approved host's area 'Vendor Account' with the host's name and the five tabs as links", async () => {
    setup('/vendor/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Account' })).toBeInTheDocument();
    // The host's name and business name are theirs: each isolated in its own direction on an Arabic page.
    expect(screen.getByText('Rashid Al Mazrouei').tagName).toBe('BDI');
    expect(screen.getByText(approved.companyName).tagName).toBe('BDI');
    const tabs = within(screen.getByRole('navigation', { name: 'Host dashboard' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Account Settings', '/vendor/dashboard'],
      ['Manage Activities', '/vendor/dashboard/activities'],
      ['View Activity Bookings', '/vendor/dashboard/bookings'],
      ['Reviews/Ratings', '/vendor/dashboard/reviews'],
      ['Payouts', '/vendor/dashboard/payouts'],
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it("shows 'Pending' with Resend Email while the e-mail is unconfirmed, and resends", async () => {
    const api = setup('/vendor/dashboard', {
      isConfirmed: false,
      routes: { 'POST /api/accounts/confirmation/resend': () => ({ status: 200, body: { emailSent: true } }) },
    });
    const notice = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(within(notice).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend Email' }));
    expect(await within(notice).findByRole('button', { name: 'Email Sent' })).toBeDisabled();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/accounts/confirmation/resend')).toBe(true);
  });
});

describe('Account Settings', () => {
  it('has the four sub-tabs, Personal Information first', async () => {
    setup('/vendor/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Account Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Personal Information', 'Business Information', 'Change Password', 'Payment Settings']);
    expect(await screen.findByDisplayValue('551234567')).toBeInTheDocument();
    expect(screen.getAllByText('+971').length).toBeGreaterThanOrEqual(2);
  });

  it("refuses an IBAN with a wrong checksum with the earlier site's message, then saves a right one showing 'Wait..'", async () => {
    let release: () => void = () => {};
    const api = setup('/vendor/dashboard/account/payment', {
      routes: {
        'PUT /api/host/payment': async (request) => {
          await new Promise<void>((resolve) => (release = resolve));
          return { status: 200, body: request.body };
        },
      },
    });
    const iban = await screen.findByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'AE880260001015837462901');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOST_MESSAGES.invalid);
    expect(screen.getByText(HOST_MESSAGES.ibanInvalid)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'AE87 0260 0010 1583 7462 901');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Wait..' })).toBeDisabled();
    release();
    expect(await screen.findByText(HOST_MESSAGES.saved)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ iban: 'AE870260001015837462901' });
  });

  it('shows the licence image on file and the saved city and area', async () => {
    setup('/vendor/dashboard/account/business');
    expect(await screen.findByRole('img', { name: 'Your trade licence' })).toHaveAttribute(
      'src',
      '/api/host/licence?v=0',
    );
    await waitFor(() => expect(screen.getByLabelText('Area')).toHaveValue('11'));
    expect(screen.getByLabelText('City')).toHaveValue('1');
  });

  it("says 'Wrong password!' under the old password from the server", async () => {
    setup('/vendor/dashboard/account/password', {
      routes: {
        'POST /api/accounts/password/change': () => ({
          status: 400,
          body: {
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message: ACCOUNT_MESSAGES.wrongPassword,
            fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] },
          },
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Old Password'), 'Not-it#1');
    await userEvent.type(screen.getByLabelText('New Password'), 'Desert#2027');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Desert#2028');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmPasswordMismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Desert#2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Old Password')).toHaveAttribute('aria-invalid', 'true');
  });
});
