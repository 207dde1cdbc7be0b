import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  HOST_SALES_MESSAGES,
  dubaiDay,
  type HostListingCard,
  type HostReviews,
  type Manifest,
  type Payouts,
} from '@weekends/shared';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type RouteHandler } from '../../../test/api/mockApi.ts';
import { HostReviewsPage } from './HostReviewsPage.tsx';
import { ManifestPage } from './ManifestPage.tsx';
import { PayoutsPage } from './PayoutsPage.tsx';
import { formatAgo } from '../../../lib/format/index.ts';

// The pages and these fixtures (some built as the suite is collected) both read the clock: today's guest list,
// 'x hours ago'. One pinned instant (only Date is faked, so timers and promises run) keeps them on the same day
// whenever the suite runs, Dubai's midnight and the year's end included.
vi.useFakeTimers({ now: new Date('2026-06-10T08:00:00Z'), toFake: ['Date'] });
afterAll(() => {
  vi.useRealTimers();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stub(routes: Record<string, RouteHandler>) {
  return mockRoutes(routes);
}

const failure: Answer = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe("Host's Reviews", () => {
  const reviews: HostReviews = {
    count: 3,
    items: [
      {
        id: 1,
        customerName: 'Layla Haddad',
        publishedAt: hoursAgo(3),
        rating: 5,
        content: 'Calm water and a patient guide.',
        activity: { id: 7, slug: 'desert-kayak', title: 'Desert Kayak', image: '/uploads/7.webp' },
      },
      {
        id: 2,
        customerName: 'Omar Saleh',
        publishedAt: hoursAgo(24 * 15),
        rating: 4,
        content: 'Good fun.',
        activity: { id: 8, slug: 'dune-bashing', title: 'Dune Bashing', image: null },
      },
    ],
  };

  it("heads the list with the count and shows each review's name, time, stars, content and activity", async () => {
    stub({ 'GET /api/host/reviews': () => ({ status: 200, body: reviews }) });
    renderWithProviders(<HostReviewsPage />);
    expect(await screen.findByRole('heading', { name: "Host's Reviews (3)" })).toBeInTheDocument();
    const first = within(screen.getByText('Layla Haddad').closest('li')!);
    expect(first.getByText('3 hours ago')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    // The reviewer's name and words are theirs: isolated, and in the direction they wrote them.
    expect(screen.getByText('Layla Haddad').tagName).toBe('BDI');
    expect(first.getByText('Calm water and a patient guide.')).toHaveAttribute('dir', 'auto');
    expect(first.getByRole('link', { name: /Desert Kayak/ })).toHaveAttribute('href', '/activity/desert-kayak');
    const second = within(screen.getByText('Omar Saleh').closest('li')!);
    expect(second.getByText('2 weeks ago')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /Dune Bashing/ })).toHaveAttribute('href', '/activity/dune-bashing');
  });

  it('says when there are none, and offers a retry when they fail', async () => {
    const user = userEvent.setup();
    let fail = true;
    stub({ 'GET /api/host/reviews': () => (fail ? failure : { status: 200, body: { count: 0, items: [] } }) });
    renderWithProviders(<HostReviewsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your reviews");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Host's Reviews (0)" })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('words relative times in the largest unit that fits', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatAgo('2026-03-10T11:59:30Z', { now })).toBe('now');
    expect(formatAgo('2026-03-09T12:00:00Z', { now })).toBe('yesterday');
    expect(formatAgo('2026-01-05T12:00:00Z', { now })).toBe('2 months ago');
    expect(formatAgo('2024-03-10T12:00:00Z', { now })).toBe('2 years ago');
  });
});

describe('Payouts', () => {
  const payouts: Payouts = {
    note: HOST_SALES_MESSAGES.payoutNote,
    commissionPercent: 15,
    months: [{ month: '2026-02', redeemedItems: 4, sales: 80_000, fees: 12_000, amountDue: 68_000, paid: 68_000 }],
  };

  it('shows the note, the commission and a statement per month with PDF and CSV links', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    stub({ 'GET /api/host/payouts': () => ({ status: 200, body: payouts }) });
    renderWithProviders(<PayoutsPage />);
    expect(await screen.findByText('Online Marketplace Fee: 15% of each sale')).toBeInTheDocument();
    expect(screen.getByText(HOST_SALES_MESSAGES.payoutNote)).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'February 2026' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'AED 800', 'AED 120', 'AED 680', 'AED 680', 'PDFCSV']);
    expect(within(row).getByRole('link', { name: 'Download the February 2026 statement as PDF' })).toHaveAttribute(
      'href',
      '/api/host/payouts/2026-02/statement.pdf?language=en',
    );
    expect(within(row).getByRole('link', { name: 'Download the February 2026 statement as CSV' })).toHaveAttribute(
      'href',
      '/api/host/payouts/2026-02/statement.csv?language=en',
    );
  });

  it('says when there is no statement yet', async () => {
    stub({ 'GET /api/host/payouts': () => ({ status: 200, body: { ...payouts, months: [] } }) });
    renderWithProviders(<PayoutsPage />);
    expect(await screen.findByText('No statements yet')).toBeInTheDocument();
  });
});

