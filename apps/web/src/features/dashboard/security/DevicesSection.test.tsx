import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES, type SignedInDevice } from '@weekends/shared/devices';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import { renderWithProviders, customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError } from '../../../test/api/mockApi.ts';
import { DevicesSection } from './DevicesSection.tsx';

const HOUR = 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const laptop: SignedInDevice = {
  id: 11,
  current: true,
  kind: 'desktop',
  browser: 'Chrome',
  system: 'macOS',
  city: null,
  country: null,
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastActiveAt: ago(0),
};
const phone: SignedInDevice = {
  id: 12,
  current: false,
  kind: 'mobile',
  browser: 'Safari',
  system: 'iOS',
  city: 'Abu Dhabi',
  country: 'AE',
  signedInAt: '2026-11-25T10:00:00.000Z',
  lastActiveAt: ago(3 * HOUR),
};
const tablet: SignedInDevice = {
  ...phone,
  id: 13,
  kind: 'tablet',
  browser: null,
  system: null,
  city: null,
  country: null,
  lastActiveAt: ago(60_000),
};
const list = (...items: SignedInDevice[]) => ({ status: 200, body: { items } });

const renderSection = () => renderWithProviders(<DevicesSection />, { user: customerFixture });

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('DevicesSection', () => {
  it('lists each device with its kind, browser and system, place and activity, this one first with its badge', async () => {
    mockRoutes({ 'GET /api/accounts/me/sessions': () => list(laptop, phone, tablet) });
    renderSection();

    const rows = within(await screen.findByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Computer');
    expect(rows[0]).toHaveTextContent('Unknown place');
    expect(rows[0]).toHaveTextContent('Active now');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).toHaveTextContent('Phone');
    expect(rows[1]).toHaveTextContent('Abu Dhabi, United Arab Emirates');
    expect(rows[1]).toHaveTextContent('Last active 3 hours ago');
    expect(rows[1]).toHaveTextContent('Signed in 25 Nov 2026');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();

    // Seen a minute ago: in use now. Nothing known of its browser or place.
    expect(rows[2]).toHaveTextContent('Unknown browser on unknown system');
    expect(rows[2]).toHaveTextContent('Tablet');
    expect(rows[2]).toHaveTextContent('Active now');
  });

  it('signs one device out after confirming, and the list no longer shows it', async () => {
    const user = userEvent.setup();
    let signedOut = false;
    const fake = mockRoutes({
      'GET /api/accounts/me/sessions': () => (signedOut ? list(laptop) : list(laptop, phone)),
      'DELETE /api/accounts/me/sessions/{id}': () => {
        signedOut = true;
        return { status: 204 };
      },
    });
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out at once.');
    // Cancel leaves it signed in.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sign out this device?' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    expect(await screen.findByText('The device was signed out.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/accounts/me/sessions/12',
    ]);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when signing out fails", async () => {
    const user = userEvent.setup();
    mockRoutes({
      'GET /api/accounts/me/sessions': () => list(laptop, phone),
      'DELETE /api/accounts/me/sessions/{id}': () => ({
        status: 404,
        body: { statusCode: 404, code: 'SESSION_NOT_FOUND', message: DEVICE_MESSAGES.sessionNotFound },
      }),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByText(DEVICE_MESSAGES.sessionNotFound)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it('signs every other device out after confirming and says how many', async () => {
    const user = userEvent.setup();
    let signedOut = false;
    const fake = mockRoutes({
      'GET /api/accounts/me/sessions': () => (signedOut ? list(laptop) : list(laptop, phone, tablet)),
      'POST /api/accounts/me/sessions/sign-out-others': () => {
        signedOut = true;
        return { status: 200, body: { signedOut: 2 } };
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all others' }));
    expect(await screen.findByText('2 devices were signed out.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('says why when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let asked = 0;
    mockRoutes({ 'GET /api/accounts/me/sessions': () => (++asked === 1 ? serverError : list(laptop)) });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on macOS')).toBeInTheDocument();
  });

  it('speaks Arabic: the names isolated, the country in Arabic, the activity in Arabic', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    mockRoutes({ 'GET /api/accounts/me/sessions': () => list(laptop, phone) });
    renderSection();
    const rows = within(await screen.findByRole('list', { name: 'الأجهزة المسجّل دخولها' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('هذا الجهاز');
    expect(rows[0]).toHaveTextContent('نشط الآن');
    expect(rows[0]).toHaveTextContent('مكان غير معروف');
    expect(rows[1]!.textContent).toContain('\u2068Safari\u2069 على \u2068iOS\u2069');
    expect(rows[1]).toHaveTextContent('الإمارات العربية المتحدة');
    expect(rows[1]).toHaveTextContent('آخر نشاط');
    expect(within(rows[1]!).getByRole('button', { name: /^تسجيل الخروج من/ })).toHaveTextContent('تسجيل الخروج');
  });
});
