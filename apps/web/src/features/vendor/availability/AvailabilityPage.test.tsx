import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PLACES_MESSAGE } from '@weekends/shared/cart';
import type { HostCalendar, HostCalendarDay } from '@weekends/shared/host-calendar';
import { addDays, weekdayOf } from '@weekends/shared/time';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, serverError, type RouteHandler } from '../../../test/api/mockApi.ts';
import { dubaiIsoDay } from '../../../lib/format/index.ts';
import { monthRange, shiftMonth } from './month.ts';
import { AvailabilityPage } from './AvailabilityPage.tsx';

afterEach(() => {
  cleanup();
});

// The page and these fixtures both read today: one pinned instant (only Date is faked, so timers and promises run)
// keeps them on the same day whenever the suite runs, Dubai's midnight and the year's end included.
const NOW = new Date('2026-06-10T08:00:00Z');
vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
afterAll(() => {
  vi.useRealTimers();
});

const today = dubaiIsoDay(new Date());
// Next month: every one of its days is bookable, whatever day of the month the test runs on.
const month = shiftMonth(today.slice(0, 7), 1);
const firstFriday = (() => {
  let day = monthRange(month).from;
  while (weekdayOf(day) !== 5) day = addDays(day, 1);
  return day;
})();
const fridayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}).formatToParts(new Date(`${firstFriday}T00:00:00Z`));
const part = (type: string) => fridayLabel.find((p) => p.type === type)!.value;
/** 'Fri, 5 Feb 2027', as the page names the day. */
const fridayName = `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;

/**
 * A kayak tour on Fridays and Saturdays with 10 places a day; the first Friday has 2 sold and 1 held. The fake server
 * keeps the host's changes, as the API would, and answers each month's bookable days.
 */
function kayakServer(overrides: Partial<HostCalendar> = {}, routes: Record<string, RouteHandler> = {}) {
  const own = new Map<string, { places?: number | null; closed?: boolean }>();
  let defaultPlaces = 10;
  const dayOf = (date: string): HostCalendarDay => {
    const set = own.get(date) ?? {};
    const places = set.places ?? defaultPlaces;
    const [sold, held] = date === firstFriday ? [2, 1] : [0, 0];
    const closed = set.closed ?? false;
    return {
      date,
      places,
      ownPlaces: set.places ?? null,
      sold,
      held,
      left: closed ? 0 : Math.max(0, places - sold - held),
      closed,
    };
  };
  const api = mockRoutes({
    'GET /api/host/activities/7/calendar': ({ query }) => {
      const days: HostCalendarDay[] = [];
      for (let day = query.get('from')!; day <= query.get('to')!; day = addDays(day, 1))
        if (day >= today && [5, 6].includes(weekdayOf(day))) days.push(dayOf(day));
      const calendar: HostCalendar = {
        activityId: 7,
        title: 'Kayak Tour',
        canManage: true,
        dateInput: true,
        defaultPlaces,
        weekdays: [5, 6],
        today,
        lastBookableDay: addDays(today, 180),
        days,
        stock: null,
        ...overrides,
      };
      return { status: 200, body: calendar };
    },
    [`PUT /api/activities/7/dates/${firstFriday}`]: ({ body }) => {
      own.set(firstFriday, { ...own.get(firstFriday), ...(body as object) });
      return { status: 204 };
    },
    'PUT /api/activities/7/places': ({ body }) => {
      defaultPlaces = (body as { places: number }).places;
      return { status: 204 };
    },
    ...routes,
  });
  return api;
}

const render = (search = `?month=${month}`) =>
  renderWithProviders(<AvailabilityPage />, {
    path: `/vendor/dashboard/activities/7/availability${search}`,
    pattern: '/vendor/dashboard/activities/:id/availability',
  });
const fridayCell = () => screen.getByRole('button', { name: new RegExp(`^${fridayName}:`) });
const puts = (api: ReturnType<typeof mockRoutes>) => api.calls.filter((call) => call.method === 'PUT');

describe('Availability', () => {
  it("shows the month's bookable days with places, sold, held and left", async () => {
    const api = kayakServer();
    render();
    expect(await screen.findByRole('heading', { name: 'Availability of Kayak Tour' })).toBeInTheDocument();
    const grid = screen.getByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(fridayCell()).toHaveAccessibleName(`${fridayName}: 10 places, 2 sold, 1 held, 7 left`);
    expect(fridayCell()).toHaveTextContent('7 left');
    // Only Fridays and Saturdays can be chosen.
    expect(within(grid).getAllByRole('button', { name: /^(Fri|Sat),/ })).toHaveLength(
      within(grid).getAllByRole('button').length,
    );
    const { from, to } = monthRange(month);
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/host/activities/7/calendar',
      query: `?from=${from}&to=${to}`,
    });
    expect(screen.getByLabelText('Places per day')).toHaveValue(10);
  });

  it("sets a day's own places, back to the default, and closes and reopens it", async () => {
    const user = userEvent.setup();
    const api = kayakServer();
    render();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${fridayName}:`) }));
    const panel = screen.getByRole('region', { name: fridayName });
    expect(within(panel).getByLabelText(`Figures of ${fridayName}`)).toHaveTextContent(
      'Places10 (the default)Sold2Held1in orders awaiting paymentLeft7StatusOpen',
    );

    const places = within(panel).getByLabelText('Places on this day');
    await user.clear(places);
    await user.type(places, '4');
    await user.click(within(panel).getByRole('button', { name: 'Save places' }));
    expect(await within(panel).findByText(`${fridayName} now offers 4 places.`)).toBeInTheDocument();
    expect(puts(api)).toEqual([{ method: 'PUT', path: `/api/activities/7/dates/${firstFriday}`, body: { places: 4 } }]);
    await waitFor(() =>
      expect(fridayCell()).toHaveAccessibleName(`${fridayName}: 4 places, 2 sold, 1 held, 1 left (own places)`),
    );
    expect(within(panel).getByLabelText(`Figures of ${fridayName}`)).toHaveTextContent("Places4 (this day's own)");

    await user.click(within(panel).getByRole('button', { name: 'Close this day' }));
    expect(await within(panel).findByText(`${fridayName} is closed: nobody can book it.`)).toBeInTheDocument();
    expect(puts(api)[1]).toMatchObject({ body: { closed: true } });
    await waitFor(() => expect(fridayCell()).toHaveTextContent('Closed'));
    expect(fridayCell()).toHaveAccessibleName(`${fridayName}: closed, 2 sold, 1 held (own places)`);

    await user.click(within(panel).getByRole('button', { name: 'Reopen this day' }));
    await waitFor(() => expect(fridayCell()).toHaveTextContent('1 left'));
    await user.click(within(panel).getByRole('button', { name: 'Use the default (10)' }));
    expect(await within(panel).findByText(`${fridayName} follows the default again.`)).toBeInTheDocument();
    expect(puts(api).map((call) => call.body)).toEqual([
      { places: 4 },
      { closed: true },
      { closed: false },
      { places: null },
    ]);
    await waitFor(() => expect(fridayCell()).toHaveAccessibleName(`${fridayName}: 10 places, 2 sold, 1 held, 7 left`));
  });

  it('checks the number before sending it, and shows a failure', async () => {
    const user = userEvent.setup();
    const api = kayakServer({}, { [`PUT /api/activities/7/dates/${firstFriday}`]: () => serverError });
    render();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${fridayName}:`) }));
    const panel = screen.getByRole('region', { name: fridayName });
    const places = within(panel).getByLabelText('Places on this day');
    await user.clear(places);
    await user.click(within(panel).getByRole('button', { name: 'Save places' }));
    expect(await within(panel).findByText(PLACES_MESSAGE)).toBeInTheDocument();
    expect(puts(api)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Close this day' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(fridayCell()).toHaveTextContent('7 left');
  });

  it('changes the default places and moves between months', async () => {
    const user = userEvent.setup();
    const api = kayakServer();
    render('');
    const field = await screen.findByLabelText('Places per day');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(fridayCell()).toHaveTextContent('7 left'));
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Places saved.')).toBeInTheDocument();
    expect(puts(api)).toEqual([{ method: 'PUT', path: '/api/activities/7/places', body: { places: 12 } }]);
    await waitFor(() => expect(fridayCell()).toHaveAccessibleName(`${fridayName}: 12 places, 2 sold, 1 held, 9 left`));
  });

  it('shows the stock of an undated activity, and only figures to a host who may not manage activities', async () => {
    kayakServer({
      dateInput: false,
      canManage: false,
      days: [],
      stock: { places: 30, ownPlaces: null, sold: 12, held: 3, left: 15, closed: false },
    });
    render();
    expect(
      await screen.findByText(
        'Your account may not manage activities yet: you can see the places but not change them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Figures of the stock')).toHaveTextContent(
      'Places30Sold12Held3in orders awaiting paymentLeft15StatusOpen',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it("says so when the activity is not the host's", async () => {
    kayakServer(
      {},
      {
        'GET /api/host/activities/7/calendar': () => ({
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Activity not found' },
        }),
      },
    );
    render();
    expect(await screen.findByText('This activity is not one of yours, or no longer exists.')).toBeInTheDocument();
  });
});
