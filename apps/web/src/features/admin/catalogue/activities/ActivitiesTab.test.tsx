import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminActivityEdit, AdminActivityRow } from '@weekends/shared/admin-activities';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes, type MockRequest } from '../../../../test/api/mockApi.ts';
import { ActivitiesTab } from './ActivitiesTab.tsx';

afterEach(() => {
  cleanup();
});

const kayak: AdminActivityRow = {
  id: 7,
  slug: 'mangrove-kayak-tour',
  title: 'Mangrove Kayak Tour',
  isActive: true,
  soldOut: false,
  places: 20,
  fromPrice: 15_000,
  city: 'Abu Dhabi',
  host: 'Mangrove Adventures LLC',
  lifeTimeSales: 42,
  rating: 4.6,
  reviewsCount: 12,
  createdAt: '2026-02-01T10:00:00.000Z',
  missingArabic: ['titleAr', 'descriptionAr'],
};

const edit: AdminActivityEdit = {
  id: 7,
  slug: 'mangrove-kayak-tour',
  title: 'Mangrove Kayak Tour',
  titleAr: null,
  description: 'Paddle through the mangroves.',
  descriptionAr: null,
  metaTitle: null,
  metaTitleAr: null,
  metaDescription: null,
  metaDescriptionAr: null,
  missingArabic: ['titleAr', 'descriptionAr'],
  priceOptions: [{ id: 31, description: 'Adult', descriptionAr: null, price: 15_000, discountedPrice: null }],
};

/** The tab over a fake API whose list answers the current row (changed by the actions, as the server would). */
function openTab(path = '/admin/catalogue/activities', basename?: string) {
  let row = { ...kayak };
  const lists: URLSearchParams[] = [];
  const api = mockRoutes({
    'GET /api/admin/catalogue/activities': (request: MockRequest) => {
      lists.push(request.query);
      return { status: 200, body: { items: [row], total: 1, page: 1, pageSize: 25 } };
    },
    'GET /api/admin/catalogue/activities/filters': () => ({
      status: 200,
      body: {
        cities: [{ id: 1, name: 'Abu Dhabi' }],
        categories: [{ id: 4, name: 'Water Sports' }],
        hosts: [{ id: 9, name: 'Mangrove Adventures LLC' }],
      },
    }),
    'PATCH /api/admin/catalogue/activities/7/status': (request) => {
      row = { ...row, ...(request.body as object) };
      return { status: 200, body: { id: 7, isActive: row.isActive, soldOut: row.soldOut, places: row.places } };
    },
    'PUT /api/admin/catalogue/activities/7/places': (request) => {
      row = { ...row, places: (request.body as { places: number }).places };
      return { status: 200, body: { id: 7, isActive: row.isActive, soldOut: row.soldOut, places: row.places } };
    },
    'GET /api/admin/catalogue/home-sections': () => ({
      status: 200,
      body: [
        {
          id: 2,
          name: 'Family Weekends',
          nameAr: 'عطلات عائلية',
          missingArabic: [],
          slug: 'family-weekends',
          isActive: true,
          position: 0,
          activityCount: 3,
        },
        {
          id: 3,
          name: 'Trending',
          nameAr: 'الرائج',
          missingArabic: [],
          slug: 'trending',
          isActive: true,
          position: 1,
          activityCount: 0,
        },
      ],
    }),
    'POST /api/admin/catalogue/activities/7/feature': () => ({ status: 204 }),
    'GET /api/admin/catalogue/activities/7': () => ({ status: 200, body: edit }),
    'PUT /api/admin/catalogue/activities/7': (request) => {
      const body = request.body as { priceOptions: { discountedPrice: number | null; price: number }[] };
      if (body.priceOptions[0]!.price === 99_900) {
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fieldErrors: { title: ['Too long.'] },
          },
        };
      }
      row = { ...row, title: (request.body as { title: string }).title };
      return { status: 200, body: { ...edit, title: row.title } };
    },
  });
  renderWithProviders(<ActivitiesTab />, { path, basename });
  return { calls: api.calls, lists };
}

const rowOf = async (title: string) =>
  (await within(await screen.findByRole('table', { name: 'Activities' })).findByText(title)).closest('tr')!;

