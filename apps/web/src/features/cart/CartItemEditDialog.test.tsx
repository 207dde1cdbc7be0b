import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart, CartItem, OrderLimits } from '@weekends/shared/cart';
import { cartQuery } from '../../lib/cart.ts';
import { orderLimitsQuery } from '../../lib/orderLimits.ts';
import { cartItem, cartLine, cartOf } from '../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes, offline } from '../../test/api/mockApi.ts';
import { CartItemDialogs } from './CartItemDialogs.tsx';
import { useCartItemDialogs } from './useCartItemDialogs.ts';

afterEach(() => {
  cleanup();
});

/** One item with its Edit and Delete buttons, as the cart lists it. */
function Item({ item }: { item: CartItem }) {
  const dialogs = useCartItemDialogs();
  return (
    <>
      <button type="button" onClick={() => dialogs.edit(item)}>
        Edit
      </button>
      <button type="button" onClick={() => dialogs.remove(item)}>
        Delete
      </button>
      <CartItemDialogs dialog={dialogs.dialog} onClose={dialogs.close} />
    </>
  );
}

/** The cart holding `item`, and the order limits as the page loaded them earlier. */
function renderItem(
  item: CartItem,
  routes: Parameters<typeof mockRoutes>[0],
  limits: OrderLimits = { unitsPerDate: 10 },
) {
  const api = mockRoutes(routes);
  const cart = cartOf([item]);
  const view = renderWithProviders(<Item item={item} />, {
    user: customerFixture,
    prepare: (client) => {
      client.setQueryData(cartQuery.queryKey, cart);
      client.setQueryData(orderLimitsQuery.queryKey, limits);
    },
  });
  return { api, ...view };
}

describe('cart item edit pop-up', () => {
  it('updates the total as quantities change and saves every option with its quantity', async () => {
    const saved = cartOf([
      cartItem(11, { lines: [cartLine(1, 'Adult', 10_000, 3, 7_500), cartLine(2, 'Child', 5_000, 1)] }),
    ]);
    const { api, client } = renderItem(cartItem(11), {
      'PATCH /api/cart/items/11': () => ({ status: 200, body: saved }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Desert Sunset Kayak' });
    // 2 adults at the discounted AED 75.
    expect(within(dialog).getByTestId('edit-total')).toHaveTextContent('AED 150');
    await user.click(within(dialog).getByRole('button', { name: 'Add one Adult' }));
    expect(within(dialog).getByTestId('edit-total')).toHaveTextContent('AED 225');
    await user.click(within(dialog).getByRole('button', { name: 'Add one Child' }));
    expect(within(dialog).getByTestId('edit-total')).toHaveTextContent('AED 275');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(api.calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/cart/items/11',
        body: {
          options: [
            { priceOptionId: 1, quantity: 3 },
            { priceOptionId: 2, quantity: 1 },
          ],
        },
      },
    ]);
    expect(client.getQueryData<Cart>(cartQuery.queryKey)).toEqual(saved);
  });

  it('stops the steppers at the units one order may hold per date, and says so', async () => {
    renderItem(cartItem(11), {}, { unitsPerDate: 3 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Desert Sunset Kayak' });
    expect(await within(dialog).findByText('Up to 3 per order')).toBeInTheDocument();
    // 2 adults chosen: one more of either option reaches 3.
    await user.click(within(dialog).getByRole('button', { name: 'Add one Child' }));
    expect(within(dialog).getByRole('button', { name: 'Add one Child' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add one Adult' })).toBeDisabled();
  });

  it('works out a weekend pass discount with the shared pricing rule', async () => {
    renderItem(cartItem(11, { discountPercent: 10, lines: [cartLine(1, 'Adult', 9_999, 1)] }), {});
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // floor(99.99 x 90 / 100) = 89.99
    expect(within(dialog).getByTestId('edit-total')).toHaveTextContent('AED 89.99');
  });

  it("refuses to save nothing and shows the server's refusal", async () => {
    const message = 'Only 1 left for Desert Sunset Kayak. Please lower the quantity or choose another date.';
    const { api } = renderItem(cartItem(11), {
      'PATCH /api/cart/items/11': () => ({
        status: 409,
        body: { statusCode: 409, code: 'NOT_ENOUGH_PLACES', message },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove one Adult' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove one Adult' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one option.');
    expect(api.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add one Adult' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('sends the day of a dated activity', async () => {
    const item = cartItem(11, { activity: { ...cartItem(11).activity, dateInput: true }, date: '2027-01-15' });
    const { api } = renderItem(item, { 'PATCH /api/cart/items/11': () => ({ status: 200, body: cartOf([item]) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Fri, 15 Jan 2027/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]?.body).toMatchObject({ date: '2027-01-15' });
  });
});

describe('deleting a cart item', () => {
  it('asks first, and Keep It leaves the cart alone', async () => {
    const { api } = renderItem(cartItem(11), {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this experience?' });
    expect(dialog).toHaveAccessibleDescription('Desert Sunset Kayak will be removed from your cart.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened the pop-up.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('deletes once confirmed and stores the cart the server answers', async () => {
    const { api, client } = renderItem(cartItem(11), {
      'DELETE /api/cart/items/11': () => ({ status: 200, body: cartOf([]) }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/cart/items/11' }]);
    expect(client.getQueryData<Cart>(cartQuery.queryKey)?.items).toEqual([]);
  });

  it('a failed delete says so and keeps the pop-up open', async () => {
    renderItem(cartItem(11), {
      'DELETE /api/cart/items/11': () => offline,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your cart could not be updated. Please check your connection and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
