import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail, CurrentUser } from '@weekends/shared';
import { activityFixture } from '../../testing/activityFixture.ts';
import { customerFixture, renderWithProviders } from '../../../../test/fakeApi.tsx';
import { SAVED_CART_ITEM_KEY } from '../../../../lib/savedCartItem.ts';
import { readPromptResume, rememberPromptResume } from '../../../../components/login-dialog/socialResume.ts';
import { Booking } from './Booking.tsx';

// A desktop: the price panel is mounted only from 1024 px.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 1024px)', media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const HELP = 'Due to Covid-19, this experience is currently unavailable. If you want to be notified when it gets available, please submit interest.';

async function renderBooking(overrides: Partial<ActivityDetail> = {}, user: CurrentUser | null = null) {
  renderWithProviders(<Booking activity={activityFixture(overrides)} />, { user });
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

  it('opens the login prompt for a visitor when Book Now is pressed with a total above 0, saving nothing', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log in or sign up to book this experience.');
    // Opened from Book Now, the pop-up is the checkout one: it offers continuing as a guest.
    expect(within(dialog).getByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SAVED_CART_ITEM_KEY)).toBeNull();
  });

  it('keeps a customer\'s selection as the saved cart item and says checkout is not open yet', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking({}, customerFixture);
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Add one Adult' }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    expect(panel.getByText('Your selection is saved. Online checkout opens soon.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toEqual({
      itemType: 0,
      activityId: 7,
      slug: 'desert-sunset-kayak',
      cartPriceOptions: [{ priceOptionId: 1, quantity: 2 }],
      date: null,
    });
    // Changing the selection clears the notice until Book Now is pressed again.
    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    expect(panel.queryByText(/your selection is saved/i)).not.toBeInTheDocument();
  });

  it("saves a guest's selection with the chosen day as a Dubai calendar date", async () => {
    const user = userEvent.setup();
    // A Monday: the calendar opens on January 2027, where the 15th is a Friday, one of the activity's days.
    vi.useFakeTimers({ now: new Date('2027-01-11T08:00:00Z'), toFake: ['Date'] });
    const panel = await renderBooking({ dateInput: true }, { ...customerFixture, isGuest: true });
    await user.click(panel.getByRole('button', { name: 'Add one Child' }));
    await user.click(panel.getByRole('button', { name: /choose a date/i }));
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('button', { name: /15/ }));
    await user.click(panel.getByRole('button', { name: 'Book Now' }));
    vi.useRealTimers();
    expect(panel.getByText('Your selection is saved. Online checkout opens soon.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toMatchObject({ cartPriceOptions: [{ priceOptionId: 2, quantity: 1 }], date: '2027-01-15' });
  });

  it('back signed in from a social sign-in started at Book Now, shows and keeps the selection chosen before leaving', async () => {
    // What the pop-up kept as the browser left for the provider (an unknown price option is dropped).
    const state = { cartPriceOptions: [{ priceOptionId: 2, quantity: 3 }, { priceOptionId: 99, quantity: 1 }], date: '2027-01-14T20:00:00.000Z' };
    rememberPromptResume({ path: '/', action: 'book:7', state, fromCheckout: true });
    const panel = await renderBooking({ dateInput: true }, customerFixture);
    expect(await panel.findByText('Your selection is saved. Online checkout opens soon.')).toBeInTheDocument();
    expect(quantityOf(panel, 'Child')).toBe('3');
    expect(quantityOf(panel, 'Adult')).toBe('0');
    expect(JSON.parse(sessionStorage.getItem(SAVED_CART_ITEM_KEY)!)).toEqual({
      itemType: 0,
      activityId: 7,
      slug: 'desert-sunset-kayak',
      cartPriceOptions: [{ priceOptionId: 2, quantity: 3 }],
      date: '2027-01-15',
    });
    expect(readPromptResume('/')).toBeNull();
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
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
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
