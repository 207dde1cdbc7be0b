import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type ActivityCard } from '@weekends/shared';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Reply } from '../../../test/api/mockApi.ts';
import { bookedItem, myReview, renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  cleanup();
});

const failure = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } };

function stub(routes: Parameters<typeof mockRoutes>[0]) {
  return mockRoutes(routes);
}

const card = (id: number): ActivityCard => ({
  id,
  slug: `activity-${id}`,
  title: `Activity ${id}`,
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 4,
  reviewsCount: 3,
  image: `/uploads/${id}.webp`,
  city: { id: 1, name: 'Dubai' },
  latitude: null,
  longitude: null,
  price: { id, description: 'Adult', price: 10_000, discountedPrice: null, places: 1 },
  placesLeft: null,
});

describe('Booked Activities', () => {
  it('shows each booked item with its order, purchase time in Dubai and voucher', async () => {
    stub({
      'GET /api/accounts/me/bookings': () => ({
        status: 200,
        body: {
          items: [
            bookedItem(1, {
              address: 'Villa 12, Al Barsha, Dubai',
              total: 31_050,
              date: '2026-03-13',
              validUntil: null,
              status: 'verified',
            }),
            bookedItem(2, {
              itemType: 1,
              title: 'Weekends Pass: Abu Dhabi Culture and Coast',
              activity: { slug: 'louvre-visit', title: 'Louvre Abu Dhabi Visit', image: null },
            }),
          ],
          page: 1,
          hasMore: false,
        },
      }),
    });
    renderDashboard('/customer/dashboard/bookings');
    const first = (await screen.findByRole('heading', { name: 'Experience 1' })).closest('li')!;
    const item = within(first);
    expect(item.getByText('#101')).toBeInTheDocument();
    // 10:05 UTC, shown in Dubai time.
    expect(item.getByText('14:05 5 Mar 2026')).toBeInTheDocument();
    // The voucher code is a code, not words: never translated, always left to right.
    expect(item.getByText('V0000001')).toHaveClass('font-mono');
    expect(item.getByText('V0000001')).toHaveAttribute('translate', 'no');
    expect(item.getByText('V0000001')).toHaveAttribute('dir', 'ltr');
    expect(item.getByText('AED 310.50')).toBeInTheDocument();
    // The customer's own address, in the direction it was written.
    expect(item.getByText('Villa 12, Al Barsha, Dubai')).toHaveAttribute('dir', 'auto');
    expect(item.getByRole('link', { name: 'Open Experience 1' })).toHaveAttribute('href', '/activity/experience-1');
    expect(item.getByText('Date').nextElementSibling).toHaveTextContent('Fri, 13 Mar 2026');
    expect(item.getByText('Status').nextElementSibling).toHaveTextContent('Verified');
    expect(item.getByRole('link', { name: 'View voucher of Experience 1' })).toHaveAttribute(
      'href',
      '/customer/dashboard/bookings/1',
    );

    // A weekend pass carries the bundle's name as its title.
    const pass = within(
      screen.getByRole('heading', { name: 'Weekends Pass: Abu Dhabi Culture and Coast' }).closest('li')!,
    );
    expect(pass.getByText('Weekend Pass')).toBeInTheDocument();
    // An undated voucher says until when it can be used; not redeemed yet, it is pending.
    expect(pass.getByText('Valid until').nextElementSibling).toHaveTextContent('Sat, 25 Apr 2026');
    expect(pass.getByText('Status').nextElementSibling).toHaveTextContent('Pending');
    expect(pass.getByText('Experience: Louvre Abu Dhabi Visit')).toBeInTheDocument();
    expect(pass.getByRole('link', { name: 'Open Louvre Abu Dhabi Visit' })).toHaveAttribute(
      'href',
      '/activity/louvre-visit',
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('loads page 2 with Load More and hides it when there is no more', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const api = stub({
      'GET /api/accounts/me/bookings': ({ query }) =>
        query.get('page') === '2'
          ? new Promise<Reply>((resolve) => {
              release = () =>
                resolve({ status: 200, body: { items: [bookedItem(7), bookedItem(8)], page: 2, hasMore: false } });
            })
          : { status: 200, body: { items: [1, 2, 3, 4, 5, 6].map((id) => bookedItem(id)), page: 1, hasMore: true } },
    });
    renderDashboard('/customer/dashboard/bookings');
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: 'Loading…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Experience 8' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /Load More|Loading/ })).toBeNull();
    expect(api.calls.map((call) => call.query)).toEqual(['?page=1', '?page=2']);
  });

  it('keeps what it has when the next page fails, and tries again', async () => {
    const user = userEvent.setup();
    let failNext = true;
    stub({
      'GET /api/accounts/me/bookings': ({ query }) =>
        query.get('page') === '2'
          ? failNext
            ? failure
            : { status: 200, body: { items: [bookedItem(7)], page: 2, hasMore: false } }
          : { status: 200, body: { items: [1, 2, 3, 4, 5, 6].map((id) => bookedItem(id)), page: 1, hasMore: true } },
    });
    renderDashboard('/customer/dashboard/bookings');
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More bookings could not be loaded.');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Experience 7' })).toBeInTheDocument();
  });

  it('says when there are no bookings yet', async () => {
    stub({ 'GET /api/accounts/me/bookings': () => ({ status: 200, body: { items: [], page: 1, hasMore: false } }) });
    renderDashboard('/customer/dashboard/bookings');
    expect(await screen.findByText('No booked activities yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an experience' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stub({
      'GET /api/accounts/me/bookings': () =>
        fail ? failure : { status: 200, body: { items: [bookedItem(1)], page: 1, hasMore: false } },
    });
    renderDashboard('/customer/dashboard/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your bookings");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Experience 1' })).toBeInTheDocument();
  });
  it("shows the server's reason for an unconfirmed e-mail, with Resend Email instead of a Try again", async () => {
    const user = userEvent.setup();
    let confirmed = false;
    const api = stub({
      'GET /api/accounts/me/bookings': () =>
        confirmed
          ? { status: 200, body: { items: [bookedItem(1)], page: 1, hasMore: false } }
          : {
              status: 403,
              body: { statusCode: 403, code: 'EMAIL_NOT_CONFIRMED', message: BOOKING_MESSAGES.confirmEmailFirst },
            },
      'POST /api/accounts/confirmation/resend': () => ({ status: 200, body: { emailSent: true } }),
    });
    const { client } = renderDashboard('/customer/dashboard/bookings', { ...customerFixture, isConfirmed: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.confirmEmailFirst);
    expect(alert).not.toHaveTextContent("We couldn't load your bookings");
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Resend Email' }));
    expect(await within(alert).findByRole('button', { name: 'Email Sent' })).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/accounts/confirmation/resend',
    ]);

    // Confirmed from the link: the session says so and the list the server refused comes in.
    confirmed = true;
    client.setQueryData(['session', 'me'], { ...customerFixture, isConfirmed: true });
    expect(await screen.findByRole('heading', { name: 'Experience 1' })).toBeInTheDocument();
  });
});

