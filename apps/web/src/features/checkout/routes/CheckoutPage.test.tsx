import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES, type Cart } from '@weekends/shared/cart';
import { CHECKOUT_MESSAGES } from '@weekends/shared/checkout';
import strings from '../../../locales/en/checkout.json';
import { leaveTo } from '../../../lib/leavePage.ts';
import { closeConfirmationPrompt, useConfirmationPromptOpen } from '../../../lib/confirmation-prompt.ts';
import { SAVED_CART_ITEM_KEY } from '../../../lib/savedCartItem.ts';
import { address, cartItem, cartOf, emptyCart } from '../../../test/cartFixtures.ts';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import { renderCheckout } from '../testing/renderCheckout.tsx';

vi.mock('../../../lib/leavePage.ts', () => ({ leaveTo: vi.fn() }));
vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const guest = { ...customerFixture, id: 8, isGuest: true };
type Routes = Parameters<typeof mockRoutes>[0];

let api: ReturnType<typeof mockRoutes>;
function stub(cart: Cart, routes: Routes = {}) {
  api = mockRoutes({
    'GET /api/cart': () => ({ status: 200, body: cart }),
    'GET /api/addresses': () => ({ status: 200, body: [] }),
    'GET /api/cities': () => ({
      status: 200,
      body: [
        { id: 1, name: 'Dubai', slug: 'dubai' },
        { id: 2, name: 'Abu Dhabi', slug: 'abu-dhabi' },
      ],
    }),
    // The login pop-up asks which social sign-ins there are; none here.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    ...routes,
  });
}
const callsTo = (method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

/** Keeps a route's answer until `release()`, to see the page while it waits. */
function held(answer: (request: MockRequest) => { status: number; body?: unknown }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { route: async (request: MockRequest) => (await gate, answer(request)), release: () => release() };
}

beforeEach(() => vi.mocked(leaveTo).mockClear());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('checkout: who sees it', () => {
  it('sends a customer from /checkout to their own /checkout/{id}', async () => {
    stub(cartOf([cartItem(11)]));
    const { router } = renderCheckout('/checkout', customerFixture);
    expect(await screen.findByRole('heading', { name: 'Your experiences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/3');
  });

  it("sends a guest to their own checkout, and anyone from another user's", async () => {
    stub(cartOf([cartItem(11)]));
    const { router } = renderCheckout('/checkout/3', guest);
    await screen.findByRole('heading', { name: 'Your experiences' });
    expect(router.state.location.pathname).toBe('/checkout/8');
  });

  it('asks a visitor to log in, sign up or continue as a guest', async () => {
    stub(emptyCart());
    renderCheckout('/checkout', null);
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/cart')).toHaveLength(0);
  });

  it('puts the item a visitor chose before signing in into the cart, once', async () => {
    sessionStorage.setItem(
      SAVED_CART_ITEM_KEY,
      JSON.stringify({
        itemType: 0,
        activityId: 7,
        slug: 'desert-sunset-kayak',
        cartPriceOptions: [{ priceOptionId: 2, quantity: 3 }],
        date: null,
      }),
    );
    stub(emptyCart(), { 'POST /api/cart/items': () => ({ status: 201, body: cartOf([cartItem(11)]) }) });
    renderCheckout('/checkout/3', customerFixture);
    expect(await screen.findByRole('link', { name: 'Desert Sunset Kayak' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/cart/items')).toEqual([
      {
        method: 'POST',
        path: '/api/cart/items',
        body: { itemType: 0, activityId: 7, date: null, options: [{ priceOptionId: 2, quantity: 3 }] },
      },
    ]);
    expect(sessionStorage.getItem(SAVED_CART_ITEM_KEY)).toBeNull();
  });

  it('says the cart is empty, with the way home', async () => {
    stub(emptyCart());
    renderCheckout('/checkout/3', customerFixture);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  });
});

describe('checkout: items and prices', () => {
  it('lists each item with its options, line totals, Edit and Delete, and the price summary from the quote', async () => {
    stub(cartOf([cartItem(11)]));
    renderCheckout('/checkout/3', customerFixture);
    const item = (await screen.findByRole('link', { name: 'Desert Sunset Kayak' })).closest('li')!;
    expect(within(item).getByRole('img', { name: 'Photo of Desert Sunset Kayak' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Valid for 4 weekends from purchase');
    expect(within(item).getByText('Adult × 2').closest('li')).toHaveTextContent('AED 150');
    expect(within(item).getByRole('button', { name: 'Edit Desert Sunset Kayak' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete Desert Sunset Kayak' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Price Summary' });
    const row = (label: string) => within(summary).getByText(label).parentElement;
    expect(row('Cart Total')).toHaveTextContent('AED 200');
    expect(row('Discount')).toHaveTextContent('−AED 50');
    expect(row('Sub Total')).toHaveTextContent('AED 150');
    expect(row('Total (Inclusive of VAT)')).toHaveTextContent('AED 150');
    // floor(150 x 5 / 105) = 7.14
    expect(within(summary).getByText('VAT included: AED 7.14')).toBeInTheDocument();
    expect(within(summary).queryByText(/Coupon Discount/)).not.toBeInTheDocument();
  });

  it("shows an item's problem in the server's words", async () => {
    stub(cartOf([cartItem(11, { problem: 'SOLD_OUT', problemMessage: 'Desert Sunset Kayak is sold out.' })]));
    renderCheckout('/checkout/3', customerFixture);
    expect(await screen.findByText('Desert Sunset Kayak is sold out.')).toBeInTheDocument();
    expect(screen.getByText('Please fix the items marked above before paying.')).toBeInTheDocument();
  });
});

describe('checkout: promo code', () => {
  it("says 'Wait..' while checking, then shows the applied code, its discount and Remove", async () => {
    const answer = held(() => ({
      status: 200,
      body: cartOf([cartItem(11)], { promo: { code: 'WEEKEND10', percent: 10 } }),
    }));
    stub(cartOf([cartItem(11)]), {
      'PUT /api/cart/promo': answer.route,
      'DELETE /api/cart/promo': () => ({ status: 200, body: cartOf([cartItem(11)]) }),
    });
    renderCheckout('/checkout/3', customerFixture);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Promo Code'), 'weekend10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Wait..' })).toBeDisabled();
    answer.release();

    const applied = await screen.findByRole('status');
    expect(applied).toHaveTextContent('WEEKEND10');
    expect(applied).toHaveTextContent('10% off your order');
    expect(callsTo('PUT', '/api/cart/promo')[0]?.body).toEqual({ code: 'weekend10' });
    const summary = screen.getByRole('region', { name: 'Price Summary' });
    expect(within(summary).getByText('Coupon Discount (10%)').parentElement).toHaveTextContent('−AED 15');
    expect(within(summary).getByText('Total (Inclusive of VAT)').parentElement).toHaveTextContent('AED 135');

    await user.click(within(applied).getByRole('button', { name: 'Remove the promo code WEEKEND10' }));
    expect(await screen.findByLabelText('Promo Code')).toHaveValue('');
    expect(callsTo('DELETE', '/api/cart/promo')).toHaveLength(1);
  });

  it("shows 'Invalid Promo Code' under the field when the server refuses it", async () => {
    stub(cartOf([cartItem(11)]), {
      'PUT /api/cart/promo': () => ({
        status: 400,
        body: { statusCode: 400, code: 'INVALID_PROMO_CODE', message: 'Invalid Promo Code' },
      }),
    });
    renderCheckout('/checkout/3', customerFixture);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Promo Code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Promo Code');
    expect(field).toHaveAccessibleDescription('Invalid Promo Code');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('tells an unconfirmed customer to confirm their email first, with a way to have the mail sent again', async () => {
    const unconfirmed = { ...customerFixture, isConfirmed: false };
    stub(cartOf([cartItem(11)]), {
      'PUT /api/cart/promo': () => ({
        status: 403,
        body: { statusCode: 403, code: 'EMAIL_NOT_CONFIRMED', message: CART_MESSAGES.promoNeedsConfirmedEmail },
      }),
    });
    const prompt = vi.fn();
    function PromptSpy() {
      prompt(useConfirmationPromptOpen());
      return null;
    }
    const { client } = renderCheckout('/checkout/3', unconfirmed, <PromptSpy />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Promo Code');
    await user.type(field, 'WEEKEND10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address to use a promo code.',
    );
    expect(field).toHaveAccessibleDescription('Please confirm your email address to use a promo code.');
    // Not the login pop-up: the customer is signed in, only the address is unconfirmed.
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).not.toBeInTheDocument();
    expect(field).toHaveValue('WEEKEND10');

    await user.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    await waitFor(() => expect(prompt).toHaveBeenLastCalledWith(true));
    closeConfirmationPrompt();

    // Confirmed (the pop-up refreshes the session): the notice goes, the code can be applied.
    client.setQueryData(['session', 'me'], { ...unconfirmed, isConfirmed: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks a guest to log in instead of applying a code', async () => {
    stub(cartOf([cartItem(11)]));
    renderCheckout('/checkout/8', guest);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Promo Code'), 'WEEKEND10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveAccessibleDescription('Please log in to use a promo code.');
    expect(within(dialog).queryByRole('tab', { name: 'Guest' })).not.toBeInTheDocument();
    expect(callsTo('PUT', '/api/cart/promo')).toHaveLength(0);
  });
});

describe('checkout: address', () => {
  const homeDelivery = () => cartOf([cartItem(11, { activity: { ...cartItem(11).activity, stayAtHome: true } })]);

  it("shows 'Add Address*' without asking the server when a home delivery has no address", async () => {
    stub(homeDelivery());
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add Address*');
    expect(callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it("takes 'Add Address*' away once an address is chosen", async () => {
    stub(homeDelivery(), {
      'GET /api/addresses': () => ({ status: 200, body: [address(1)] }),
      'PUT /api/cart/address': () => ({ status: 200, body: { ...homeDelivery(), addressId: 1 } }),
    });
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add Address*');
    await userEvent.click(
      within(await screen.findByRole('radiogroup', { name: 'Address' })).getByRole('radio', { name: /Villa 1/ }),
    );
    await waitFor(() => expect(screen.queryByText('Add Address*')).not.toBeInTheDocument());
  });

  it('chooses one of the saved addresses', async () => {
    stub(homeDelivery(), {
      'GET /api/addresses': () => ({ status: 200, body: [address(1), address(2)] }),
      'PUT /api/cart/address': ({ body }) => ({
        status: 200,
        body: { ...homeDelivery(), addressId: (body as { addressId: number }).addressId },
      }),
    });
    renderCheckout('/checkout/3', customerFixture);
    const group = await screen.findByRole('radiogroup', { name: 'Address' });
    const second = within(group).getByRole('radio', { name: /Villa 2/ });
    await userEvent.click(second);
    await waitFor(() => expect(second).toBeChecked());
    expect(callsTo('PUT', '/api/cart/address')[0]?.body).toEqual({ addressId: 2 });
  });

  it('checks the new address form, then saves it, closes it and chooses it', async () => {
    stub(homeDelivery(), {
      // The server answers the saved address with its city, not the cityId it was sent.
      'POST /api/addresses': ({ body }) => {
        const { cityId, ...fields } = body as { cityId: number };
        return { status: 201, body: { ...address(5), ...fields, city: { id: cityId, name: 'Dubai' } } };
      },
      'PUT /api/cart/address': () => ({ status: 200, body: { ...homeDelivery(), addressId: 5 } }),
    });
    renderCheckout('/checkout/3', customerFixture);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Add New Address' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByLabelText('Country')).toHaveValue('United Arab Emirates');
    expect(within(form).getByLabelText('Country')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('First Name')).toHaveValue('Layla');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(within(form).getByLabelText('Address')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('Area')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('PO Box')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('Required');
    expect(callsTo('POST', '/api/addresses')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Address'), 'Villa 12');
    await user.type(within(form).getByLabelText('Area'), 'Al Barsha');
    await user.selectOptions(within(form).getByLabelText('City'), 'Dubai');
    await user.type(within(form).getByLabelText('PO Box'), '4321');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/addresses')[0]?.body).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      phoneNumber: '+971501234567',
      email: 'layla@example.test',
      address: 'Villa 12',
      street: 'Al Barsha',
      cityId: 1,
      poBoxNo: '4321',
    });
    await waitFor(() => expect(callsTo('PUT', '/api/cart/address')[0]?.body).toEqual({ addressId: 5 }));
    expect(await screen.findByRole('radio', { name: /Villa 12/ })).toBeChecked();
  });

  it('Cancel closes the form without saving', async () => {
    stub(homeDelivery());
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
  });

  it('deletes an address once confirmed', async () => {
    stub(homeDelivery(), {
      'GET /api/addresses': () => ({ status: 200, body: [address(1)] }),
      'DELETE /api/addresses/1': () => ({ status: 204 }),
    });
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: /Delete the address Villa 1/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/addresses/1')).toHaveLength(1);
  });
});

describe('checkout: Proceed to Payment', () => {
  it('creates one order for a double click, with an attempt id, and leaves for the payment page', async () => {
    const answer = held(() => ({
      status: 201,
      body: { orderId: 55, paymentUrl: '/pay/sandbox/cs_55', expiresAt: '2027-01-11T08:15:00.000Z' },
    }));
    stub(cartOf([cartItem(11)]), { 'POST /api/orders': answer.route });
    renderCheckout('/checkout/3', customerFixture);
    const button = await screen.findByRole('button', { name: 'Proceed to Payment' });
    await userEvent.dblClick(button);
    expect(screen.getByRole('button', { name: 'Wait..' })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/pay/sandbox/cs_55'));
    const orders = callsTo('POST', '/api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.body).toEqual({
      attempt: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('leaves for the payment page once the order is made, even if the section was taken down meanwhile', async () => {
    const answer = held(() => ({
      status: 201,
      body: { orderId: 56, paymentUrl: '/pay/sandbox/cs_56', expiresAt: '2027-01-11T08:15:00.000Z' },
    }));
    stub(cartOf([cartItem(11)]), { 'POST /api/orders': answer.route });
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    cleanup();
    answer.release();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/pay/sandbox/cs_56'));
  });

  it('tries again with the same attempt id after a failure on the same cart', async () => {
    let calls = 0;
    stub(cartOf([cartItem(11)]), {
      'POST /api/orders': () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }
          : { status: 201, body: { orderId: 55, paymentUrl: '/pay', expiresAt: '' } },
    });
    renderCheckout('/checkout/3', customerFixture);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.proceedFailed);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const [first, second] = callsTo('POST', '/api/orders');
    expect(second?.body).toEqual(first?.body);
  });

  it("shows a 409 in the server's words and asks for the cart again", async () => {
    const message = 'Only 1 left for Desert Sunset Kayak. Please lower the quantity or choose another date.';
    stub(cartOf([cartItem(11)]), {
      'POST /api/orders': () => ({ status: 409, body: { statusCode: 409, code: 'NOT_ENOUGH_PLACES', message } }),
    });
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(callsTo('GET', '/api/cart')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("shows the server's 'Add Address*'", async () => {
    stub(cartOf([cartItem(11)]), {
      'POST /api/orders': () => ({
        status: 400,
        body: { statusCode: 400, code: 'ADDRESS_REQUIRED', message: 'Add Address*' },
      }),
    });
    renderCheckout('/checkout/3', customerFixture);
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add Address*');
  });
});

describe('checkout messages', () => {
  it('are the shared catalogue, word for word', () => {
    expect(strings.messages).toEqual(CHECKOUT_MESSAGES);
  });
});
