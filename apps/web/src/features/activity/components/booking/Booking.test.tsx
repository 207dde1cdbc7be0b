import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail, CurrentUser } from '@weekends/shared';
import { activityFixture } from '../../testing/activityFixture.ts';
import { customerFixture, renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../../test/api/mockApi.ts';
import { emptyCart } from '../../../../test/cartFixtures.ts';
import { DEFAULT_UNITS_PER_DATE } from '@weekends/shared/cart';
import { SAVED_CART_ITEM_KEY } from '../../../../lib/savedCartItem.ts';

vi.mock('../../../../components/form/Captcha.tsx', () => import('../../../../test/FakeCaptcha.tsx'));
import { readPromptResume, rememberPromptResume } from '../../../login-dialog/socialResume.ts';
import { Booking } from './Booking.tsx';
import { DESKTOP_QUERY, stubMatchMedia, stubResizeObserver } from '../../../../test/layoutStubs.ts';

// A desktop: the price panel is mounted only from 1024 px.
beforeEach(() => {
  stubApi();
  stubMatchMedia(DESKTOP_QUERY);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

const HELP =
  'Due to Covid-19, this experience is currently unavailable. If you want to be notified when it gets available, please submit interest.';

const ACTIVITY_PATH = '/activity/desert-sunset-kayak';

let api: ReturnType<typeof mockRoutes>;
function stubApi(routes: Parameters<typeof mockRoutes>[0] = {}) {
  api = mockRoutes({
    'POST /api/cart/items': () => ({ status: 201, body: emptyCart() }),
    'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }),
    // The login pop-up a visitor meets lists the social sign-ins.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    ...routes,
  });
}

async function renderBooking(overrides: Partial<ActivityDetail> = {}, user: CurrentUser | null = null) {
  renderWithProviders(<Booking activity={activityFixture(overrides)} />, {
    user,
    path: ACTIVITY_PATH,
    pattern: '/activity/:slug',
  });
  // The phone bar is in the DOM too (CSS hides it on desktop); the tests drive the desktop panel, which loads lazily.
  return within(await screen.findByRole('region', { name: 'Book this experience' }));
}

const quantityOf = (panel: Awaited<ReturnType<typeof renderBooking>>, option: string) =>
  panel.getByRole('group', { name: `Quantity of ${option}` }).querySelector('output')?.textContent;

describe('price panel', () => {
  it('never lets a quantity go below 0', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    const minus = panel.getByRole('button', { name: 'Remove one Adult' });
    expect(minus).toBeDisabled();
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    expect(quantityOf(panel, 'Adult')).toBe('1');
    await user.click(minus);
    expect(quantityOf(panel, 'Adult')).toBe('0');
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(quantityOf(panel, 'Adult')).toBe('0');
  });

  it('stops the steppers at the units one order may hold per date, counting every option, and says so', async () => {
    stubApi({ 'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: 3 } }) });
    const user = userEvent.setup();
    const panel = await renderBooking({ dateInput: true });
    expect(await panel.findByText('Up to 3 per date per order')).toBeInTheDocument();
    const addAdult = panel.getByRole('button', { name: 'Add one Adult' });
    const addChild = panel.getByRole('button', { name: 'Add one Child' });
    await user.click(addAdult);
    await user.click(addAdult);
    await user.click(addChild);
    expect([quantityOf(panel, 'Adult'), quantityOf(panel, 'Child')]).toEqual(['2', '1']);
    expect(addAdult).toBeDisabled();
    expect(addChild).toBeDisabled();
    await user.click(addAdult);
    expect(quantityOf(panel, 'Adult')).toBe('2');
    // One fewer child leaves room for one more of either.
    await user.click(panel.getByRole('button', { name: 'Remove one Child' }));
    expect(addAdult).toBeEnabled();
    expect(addChild).toBeEnabled();
  });

  it('says the same of an activity without dates, per order', async () => {
    stubApi({ 'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: 10 } }) });
    const panel = await renderBooking({ dateInput: false });
    expect(await panel.findByText('Up to 10 per order')).toBeInTheDocument();
  });

  it('totals the discounted price when present, else the price, times each quantity', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    expect(panel.getByTestId('panel-total')).toHaveTextContent('AED 0');
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    // 2 x 75 (discounted from 100) + 1 x 50
    expect(panel.getByTestId('panel-total')).toHaveTextContent('AED 200');
    expect(panel.getByText('Total (Inclusive of VAT)')).toBeInTheDocument();
  });

  it('highlights the panel when Book Now is pressed with nothing chosen, and clears once a quantity is added', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    const region = screen.getByRole('region', { name: 'Book this experience' });
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Please choose at least one experience');
    expect(region).toHaveAttribute('data-highlighted', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(region).not.toHaveAttribute('data-highlighted');
  });

  it("saves a visitor's selection and opens the login pop-up for checkout, with Continue as a Guest", async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log in or sign up to book this experience.');
    // Opened from Book Now, the pop-up is the checkout one: it offers continuing as a guest.
    expect(within(dialog).getByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toEqual({
      itemType: 0,
      activityId: 7,
      slug: 'desert-sunset-kayak',
      cartPriceOptions: [{ priceOptionId: 1, quantity: 1 }],
      date: null,
    });
    expect(api.calls.some((call) => call.path === '/api/cart/items')).toBe(false);
  });

  it('signed in from the pop-up, the visitor goes on to the checkout', async () => {
    stubApi({ 'POST /api/accounts/login': () => ({ status: 200, body: customerFixture }) });
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email address'), 'layla@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'Weekend#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    // The checkout puts the saved item in the new cart.
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toMatchObject({
      cartPriceOptions: [{ priceOptionId: 2, quantity: 1 }],
    });
  });

  it("puts a customer's selection in the cart and opens the checkout", async () => {
    const user = userEvent.setup();
    const panel = await renderBooking({}, customerFixture);
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/cart/items')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/items',
        body: { itemType: 0, activityId: 7, date: null, options: [{ priceOptionId: 1, quantity: 2 }] },
      },
    ]);
    expect(sessionStorage.getItem(SAVED_CART_ITEM_KEY)).toBeNull();
  });

  it("shows the cart's refusal on the price panel and stays on the page", async () => {
    const message = 'Only 1 left for Desert Sunset Kayak. Please lower the quantity or choose another date.';
    stubApi({
      'POST /api/cart/items': () => ({ status: 409, body: { statusCode: 409, code: 'NOT_ENOUGH_PLACES', message } }),
    });
    const user = userEvent.setup();
    const panel = await renderBooking({}, customerFixture);
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
    // Changing the selection clears the message until Book Now is pressed again.
    await user.click(panel.getByRole('button', { name: 'Remove one Adult' }));
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts a guest's selection in the cart with the chosen day as a Dubai calendar date", async () => {
    const user = userEvent.setup();
    // A Monday: the calendar opens on January 2027, where the 15th is a Friday, one of the activity's days.
    vi.useFakeTimers({ now: new Date('2027-01-11T08:00:00Z'), toFake: ['Date'] });
    // The calendar asks which days are bookable: the 15th has places.
    stubApi({
      'GET /api/activities/7/availability': () => ({
        status: 200,
        body: { dateInput: true, left: null, soldOut: false, dates: [{ date: '2027-01-15', left: 5, closed: false }] },
      }),
    });
    const panel = await renderBooking({ dateInput: true }, { ...customerFixture, isGuest: true });
    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    await user.click(panel.getByRole('button', { name: /choose a date/i }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('button', { name: /15/ }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    vi.useRealTimers();
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/cart/items')?.body).toEqual({
      itemType: 0,
      activityId: 7,
      date: '2027-01-15',
      options: [{ priceOptionId: 2, quantity: 1 }],
    });
  });

  it('disables the days the availability says are full or closed', async () => {
    stubApi({
      'GET /api/activities/7/availability': ({ query }) => ({
        status: 200,
        body: {
          dateInput: true,
          left: null,
          soldOut: false,
          dates: [
            { date: '2027-01-14', left: 0, closed: false },
            { date: '2027-01-15', left: 3, closed: false },
            { date: '2027-01-21', left: 8, closed: true },
            { date: '2027-01-22', left: 8, closed: false },
          ].filter((d) => d.date >= query.get('from')! && d.date <= query.get('to')!),
        },
      }),
    });
    const user = userEvent.setup();
    vi.useFakeTimers({ now: new Date('2027-01-11T08:00:00Z'), toFake: ['Date'] });
    const panel = await renderBooking({ dateInput: true });
    await user.click(panel.getByRole('button', { name: /choose a date/i }));
    const calendar = await screen.findByRole('grid');
    // The calendar disables a day that cannot be picked (aria-disabled when it holds the focus).
    const blocked = (name: RegExp) => {
      const button = within(calendar).getByRole('button', { name }) as HTMLButtonElement;
      return button.disabled || button.getAttribute('aria-disabled') === 'true';
    };
    await waitFor(() => expect(blocked(/14 Jan 2027/)).toBe(true));
    vi.useRealTimers();
    expect(blocked(/21 Jan 2027/)).toBe(true);
    expect(blocked(/15 Jan 2027/)).toBe(false);
    expect(blocked(/22 Jan 2027/)).toBe(false);
    // A Monday is never one of the activity's days.
    expect(blocked(/18 Jan 2027/)).toBe(true);
    expect(api.calls.find((call) => call.path === '/api/activities/7/availability')?.query).toBe(
      '?from=2027-01-01&to=2027-01-31',
    );
  });

  it('back signed in from a social sign-in started at Book Now, saves the selection chosen before leaving and goes on to the checkout', async () => {
    // What the pop-up kept as the browser left for the provider (an unknown price option is dropped).
    const state = {
      cartPriceOptions: [
        { priceOptionId: 2, quantity: 3 },
        { priceOptionId: 99, quantity: 1 },
      ],
      date: '2027-01-14T20:00:00.000Z',
    };
    rememberPromptResume({ path: ACTIVITY_PATH, action: 'book:7', state, fromCheckout: true });
    renderWithProviders(<Booking activity={activityFixture({ dateInput: true })} />, {
      user: customerFixture,
      path: ACTIVITY_PATH,
      pattern: '/activity/:slug',
    });
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toEqual({
      itemType: 0,
      activityId: 7,
      slug: 'desert-sunset-kayak',
      cartPriceOptions: [{ priceOptionId: 2, quantity: 3 }],
      date: '2027-01-15',
    });
    expect(readPromptResume(ACTIVITY_PATH)).toBeNull();
  });

  it('shows Last N Left when few places are left', async () => {
    const panel = await renderBooking({ placesLeft: 3 });
    expect(panel.getByText('Last 3 Left')).toBeInTheDocument();
  });

  it('asks for a date before booking when the activity needs one', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking({ dateInput: true });
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Please choose a date for your experience');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Sold Out and no Book Now for a sold-out activity', async () => {
    const panel = await renderBooking({ soldOut: true });
    expect(panel.getByText('Sold Out')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Add one/ })).not.toBeInTheDocument();
  });

  it('shows Submit Interest, described by the Covid-19 text, for a request-only activity', async () => {
    const panel = await renderBooking({ submitRequest: true });
    const button = panel.getByRole('button', { name: 'Submit Interest' });
    expect(button).toHaveAccessibleDescription(HELP);
    expect(panel.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('shows the Submit Interest tooltip when the button is reached by keyboard, and Escape closes it', async () => {
    // Radix positions the tooltip with ResizeObserver, which jsdom lacks.
    stubResizeObserver();
    const user = userEvent.setup();
    const panel = await renderBooking({ submitRequest: true });
    const button = panel.getByRole('button', { name: 'Submit Interest' });
    for (let i = 0; i < 20 && document.activeElement !== button; i++) await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HELP);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