describe('the activities table', () => {
  it('asks the server for the page, sort and filters in the address, and sends sorts and filters back to it', async () => {
    const user = userEvent.setup();
    const { lists } = openTab('/admin/catalogue/activities?city=1&active=true&sort=sales&dir=desc');
    const row = await rowOf('Mangrove Kayak Tour');
    // The host's name is theirs, in <bdi>.
    expect(row).toHaveTextContent('Abu Dhabi · Mangrove Adventures LLC');
    expect(within(row).getByText('Mangrove Adventures LLC').tagName).toBe('BDI');
    expect(within(row).getByText('AED 150')).toBeInTheDocument();
    // The Arabic left to translate (the title and the description), so the operator sees what shows in English.
    expect(within(row).getByText('2 Arabic fields to translate')).toBeInTheDocument();
    expect(Object.fromEntries(lists[0]!)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'sales',
      dir: 'desc',
      city: '1',
      active: 'true',
    });

    await user.click(screen.getByRole('button', { name: /Rating/ }));
    await waitFor(() => expect(lists.at(-1)!.get('sort')).toBe('rating'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Host' }), 'Mangrove Adventures LLC');
    await waitFor(() => expect(lists.at(-1)!.get('host')).toBe('9'));
    await user.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'kayak{Enter}');
    await waitFor(() => expect(lists.at(-1)!.get('q')).toBe('kayak'));
  });

  it("opens an activity's page in a new tab, in the back office's language", async () => {
    openTab('/ar/admin/catalogue/activities', '/ar');
    const link = within(await rowOf('Mangrove Kayak Tour')).getByRole('link', { name: 'Mangrove Kayak Tour' });
    expect(link).toHaveAttribute('href', '/ar/activity/mangrove-kayak-tour');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('deactivates and marks sold out at once, saying so, and shows the row as the server now has it', async () => {
    const user = userEvent.setup();
    const { calls } = openTab();
    const row = await rowOf('Mangrove Kayak Tour');
    await user.click(within(row).getByRole('button', { name: 'Deactivate: Mangrove Kayak Tour' }));
    expect(await screen.findByText('“Mangrove Kayak Tour” is no longer shown to visitors.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/catalogue/activities/7/status',
      body: { isActive: false },
    });
    expect(
      await within(await rowOf('Mangrove Kayak Tour')).findByRole('button', { name: 'Activate: Mangrove Kayak Tour' }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Mangrove Kayak Tour')).getByText('Inactive')).toBeInTheDocument();

    await user.click(
      within(await rowOf('Mangrove Kayak Tour')).getByRole('button', { name: 'Mark sold out: Mangrove Kayak Tour' }),
    );
    expect(await screen.findByText('“Mangrove Kayak Tour” is marked sold out.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ soldOut: true });
    expect(
      await within(await rowOf('Mangrove Kayak Tour')).findByRole('button', {
        name: 'Back on sale: Mangrove Kayak Tour',
      }),
    ).toBeInTheDocument();
  });

  it('sets the default places, refusing what is not a whole number', async () => {
    const user = userEvent.setup();
    const { calls } = openTab();
    await user.click(
      within(await rowOf('Mangrove Kayak Tour')).getByRole('button', { name: 'Places: Mangrove Kayak Tour' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Default places' });
    const input = within(dialog).getByLabelText('Places');
    expect(input).toHaveValue(20);
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Enter a whole number from 0 to 100,000.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(input);
    await user.type(input, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Mangrove Kayak Tour” now has 8 places by default.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/catalogue/activities/7/places',
      body: { places: 8 },
    });
  });

  it('features the activity in the home section chosen', async () => {
    const user = userEvent.setup();
    const { calls } = openTab();
    await user.click(
      within(await rowOf('Mangrove Kayak Tour')).getByRole('button', { name: 'Feature: Mangrove Kayak Tour' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Feature in a home section' });
    await user.click(within(dialog).getByRole('button', { name: 'Feature' }));
    expect(
      within(dialog).getByText('Choose a home section', { selector: '[role="alert"] *, [role="alert"]' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Home section' }), 'Family Weekends');
    await user.click(within(dialog).getByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('“Mangrove Kayak Tour” is featured in Family Weekends.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/catalogue/activities/7/feature',
      body: { sectionId: 2 },
    });
  });

  it('edits the title and prices in AED, sent in fils, and shows what the server refuses', async () => {
    const user = userEvent.setup();
    const { calls } = openTab();
    await user.click(
      within(await rowOf('Mangrove Kayak Tour')).getByRole('button', { name: 'Edit: Mangrove Kayak Tour' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity' });
    const title = await within(dialog).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mangrove Kayak Tour at Sunrise');
    const discounted = within(dialog).getByLabelText('Discounted price of Adult');
    await user.type(discounted, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    expect(within(dialog).getByText('The discounted price must be lower than the price.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(discounted);
    await user.type(discounted, '129.50');
    // The Arabic beside the English, written right to left; what is left to translate is said.
    expect(within(dialog).getByText(/2 Arabic fields are still to translate/)).toBeInTheDocument();
    const titleAr = within(dialog).getByLabelText('Title in Arabic');
    expect(titleAr).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByLabelText('Description in Arabic')).toHaveAttribute('dir', 'rtl');
    await user.type(titleAr, 'جولة كاياك');
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('“Mangrove Kayak Tour at Sunrise” is saved and live.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Mangrove Kayak Tour at Sunrise',
      description: 'Paddle through the mangroves.',
      metaTitle: '',
      metaDescription: '',
      titleAr: 'جولة كاياك',
      descriptionAr: '',
      metaTitleAr: '',
      metaDescriptionAr: '',
      priceOptions: [{ id: 31, price: 15_000, discountedPrice: 12_950 }],
    });
    expect(await rowOf('Mangrove Kayak Tour at Sunrise')).toBeInTheDocument();

    await user.click(
      within(await rowOf('Mangrove Kayak Tour at Sunrise')).getByRole('button', {
        name: 'Edit: Mangrove Kayak Tour at Sunrise',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Edit activity' });
    const price = await within(again).findByLabelText('Price of Adult');
    await user.clear(price);
    await user.type(price, '999');
    await user.click(within(again).getByRole('button', { name: 'Save and publish' }));
    expect(await within(again).findByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit activity' })).toBeInTheDocument();
  });
});
