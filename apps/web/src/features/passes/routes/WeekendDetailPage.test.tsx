import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAed, passTotals, type CurrentUser } from '@weekends/shared';
import { emptyCart } from '../../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { bundleDetailFixture } from '../testing/bundleFixture.ts';
import { activityFixture } from '../../activity/testing/activityFixture.ts';
import { DEFAULT_UNITS_PER_DATE } from '@weekends/shared/cart';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
import { WeekendDetailPage } from './WeekendDetailPage.tsx';

afterEach(() => {
  cleanup();
});

const bundle = bundleDetailFixture();

/** What a pass's experience shares with the experience's own page. */
const brunchFields = ({
  id,
  slug,
  title,
  image,
  price,
  city,
  rating,
  reviewsCount,
  dateInput,
  days,
  priceOptions,
}: (typeof bundle.items)[number]['activity']) => ({
  id,
  slug,
  title,
  image,
  price,
  city,
  rating,
  reviewsCount,
  dateInput,
  days,
  priceOptions,
});

function renderPage(user: CurrentUser | null, routes: Parameters<typeof mockRoutes>[0] = {}) {
  const api = mockRoutes({
    'GET /api/bundles/family-fun-pass': () => ({ status: 200, body: bundle }),
    'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }),
    // The login pop-up a visitor meets lists the social sign-ins.
    'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }),
    ...routes,
  });
  renderWithProviders(<WeekendDetailPage />, {
    user,
    path: '/weekend-detail/family-fun-pass',
    pattern: '/weekend-detail/:slug',
  });
  return api;
}

const panel = async () => within(await screen.findByRole('region', { name: 'Payment Details' }));
// The steppers sit in closed 'Customise Here' disclosures until opened.
const quantity = (scope: Awaited<ReturnType<typeof panel>>, name: string) =>
  scope.getByRole('group', { name: `Quantity of ${name}`, hidden: true }).querySelector('output')?.textContent;

/** One unit of each experience's first option, priced by the shared pass rules. */
const startTotals = passTotals(
  bundle.items.map((item) => ({
    lines: [{ ...item.activity.priceOptions[0]!, quantity: 1 }],
    discountPercent: item.discountPercent,
  })),
);

