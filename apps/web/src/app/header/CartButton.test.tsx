import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UNITS_PER_DATE, type Cart } from '@weekends/shared/cart';
import { cartItem, cartLine, cartOf, emptyCart } from '../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';
import { CartButton } from './CartButton.tsx';

afterEach(() => {
  cleanup();
});

function stubCart(cart: Cart) {
  return mockRoutes({
    'GET /api/cart': () => ({ status: 200, body: cart }),
    'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }),
    // The login pop-up a visitor meets lists the social sign-ins.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
  });
}

const twoItems = () =>
  cartOf([
    cartItem(11),
    cartItem(12, {
      activity: {
        ...cartItem(12).activity,
        id: 9,
        slug: 'hatta-kayak',
        title: 'Hatta Kayak Tour',
        image: null,
        dateInput: true,
      },
      date: '2027-01-15',
      lines: [cartLine(5, 'Single kayak', 12_000, 1)],
    }),
  ]);

describe('header cart', () => {
  it("shows a customer's count and lists the items with their day, options and totals, and a Checkout link", async () => {
    stubCart(twoItems());
    renderWithProviders(<CartButton />, { user: customerFixture });
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    await userEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Your cart' });
    const title = (name: string) => within(menu).getByRole('link', { name });
    const kayak = title('Desert Sunset Kayak').closest('li')!;
    const hatta = title('Hatta Kayak Tour').closest('li')!;
    expect(title('Desert Sunset Kayak')).toHaveAttribute('href', '/activity/desert-sunset-kayak');
    expect(within(kayak).getByRole('img', { name: 'Photo of Desert Sunset Kayak' })).toHaveAttribute(
      'src',
      '/uploads/kayak-1.webp',
    );
    expect(kayak).toHaveTextContent('Valid for 4 weekends from purchase');
    expect(kayak).toHaveTextContent('Adult × 2');
    expect(kayak).not.toHaveTextContent('Child');
    expect(kayak).toHaveTextContent('AED 150');
    expect(title('Hatta Kayak Tour')).toHaveAttribute('href', '/activity/hatta-kayak');
    expect(hatta).toHaveTextContent('Fri, 15 Jan 2027');
    expect(hatta).toHaveTextContent('Single kayak × 1');
    expect(within(menu).getByText('AED 270')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says the cart is empty, without a count', async () => {
    stubCart(emptyCart());
    renderWithProviders(<CartButton />, { user: { ...customerFixture, isGuest: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart' }));
    const menu = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(menu).findByText('Your cart is empty!')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it("shows a guest's count too", async () => {
    stubCart(cartOf([cartItem(11)]));
    renderWithProviders(<CartButton />, { user: { ...customerFixture, isGuest: true } });
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, without asking for a cart', async () => {
    const api = stubCart(emptyCart());
    renderWithProviders(<CartButton />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveAccessibleDescription('Log in or sign up to see your cart.');
    expect(api.calls.some((call) => call.path === '/api/cart')).toBe(false);
  });

  it('opens the edit pop-up from the dropdown, closing the dropdown', async () => {
    stubCart(twoItems());
    renderWithProviders(<CartButton />, { user: customerFixture });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Desert Sunset Kayak' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Desert Sunset Kayak' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument();
  });
});
