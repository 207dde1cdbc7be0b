import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityCardSchema, CART_MESSAGES, formatAed, passTotals } from '@weekends/shared';
import { DEFAULT_UNITS_PER_DATE } from '@weekends/shared/cart';
import { emptyCart } from '../../../test/cartFixtures.ts';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { experienceFixture } from '../testing/bundleFixture.ts';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));
import { MakeYourOwnPage } from './MakeYourOwnPage.tsx';

afterEach(() => {
  cleanup();
});

const experiences = [
  experienceFixture(1, 'Kayak Trip', 10_000),
  experienceFixture(2, 'Skyline Brunch', 20_000),
  experienceFixture(3, 'Dune Safari', 15_000),
  experienceFixture(4, 'Pottery Class', 8_000),
];

function renderBuilder(pages: (typeof experiences)[] = [experiences]) {
  const routes: Parameters<typeof mockRoutes>[0] = {
    'GET /api/own-pass': () => ({ status: 200, body: { three: 5, four: 10, fiveOrMore: 15 } }),
    'GET /api/activities': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      // The list sends each experience as its card, without the details.
      const items = (pages[page - 1] ?? []).map((experience) => activityCardSchema.parse(experience));
      return { status: 200, body: { items, page, hasMore: page < pages.length } };
    },
    'POST /api/cart/passes': () => ({ status: 201, body: emptyCart() }),
    'GET /api/order-limits': () => ({ status: 200, body: { unitsPerDate: DEFAULT_UNITS_PER_DATE } }),
  };
  for (const experience of experiences)
    routes[`GET /api/activities/${experience.slug}`] = () => ({ status: 200, body: experience });
  const api = mockRoutes(routes);
  renderWithProviders(<MakeYourOwnPage />, {
    user: customerFixture,
    path: '/weekend-passes/make-your-own',
    pattern: '/weekend-passes/make-your-own',
  });
  return api;
}

const panel = () => within(screen.getByRole('region', { name: 'Your Weekend Pass' }));

describe('make your own weekend pass', () => {
  it('Show More adds the next page of experiences, and goes once there are no more', async () => {
    const user = userEvent.setup();
    renderBuilder([experiences.slice(0, 2), experiences.slice(2)]);
    await screen.findByRole('button', { name: 'Add Kayak Trip to my pass' });
    expect(screen.queryByRole('button', { name: 'Add Dune Safari to my pass' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByRole('button', { name: 'Add Dune Safari to my pass' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Kayak Trip to my pass' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('refuses fewer than 3 experiences, then books 3 at the percent for 3', async () => {
    const user = userEvent.setup();
    const api = renderBuilder();
    expect(await screen.findByTestId('builder-tiers')).toHaveTextContent(
      '5% off 3 experiences, 10% off 4, 15% off 5 or more.',
    );
    await user.click(await screen.findByRole('button', { name: 'Add Kayak Trip to my pass' }));
    await user.click(screen.getByRole('button', { name: 'Add Skyline Brunch to my pass' }));
    expect(await panel().findByRole('heading', { name: 'Skyline Brunch' })).toBeInTheDocument();
    expect(panel().getByText(CART_MESSAGES.ownPassTooSmall)).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(panel().getByTestId('panel-discount')).toHaveTextContent('0%');

    await user.click(screen.getByRole('button', { name: 'Add Dune Safari to my pass' }));
    expect(await panel().findByRole('heading', { name: 'Dune Safari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Dune Safari to my pass' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel().queryByText(CART_MESSAGES.ownPassTooSmall)).not.toBeInTheDocument();
    // One Adult of each (the first option at 1), 5% off each.
    const expected = passTotals(
      [10_000, 20_000, 15_000].map((price) => ({
        lines: [{ price, discountedPrice: null, quantity: 1 }],
        discountPercent: 5,
      })),
    );
    expect(panel().getByTestId('panel-total')).toHaveTextContent(formatAed(expected.total));
    expect(panel().getByTestId('panel-discount')).toHaveTextContent('5%');

    await user.click(panel().getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Now at /checkout')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      bundleId: null,
      experiences: [
        { activityId: 1, date: null, options: [{ priceOptionId: 11, quantity: 1 }] },
        { activityId: 2, date: null, options: [{ priceOptionId: 21, quantity: 1 }] },
        { activityId: 3, date: null, options: [{ priceOptionId: 31, quantity: 1 }] },
      ],
    });
  });

  it('counts only experiences with a quantity: one set to 0 brings the pass below 3 again', async () => {
    const user = userEvent.setup();
    renderBuilder();
    for (const title of ['Kayak Trip', 'Skyline Brunch', 'Dune Safari', 'Pottery Class'])
      await user.click(await screen.findByRole('button', { name: `Add ${title} to my pass` }));
    expect(await panel().findByRole('heading', { name: 'Pottery Class' })).toBeInTheDocument();
    expect(panel().getByTestId('panel-discount')).toHaveTextContent('10%');
    await user.click(panel().getByRole('button', { name: 'Customise Here: Kayak Trip' }));
    await user.click(panel().getByRole('button', { name: 'Customise Here: Skyline Brunch' }));
    await user.click(panel().getByRole('button', { name: 'Remove one Kayak Trip, Adult' }));
    await user.click(panel().getByRole('button', { name: 'Remove one Skyline Brunch, Adult' }));
    expect(panel().getByText(CART_MESSAGES.ownPassTooSmall)).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});