describe('Guest list', () => {
  // A listing card as GET /api/host/activities sends it.
  const activity = (id: number, title: string): HostListingCard => ({
    id,
    slug: title.toLowerCase().replace(/ /g, '-'),
    title,
    image: null,
    rating: 0,
    reviewsCount: 0,
    firstPrice: 15_000,
    isActive: true,
    soldOut: false,
    bestSeller: false,
    pendingRevision: null,
    rejectionReason: null,
  });
  const manifest: Manifest = {
    activity: { id: 7, title: 'Desert Kayak' },
    day: '2026-03-13',
    guests: [
      {
        bookedItemId: 1,
        bookingId: 501,
        orderNumber: 'WK-000401',
        customerName: 'Layla Haddad',
        phoneNumber: '+971 50 123 4567',
        priceOptionDescription: 'Adult',
        quantity: 2,
        voucherCode: 'ABCD2345',
        status: 'pending',
      },
      {
        bookedItemId: 2,
        bookingId: 502,
        // A booking without an order (the demo's own) is named by its id.
        orderNumber: null,
        customerName: 'Omar Saleh',
        phoneNumber: null,
        priceOptionDescription: null,
        quantity: 1,
        voucherCode: 'EFGH6789',
        status: 'verified',
      },
    ],
    totalQuantity: 3,
  };

  it("lists the chosen activity's guests for the day with the total, and prints", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = stub({
      'GET /api/host/activities': () => ({
        status: 200,
        body: { items: [activity(7, 'Desert Kayak'), activity(8, 'Dune Bashing')], canManageActivities: true },
      }),
      'GET /api/host/manifest': ({ query }) =>
        query.get('activityId') === '7'
          ? { status: 200, body: manifest }
          : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } },
    });
    renderWithProviders(<ManifestPage />, { path: '/vendor/dashboard/bookings/manifest?activity=7&day=2026-03-13' });
    expect(await screen.findByRole('heading', { name: 'Desert Kayak, Fri, 13 Mar 2026' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+971 50 123 4567', 'Adult', '2', 'ABCD2345', 'Pending']);
    expect(within(rows[1]!).getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    // Each guest's order by the number the customer quotes.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Layla HaddadWK-000401');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Omar Saleh#502');
    expect(rows[3]).toHaveTextContent('Total32 guests');
    expect(screen.getByLabelText('Activity')).toHaveValue('7');
    expect(api.calls.find((call) => call.path === '/api/host/manifest')?.query).toBe('?activityId=7&day=2026-03-13');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(api.calls.at(-1)?.query).toBe('?activityId=7&day=2026-03-14'));
    await user.selectOptions(screen.getByLabelText('Activity'), '8');
    expect(await screen.findByText(/This guest list could not be found/)).toBeInTheDocument();
  });

  it("opens on today in Dubai with a host's only activity chosen", async () => {
    stub({
      'GET /api/host/activities': () => ({
        status: 200,
        body: { items: [activity(7, 'Desert Kayak')], canManageActivities: true },
      }),
      'GET /api/host/manifest': ({ query }) => ({
        status: 200,
        body: { ...manifest, day: query.get('day')!, guests: [], totalQuantity: 0 },
      }),
    });
    renderWithProviders(<ManifestPage />, { path: '/vendor/dashboard/bookings/manifest' });
    expect(await screen.findByText('Nobody is booked for this day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(dubaiDay());
  });

  it('asks which activity when the host has several', async () => {
    const api = stub({
      'GET /api/host/activities': () => ({
        status: 200,
        body: { items: [activity(7, 'Desert Kayak'), activity(8, 'Dune Bashing')], canManageActivities: true },
      }),
    });
    renderWithProviders(<ManifestPage />, { path: '/vendor/dashboard/bookings/manifest' });
    expect(await screen.findByText('Choose an activity and a day to see its guests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(api.calls.some((call) => call.path === '/api/host/manifest')).toBe(false);
  });

  it('shows a message when the activities fail to load', async () => {
    stub({ 'GET /api/host/activities': () => failure });
    renderWithProviders(<ManifestPage />, { path: '/vendor/dashboard/bookings/manifest' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your activities");
  });
});
