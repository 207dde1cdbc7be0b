import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { passTotals } from '@weekends/shared';
import type { Cart, CartItem } from '@weekends/shared/cart';
import { cartQuery } from '../../../lib/cart.ts';
import { orderLimitsQuery } from '../../../lib/orderLimits.ts';
import { cartItem, cartLine, cartOf } from '../../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { CheckoutItems } from './CheckoutItems.tsx';

afterEach(() => {
  cleanup();
});

const pass = { ref: 'bundle:12', bundleId: 12, slug: 'family-fun-pass', name: 'Family Fun Pass' };
const kayak = cartItem(21, { itemType: 1, pass, discountPercent: 10 });
const brunch = cartItem(22, {
  itemType: 1,
  pass,
  discountPercent: 20,
  activity: { ...cartItem(22).activity, id: 8, slug: 'skyline-brunch', title: 'Skyline Brunch' },
  lines: [cartLine(81, 'Adult', 20_000, 1)],
});
const lone = cartItem(30, { activity: { ...cartItem(30).activity, id: 9, slug: 'pottery', title: 'Pottery Class' } });

function cartWithPass(items: CartItem[] = [kayak, lone, brunch]): Cart {
  const passItems = items.filter((item) => item.pass);
  const totals = passTotals(passItems.map((item) => ({ lines: item.lines, discountPercent: item.discountPercent })));
  return cartOf(items, {
    passes: [{ ...pass, image: '/uploads/pass-12.webp', itemIds: passItems.map((item) => item.id), ...totals }],
  });
}

function renderItems(cart: Cart, routes: Parameters<typeof mockRoutes>[0] = {}) {
  const api = mockRoutes(routes);
  const view = renderWithProviders(<CheckoutItems cart={cart} />, {
    user: customerFixture,
    prepare: (client) => {
      client.setQueryData(cartQuery.queryKey, cart);
      // As the page loaded them earlier: the pass's steppers stop at the units one order may hold per date.
      client.setQueryData(orderLimitsQuery.queryKey, { unitsPerDate: 10 });
    },
  });
  return { api, ...view };
}

describe('a weekend pass at checkout', () => {
  it('shows the pass once, linked to its page, with its experiences, totals and discount', () => {
    const cart = cartWithPass();
    renderItems(cart);
    const entry = within(screen.getByTestId('cart-pass-bundle:12'));
    expect(screen.getAllByRole('link', { name: 'Family Fun Pass' })).toHaveLength(1);
    expect(entry.getByRole('link', { name: 'Family Fun Pass' })).toHaveAttribute(
      'href',
      '/weekend-detail/family-fun-pass',
    );
    const experiences = entry.getByRole('list', { name: 'Experiences in Family Fun Pass' });
    expect(within(experiences).getByText('Desert Sunset Kayak')).toBeInTheDocument();
    expect(within(experiences).getByText('Skyline Brunch')).toBeInTheDocument();
    const figures = cart.passes[0]!;
    expect(entry.getByText(`${figures.discountPercent}% off`)).toBeInTheDocument();
    // The lone activity keeps its own entry with its own Edit and Delete.
    expect(screen.getByRole('button', { name: 'Delete Pottery Class' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Skyline Brunch' })).not.toBeInTheDocument();
  });

  it('names the own pass without a link', () => {
    const own = { ref: 'own', bundleId: null, slug: null, name: 'My Weekend Pass' };
    renderItems(
      cartOf([
        { ...kayak, pass: own },
        { ...brunch, pass: own },
      ]),
    );
    expect(screen.getByText('My Weekend Pass')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Weekend Pass' })).not.toBeInTheDocument();
  });

  it('Delete removes the whole pass by its ref', async () => {
    const user = userEvent.setup();
    const { api, client } = renderItems(cartWithPass(), {
      'DELETE /api/cart/passes/bundle:12': () => ({ status: 200, body: cartOf([lone]) }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Family Fun Pass' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this weekend pass?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/cart/passes/bundle:12' }]);
    expect(client.getQueryData<Cart>(cartQuery.queryKey)?.items).toEqual([lone]);
  });

  it("Edit changes the experiences' quantities and saves the pass again", async () => {
    const user = userEvent.setup();
    const { api } = renderItems(cartWithPass(), {
      'POST /api/cart/passes': () => ({ status: 201, body: cartWithPass() }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Family Fun Pass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Fun Pass' });
    await user.click(within(dialog).getByRole('button', { name: 'Add one Skyline Brunch, Adult' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/cart/passes',
      body: {
        bundleId: 12,
        experiences: [
          { activityId: 7, date: null, options: [{ priceOptionId: 1, quantity: 2 }] },
          { activityId: 8, date: null, options: [{ priceOptionId: 81, quantity: 2 }] },
        ],
      },
    });
  });
});
