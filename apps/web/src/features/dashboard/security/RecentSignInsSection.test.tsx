import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { RecentSignIn } from '@weekends/shared/devices';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import { renderWithProviders, customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError } from '../../../test/api/mockApi.ts';
import { RecentSignInsSection } from './RecentSignInsSection.tsx';

const passkeyOnPhone: RecentSignIn = {
  signedInAt: '2026-11-28T16:30:00.000Z',
  method: 'passkey',
  secondFactor: true,
  kind: 'mobile',
  browser: 'Safari',
  system: 'iOS',
  city: 'Dubai',
  country: 'AE',
};
const signUpOnLaptop: RecentSignIn = {
  signedInAt: '2026-11-01T05:00:00.000Z',
  method: 'sign-up',
  secondFactor: false,
  kind: 'desktop',
  browser: 'Chrome',
  system: 'macOS',
  city: null,
  country: null,
};

const renderSection = () => renderWithProviders(<RecentSignInsSection />, { user: customerFixture });

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('RecentSignInsSection', () => {
  it('lists each sign-in newest first: when in Dubai time, the device and place, and how it was proved', async () => {
    mockRoutes({
      'GET /api/accounts/me/sign-ins': () => ({ status: 200, body: { items: [passkeyOnPhone, signUpOnLaptop] } }),
    });
    renderSection();
    const rows = within(await screen.findByRole('list', { name: 'Recent sign-ins' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // 16:30 UTC is 20:30 in Dubai.
    expect(rows[0]).toHaveTextContent('28 Nov 2026');
    expect(rows[0]).toHaveTextContent('20:30');
    expect(rows[0]).toHaveTextContent('Safari on iOS');
    expect(rows[0]).toHaveTextContent('Dubai, United Arab Emirates');
    expect(rows[0]).toHaveTextContent('With a passkey and a second factor');
    expect(rows[1]).toHaveTextContent('Chrome on macOS');
    expect(rows[1]).toHaveTextContent('Unknown place');
    expect(rows[1]).toHaveTextContent('When you signed up');
    expect(rows[1]).not.toHaveTextContent('second factor');
  });

  it('says so when there are none, and offers a retry when they cannot be loaded', async () => {
    mockRoutes({ 'GET /api/accounts/me/sign-ins': () => ({ status: 200, body: { items: [] } }) });
    renderSection();
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeInTheDocument();
    cleanup();
    mockRoutes({ 'GET /api/accounts/me/sign-ins': () => serverError });
    renderSection();
    expect(await screen.findByText('Your sign-ins could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    mockRoutes({ 'GET /api/accounts/me/sign-ins': () => ({ status: 200, body: { items: [passkeyOnPhone] } }) });
    renderSection();
    const list = await screen.findByRole('list', { name: 'عمليات تسجيل الدخول الأخيرة' });
    expect(list).toHaveTextContent('بمفتاح مرور مع عامل تحقق ثانٍ');
    expect(list).toHaveTextContent('الإمارات');
  });
});
