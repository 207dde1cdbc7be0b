import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail } from '@weekends/shared';
import { DEFAULT_UNITS_PER_DATE } from '@weekends/shared/cart';
import { INTEREST_MESSAGES } from '@weekends/shared/interest';
import { captchaState } from '../../../../test/FakeCaptcha.tsx';
import { activityFixture } from '../../testing/activityFixture.ts';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../../test/api/mockApi.ts';
import { orderLimitsQuery } from '../../../../lib/orderLimits.ts';
import { Booking } from '../booking/Booking.tsx';
import { DESKTOP_QUERY, stubMatchMedia, stubResizeObserver } from '../../../../test/layoutStubs.ts';

vi.mock('../../../../components/form/Captcha.tsx', () => import('../../../../test/FakeCaptcha.tsx'));

const SUCCESS =
  'Thank you for your interest. Our team will get back to you when we got interest from required number of people.';
const submitted = { status: 201, body: { message: INTEREST_MESSAGES.submitted } };

let desktop = true;
beforeEach(() => {
  desktop = true;
  captchaState.renewals = 0;
  stubMatchMedia((query) => desktop && DESKTOP_QUERY(query));
  // Radix positions the tooltip with ResizeObserver, which jsdom lacks.
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let api: ReturnType<typeof mockRoutes>;
function stubApi(answer: () => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>) {
  api = mockRoutes({ 'POST /api/activities/7/interest': answer });
}

async function openDialog(overrides: Partial<ActivityDetail> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Booking activity={activityFixture({ submitRequest: true, ...overrides })} />, {
    user: null,
    // The booking form's per-date limit is known, as on a server-rendered page, so the calls are the pop-up's own.
    prepare: (client) => client.setQueryData(orderLimitsQuery.queryKey, { unitsPerDate: 10 }),
  });
  const panel = within(await screen.findByRole('region', { name: 'Book this experience' }));
  await user.click(panel.getByRole('button', { name: 'Submit Interest' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit Interest' });
  return { user, dialog: within(dialog) };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  phone = '501234567',
) {
  await user.type(dialog.getByLabelText('First name'), 'Layla');
  await user.type(dialog.getByLabelText('Last name'), 'Mansour');
  await user.type(dialog.getByLabelText('Email'), 'layla@example.com');
  await user.type(dialog.getByRole('textbox', { name: 'Phone number' }), phone);
  await user.type(dialog.getByLabelText('Comment'), 'Two adults, any weekend.');
}

describe('Submit Interest pop-up', () => {
  it("sends every field with the activity, reads 'Wait..' while sending, then shows the thank-you and Close", async () => {
    let answer!: (value: typeof submitted) => void;
    stubApi(() => new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openDialog();
    expect(dialog.getByText('Desert Sunset Kayak')).toBeInTheDocument();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await dialog.findByRole('button', { name: 'Wait..' })).toBeDisabled();
    answer(submitted);
    expect(await dialog.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/activities/7/interest',
        body: {
          firstName: 'Layla',
          lastName: 'Mansour',
          email: 'layla@example.com',
          phoneNumber: '+971501234567',
          comment: 'Two adults, any weekend.',
          captcha: expect.stringMatching(/^payload-/),
        },
      },
    ]);
    const close = screen.getByRole('button', { name: 'Close' });
    await vi.waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("requires every field, with 'Invalid phone number!' for a short number, and sends nothing", async () => {
    stubApi(() => submitted);
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findAllByText('Required')).toHaveLength(5);
    expect(dialog.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');

    await fillIn(user, dialog, '50123');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Invalid phone number!')).toBeInTheDocument();
    expect(dialog.queryByText('Required')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a failure, ends the wait and asks for a fresh captcha; a second try succeeds', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? {
            status: 500,
            body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
          }
        : submitted,
    );
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(captchaState.renewals).toBe(1);

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText(SUCCESS)).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses (an activity that takes bookings)", async () => {
    stubApi(() => ({
      status: 409,
      body: { statusCode: 409, code: 'INTEREST_NOT_ACCEPTED', message: INTEREST_MESSAGES.notAccepted },
    }));
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INTEREST_MESSAGES.notAccepted);
  });

  it("uses the activity's own request text when it has one", async () => {
    stubApi(() => submitted);
    const { dialog } = await openDialog({ submitRequestText: 'Needs 10 people to run this weekend.' });
    expect(dialog.getByText('Needs 10 people to run this weekend.')).toBeInTheDocument();
  });

  it('on a phone, Submit Interest in the booking sheet closes the sheet and opens the pop-up', async () => {
    desktop = false;
    stubApi(() => submitted);
    // Here the booking sheet asks for the per-date limit itself.
    mockRoutes({ 'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }) });
    const user = userEvent.setup();
    renderWithProviders(<Booking activity={activityFixture({ submitRequest: true })} />, { user: null });
    // The bar's button: the desktop panel is in the page too once an earlier test loaded its code, hidden by CSS,
    // which jsdom does not apply.
    const bar = document.querySelector<HTMLElement>('.activity-booking-bar')!;
    await user.click(within(bar).getByRole('button', { name: 'Submit Interest' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Submit Interest' }));
    expect(await screen.findByRole('dialog', { name: 'Submit Interest' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
