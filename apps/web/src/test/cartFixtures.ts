import { itemNet, quote } from '@weekends/shared/quote';
import type { Cart, CartItem, CartLine } from '@weekends/shared/cart';
import type { Address } from '@weekends/shared/cart';
import type { Order, OrderItem } from '@weekends/shared/checkout';

/** Test-only carts, orders and addresses as the API answers them, priced by the shared rules. */

export function cartLine(
  priceOptionId: number,
  description: string,
  price: number,
  quantity: number,
  discountedPrice: number | null = null,
): CartLine {
  return { priceOptionId, description, price, discountedPrice, quantity, total: (discountedPrice ?? price) * quantity };
}

/** The kayak: Adult AED 100 (75 after its discount), Child AED 50; undated, valid 4 weekends. */
export function cartItem(id: number, overrides: Partial<CartItem> = {}): CartItem {
  const lines = overrides.lines ?? [cartLine(1, 'Adult', 10_000, 2, 7_500), cartLine(2, 'Child', 5_000, 0)];
  const item: CartItem = {
    id,
    itemType: 0,
    activity: {
      id: 7,
      slug: 'desert-sunset-kayak',
      title: 'Desert Sunset Kayak',
      image: '/uploads/kayak-1.webp',
      city: { id: 1, name: 'Dubai' },
      dateInput: false,
      days: [
        { id: 1, name: 'Thursday', weekday: 4 },
        { id: 2, name: 'Friday', weekday: 5 },
      ],
      duration: '2 hours',
      validityPeriod: 4,
      stayAtHome: false,
    },
    date: null,
    lines,
    pass: null,
    discountPercent: 0,
    total: 0,
    placesLeft: null,
    problem: null,
    problemMessage: null,
    ...overrides,
  };
  return { ...item, total: itemNet({ lines: item.lines, discountPercent: item.discountPercent }) };
}

export function cartOf(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const promo = overrides.promo ?? null;
  return {
    items,
    passes: [],
    promo,
    addressId: null,
    needsAddress: items.some((item) => item.activity.stayAtHome),
    count: items.reduce((sum, item) => sum + item.lines.reduce((n, line) => n + line.quantity, 0), 0),
    quote: quote(items, promo?.percent ?? 0),
    ...overrides,
  };
}

export const emptyCart = (): Cart => cartOf([]);

export function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    firstName: 'Layla',
    lastName: 'Haddad',
    phoneNumber: '+971501234567',
    email: 'layla@example.test',
    address: `Villa ${id}`,
    street: 'Jumeirah 1',
    city: { id: 1, name: 'Dubai' },
    poBoxNo: '1234',
    country: 'United Arab Emirates',
    ...overrides,
  };
}

export function orderItem(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    itemType: 0,
    title: 'Desert Sunset Kayak',
    bundleName: null,
    activity: {
      id: 7,
      slug: 'desert-sunset-kayak',
      title: 'Desert Sunset Kayak',
      image: '/uploads/kayak-1.webp',
      address: 'Al Qudra Lakes, Dubai',
      latitude: 24.83,
      longitude: 55.37,
    },
    date: null,
    validUntil: '2027-02-06',
    description: 'Adult',
    quantity: 2,
    price: 10_000,
    discountedPrice: 7_500,
    total: 15_000,
    voucher: { bookedItemId: 500 + id, code: `WKV${id}ABC`, status: 'pending' },
    ...overrides,
  };
}

export function order(id: number, overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? [orderItem(1)];
  return {
    id,
    number: `WK-${String(id).padStart(6, '0')}`,
    status: 'paid',
    createdAt: '2027-01-11T08:00:00.000Z',
    // 08:05 UTC is 12:05 in Dubai.
    paidAt: '2027-01-11T08:05:00.000Z',
    expiresAt: '2027-01-11T08:15:00.000Z',
    customer: { firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.test', phoneNumber: '+971501234567' },
    address: null,
    couponCode: null,
    quote: quote([{ lines: [{ price: 10_000, discountedPrice: 7_500, quantity: 2 }] }]),
    items,
    bookingId: 900,
    ...overrides,
  };
}