describe('weekend pass page', () => {
  it('lists the experiences in order under a breadcrumb', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Fun Pass' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Weekend Passes' })).toHaveAttribute('href', '/weekend-passes');
    // Numbered in the list and again in the Payment Details panel.
    expect(screen.getAllByText('Experience 3')).toHaveLength(2);
    expect(
      screen.getAllByRole('button', { name: /^View details of / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View details of Desert Sunset Kayak', 'View details of Skyline Brunch', 'View details of Dune Safari']);
  });

  it('starts with the first option of every experience at 1 and the totals of the shared pass rules', async () => {
    renderPage(null);
    const scope = await panel();
    expect(quantity(scope, 'Desert Sunset Kayak, Adult')).toBe('1');
    expect(quantity(scope, 'Desert Sunset Kayak, Child')).toBe('0');
    expect(quantity(scope, 'Skyline Brunch, Adult')).toBe('1');
    expect(quantity(scope, 'Dune Safari, Adult')).toBe('1');
    // 75 + 200 + 150 = 425 before the pass; 67.50 + 160 + 142.50 = 370 after.
    expect(startTotals).toEqual({ cartTotal: 42_500, total: 37_000, discountPercent: 13 });
    expect(scope.getByTestId('panel-cart-total')).toHaveTextContent(formatAed(startTotals.cartTotal));
    expect(scope.getByTestId('panel-discount')).toHaveTextContent(`${startTotals.discountPercent}%`);
    expect(scope.getByTestId('panel-total')).toHaveTextContent(formatAed(startTotals.total));
  });

  it('updates the totals as quantities rise and fall to 0, and the phone bar shows the same Total', async () => {
    const user = userEvent.setup();
    renderPage(null);
    const scope = await panel();
    await user.click(scope.getAllByRole('button', { name: /Customise Here/ })[0]!);
    await user.click(scope.getByRole('button', { name: 'Add one Desert Sunset Kayak, Child' }));
    await user.click(scope.getByRole('button', { name: 'Remove one Desert Sunset Kayak, Adult' }));
    expect(scope.getByRole('button', { name: 'Remove one Desert Sunset Kayak, Adult' })).toBeDisabled();
    const expected = passTotals([
      {
        lines: bundle.items[0]!.activity.priceOptions.map((o, i) => ({ ...o, quantity: i === 0 ? 0 : 1 })),
        discountPercent: 10,
      },
      { lines: [{ ...bundle.items[1]!.activity.priceOptions[0]!, quantity: 1 }], discountPercent: 20 },
      { lines: [{ ...bundle.items[2]!.activity.priceOptions[0]!, quantity: 1 }], discountPercent: 5 },
    ]);
    expect(scope.getByTestId('panel-total')).toHaveTextContent(formatAed(expected.total));
    expect(scope.getByTestId('panel-cart-total')).toHaveTextContent(formatAed(expected.cartTotal));
    expect(screen.getByTestId('mobile-total')).toHaveTextContent(formatAed(expected.total));
  });

  it("stops an experience's steppers at the units one order may hold per date, and says so", async () => {
    const user = userEvent.setup();
    renderPage(null, { 'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: 2 } }) });
    const scope = await panel();
    await user.click(scope.getAllByRole('button', { name: /Customise Here/ })[0]!);
    const experience = within(
      scope.getAllByRole('listitem').find((item) => item.textContent?.includes('Experience 1'))!,
    );
    expect(await experience.findByText('Up to 2 per order')).toBeInTheDocument();
    // The kayak starts with one adult: one more unit of either option fills the order's share of it.
    await user.click(scope.getByRole('button', { name: 'Add one Desert Sunset Kayak, Child' }));
    expect(scope.getByRole('button', { name: 'Add one Desert Sunset Kayak, Child' })).toBeDisabled();
    expect(scope.getByRole('button', { name: 'Add one Desert Sunset Kayak, Adult' })).toBeDisabled();
    // Another experience has its own share.
    await user.click(scope.getAllByRole('button', { name: /Customise Here/ })[2]!);
    expect(scope.getByRole('button', { name: 'Add one Dune Safari, Adult' })).toBeEnabled();
    expect(
      within(scope.getAllByRole('listitem').find((item) => item.textContent?.includes('Experience 3'))!).getByText(
        'Up to 2 per date per order',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the day of a dated experience before booking', async () => {
    const user = userEvent.setup();
    const api = renderPage(customerFixture);
    const scope = await panel();
    await user.click(scope.getByRole('button', { name: 'Book Now' }));
    expect(await scope.findByText('Please choose a date for Dune Safari')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('Book Now posts the experiences with a quantity above 0 and opens the checkout', async () => {
    const user = userEvent.setup();
    // The safari needs no day here, so the selection is complete as it starts.
    const undated = bundleDetailFixture({
      items: bundle.items.map((item) => ({ ...item, activity: { ...item.activity, dateInput: false } })),
    });
    const api = renderPage(customerFixture, {
      'GET /api/bundles/family-fun-pass': () => ({ status: 200, body: undated }),
      'POST /api/cart/passes': () => ({ status: 201, body: emptyCart() }),
    });
    const scope = await panel();
    // The brunch falls to 0 and is left out.
    await user.click(scope.getAllByRole('button', { name: /Customise Here/ })[1]!);
    await user.click(scope.getByRole('button', { name: 'Remove one Skyline Brunch, Adult' }));
    await user.click(scope.getAllByRole('button', { name: /Customise Here/ })[2]!);
    await user.click(scope.getByRole('button', { name: 'Add one Dune Safari, Adult' }));
    await user.click(scope.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/cart/passes',
      body: {
        bundleId: 12,
        experiences: [
          { activityId: 7, date: null, options: [{ priceOptionId: 71, quantity: 1 }] },
          { activityId: 9, date: null, options: [{ priceOptionId: 91, quantity: 2 }] },
        ],
      },
    });
  });

  it("shows the server's refusal beside the panel and lets the customer try again", async () => {
    const user = userEvent.setup();
    const message = 'Skyline Brunch is sold out.';
    const undated = bundleDetailFixture({
      items: bundle.items.map((item) => ({ ...item, activity: { ...item.activity, dateInput: false } })),
    });
    renderPage(customerFixture, {
      'GET /api/bundles/family-fun-pass': () => ({ status: 200, body: undated }),
      'POST /api/cart/passes': () => ({ status: 409, body: { statusCode: 409, code: 'SOLD_OUT', message } }),
    });
    const scope = await panel();
    await user.click(scope.getByRole('button', { name: 'Book Now' }));
    expect(await scope.findByRole('alert')).toHaveTextContent(message);
    expect(scope.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('asks a visitor to log in instead of posting', async () => {
    const user = userEvent.setup();
    const undated = bundleDetailFixture({
      items: bundle.items.map((item) => ({ ...item, activity: { ...item.activity, dateInput: false } })),
    });
    const api = renderPage(null, { 'GET /api/bundles/family-fun-pass': () => ({ status: 200, body: undated }) });
    const scope = await panel();
    await user.click(scope.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('tab', { name: 'Guest' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('opens the phone sheet with the same choices', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await panel();
    await user.click(screen.getByRole('button', { name: 'Book Now', expanded: false }));
    const sheet = await screen.findByRole('dialog', { name: 'Select number of experiences' });
    expect(within(sheet).getByTestId('sheet-total')).toHaveTextContent(formatAed(startTotals.total));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('View Details opens the experience with its description and a link to its page', async () => {
    const user = userEvent.setup();
    renderPage(null, {
      'GET /api/activities/skyline-brunch': () => ({
        status: 200,
        // The whole activity as GET /api/activities/:slug answers it (its address an object or null, not text).
        body: activityFixture({
          ...brunchFields(bundle.items[1]!.activity),
          description: 'A brunch with a view.',
          images: ['/uploads/8-a.webp', '/uploads/8-b.webp'],
          included: ['Soft drinks'],
        }),
      }),
    });
    await panel();
    const opener = screen.getByRole('button', { name: 'View details of Skyline Brunch' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Skyline Brunch' });
    expect(await within(dialog).findByText('A brunch with a view.')).toBeInTheDocument();
    expect(within(dialog).getByText('Soft drinks')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the full experience' })).toHaveAttribute(
      'href',
      '/activity/skyline-brunch',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the not-found page for an unknown pass', async () => {
    renderPage(null, {
      'GET /api/bundles/family-fun-pass': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Weekend pass not found' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment Details' })).not.toBeInTheDocument();
  });
});