describe('My Favorite', () => {
  it('shows the favourites as cards, and a filled heart takes one off the list once the server agreed', async () => {
    const user = userEvent.setup();
    let favourites = [card(4), card(9)];
    const api = stub({
      'GET /api/favorites': () => ({ status: 200, body: favourites }),
      'GET /api/favorites/ids': () => ({ status: 200, body: favourites.map((c) => c.id) }),
      'DELETE /api/favorites/4': () => {
        favourites = favourites.filter((c) => c.id !== 4);
        return { status: 204 };
      },
    });
    renderDashboard('/customer/dashboard/favorite');
    const cardOf = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('article')!);
    const first = await cardOf('Activity 4');
    await waitFor(() =>
      expect(first.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(first.getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Activity 4' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Activity 9' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/favorites/4']);
  });

  it('says when there are no favourites, with a way to explore', async () => {
    stub({
      'GET /api/favorites': () => ({ status: 200, body: [] }),
      'GET /api/favorites/ids': () => ({ status: 200, body: [] }),
    });
    renderDashboard('/customer/dashboard/favorite');
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore experiences' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stub({
      'GET /api/favorites': () => (fail ? failure : { status: 200, body: [card(4)] }),
      'GET /api/favorites/ids': () => ({ status: 200, body: [4] }),
    });
    renderDashboard('/customer/dashboard/favorite');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your favourites");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Activity 4' })).toBeInTheDocument();
  });
});

describe('Reviews/Ratings', () => {
  it('lists the reviews with stars and activity links, marking those awaiting approval', async () => {
    stub({
      'GET /api/accounts/me/reviews': () => ({
        status: 200,
        body: [
          myReview(2, { isPublished: false, publishedAt: null, rating: 5, title: 'Pending one' }),
          myReview(1, { title: 'Published one' }),
        ],
      }),
    });
    renderDashboard('/customer/dashboard/reviews');
    const pending = within((await screen.findByRole('heading', { name: 'Pending one' })).closest('li')!);
    expect(pending.getByText('Awaiting approval')).toBeInTheDocument();
    expect(pending.getByText('Submitted 8 Feb 2026')).toBeInTheDocument();
    expect(pending.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Desert Sunset Kayak' })).toHaveAttribute(
      'href',
      '/activity/desert-sunset-kayak',
    );

    const published = within(screen.getByRole('heading', { name: 'Published one' }).closest('li')!);
    expect(published.queryByText('Awaiting approval')).toBeNull();
    expect(published.getByText('Published 10 Feb 2026')).toBeInTheDocument();
    expect(published.getByText('Calm water and a patient guide.')).toBeInTheDocument();
    // The customer's own words keep the direction they were written in, title and body alike.
    expect(published.getByText('Calm water and a patient guide.').closest('[dir="auto"]')).toBe(
      published.getByRole('heading', { name: 'Published one' }).closest('[dir="auto"]'),
    );
    expect(published.getByRole('heading', { name: 'Published one' }).closest('[dir="auto"]')).not.toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    stub({ 'GET /api/accounts/me/reviews': () => ({ status: 200, body: [] }) });
    renderDashboard('/customer/dashboard/reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stub({ 'GET /api/accounts/me/reviews': () => (fail ? failure : { status: 200, body: [myReview(1)] }) });
    renderDashboard('/customer/dashboard/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your reviews");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Review 1' })).toBeInTheDocument();
  });
});
