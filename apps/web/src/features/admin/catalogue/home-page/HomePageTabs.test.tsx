import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../../test/api/mockApi.ts';
import { HomeSectionsTab } from './HomeSectionsTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { SlidesTab } from './SlidesTab.tsx';

afterEach(() => {
  cleanup();
});

describe('the settings tab', () => {
  it('switches the announcement on with a link, refusing a link to another site over http', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      'GET /api/admin/catalogue/settings/announcement': () => ({
        status: 200,
        body: { text: '', textAr: null, missingArabic: [], link: null, isOn: false },
      }),
      'PUT /api/admin/catalogue/settings/announcement': (request) => ({
        status: 200,
        body: { ...(request.body as object), missingArabic: [] },
      }),
      'GET /api/admin/catalogue/settings/trending-cities': () => ({ status: 200, body: { cityIds: [2] } }),
      'GET /api/cities': () => ({
        status: 200,
        body: [
          { id: 1, name: 'Dubai', slug: 'dubai' },
          { id: 2, name: 'Abu Dhabi', slug: 'abu-dhabi' },
        ],
      }),
      'PUT /api/admin/catalogue/settings/trending-cities': (request) => ({ status: 200, body: request.body }),
    });
    renderWithProviders(<SettingsTab />);
    await user.click(await screen.findByRole('checkbox', { name: /Show the strip/ }));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Write the message before switching the strip on.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Most experiences are on hold.');
    const arabic = screen.getByLabelText('Message (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(arabic, 'معظم التجارب متوقفة مؤقتاً.');
    await user.type(screen.getByLabelText('Link (optional)'), 'http://elsewhere.example');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      screen.getByText('Use a path on this site (starting with /) or a full https:// address.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Link (optional)'));
    await user.type(screen.getByLabelText('Link (optional)'), '/faq');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('The strip is on: visitors see it now.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      text: 'Most experiences are on hold.',
      textAr: 'معظم التجارب متوقفة مؤقتاً.',
      link: '/faq',
      isOn: true,
    });

    expect(await screen.findByRole('checkbox', { name: 'Abu Dhabi' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Dubai' }));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText('Trending now defaults to 2 cities.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      path: '/api/admin/catalogue/settings/trending-cities',
      body: { cityIds: [2, 1] },
    });
  });
  it('shows the saved Arabic announcement, marks it missing, and removes it when emptied', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      'GET /api/admin/catalogue/settings/announcement': () => ({
        status: 200,
        body: { text: 'Eid offers', textAr: null, missingArabic: ['textAr'], link: null, isOn: true },
      }),
      'PUT /api/admin/catalogue/settings/announcement': (request) => ({
        status: 200,
        body: { ...(request.body as object), missingArabic: [] },
      }),
      'GET /api/admin/catalogue/settings/trending-cities': () => ({ status: 200, body: { cityIds: [] } }),
      'GET /api/cities': () => ({ status: 200, body: [] }),
    });
    renderWithProviders(<SettingsTab />);
    expect(await screen.findByText('1 Arabic field to translate')).toBeInTheDocument();
    expect(screen.getByLabelText('Message (Arabic)')).toHaveValue('');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await screen.findByText('The strip is on: visitors see it now.');
    // Always sent, so an emptied Arabic text removes the translation.
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      text: 'Eid offers',
      textAr: null,
      link: null,
      isOn: true,
    });
  });
});

describe('the home sections tab', () => {
  it('lets the keyboard reach the table frame while it loads, since on a phone the frame scrolls sideways', async () => {
    const user = userEvent.setup();
    // The sections never come: the table frame stays as it is while it loads.
    mockRoutes({ 'GET /api/admin/catalogue/home-sections': () => ({ status: 200, body: [] }) }).hold();
    renderWithProviders(<HomeSectionsTab />);
    const frame = screen.getByRole('region', { name: 'Home sections' });
    expect(within(frame).queryAllByRole('button')).toEqual([]);
    await user.tab();
    await user.tab();
    expect(frame).toHaveFocus();
  });

  it("shows a section's activities, adds one found by search as featured and removes another", async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      'GET /api/admin/catalogue/home-sections': () => ({
        status: 200,
        body: [
          {
            id: 4,
            name: 'Family Weekends',
            nameAr: 'عطلات عائلية',
            missingArabic: [],
            slug: 'family-weekends',
            isActive: true,
            position: 0,
            activityCount: 1,
          },
        ],
      }),
      'GET /api/admin/catalogue/home-sections/4/activities': () => ({
        status: 200,
        body: [
          {
            activityId: 8,
            title: 'Dhow Dinner Cruise',
            slug: 'dhow-dinner',
            isActive: true,
            featured: false,
            position: 0,
          },
        ],
      }),
      'GET /api/admin/catalogue/activity-search': () => ({
        status: 200,
        body: [{ id: 9, title: 'Mangrove Kayak Tour', slug: 'mangrove-kayak', isActive: true }],
      }),
      'POST /api/admin/catalogue/home-sections/4/activities': () => ({ status: 204 }),
      'DELETE /api/admin/catalogue/home-sections/4/activities/8': () => ({ status: 204 }),
    });
    renderWithProviders(<HomeSectionsTab />, { path: '/admin/catalogue/home?section=4' });
    expect(await screen.findByRole('heading', { name: 'Activities of Family Weekends' })).toBeInTheDocument();
    expect(await screen.findByText('Dhow Dinner Cruise')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find an activity' }), 'kayak{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(await within(results).findByRole('button', { name: 'Add as featured: Mangrove Kayak Tour' }));
    expect(await screen.findByText('“Mangrove Kayak Tour” is added.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { activityId: 9, featured: true } });
    await user.click(screen.getByRole('button', { name: 'Remove: Dhow Dinner Cruise' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/catalogue/home-sections/4/activities/8'),
      ).toBe(true),
    );
  });

  it("edits a section's Arabic name beside the English, marking a section without one", async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      'GET /api/admin/catalogue/home-sections': () => ({
        status: 200,
        body: [
          {
            id: 5,
            name: 'Staycation Deals',
            nameAr: null,
            missingArabic: ['nameAr'],
            slug: 'staycation-deals',
            isActive: true,
            position: 3,
            activityCount: 2,
          },
        ],
      }),
      'PUT /api/admin/catalogue/home-sections/5': (request) => ({
        status: 200,
        body: { id: 5, ...(request.body as object), missingArabic: [] },
      }),
    });
    renderWithProviders(<HomeSectionsTab />);
    expect(await screen.findByText('1 Arabic field to translate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit: Staycation Deals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit home section' });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(arabic, 'عروض الإقامات القريبة');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Staycation Deals',
      nameAr: 'عروض الإقامات القريبة',
      slug: 'staycation-deals',
      isActive: true,
      position: 3,
    });
  });
});

describe('the slides tab', () => {
  it('lists the slides with their link, state and missing Arabic, and edits the Arabic title', async () => {
    const api = mockRoutes({
      'GET /api/admin/catalogue/slides': () => ({
        status: 200,
        body: [
          {
            id: 1,
            image: '/uploads/slides/a-wide.webp',
            imageSmall: '/uploads/slides/a-small.webp',
            title: 'Desert nights',
            titleAr: null,
            missingArabic: ['titleAr'],
            link: '/category/desert',
            isActive: false,
            position: 2,
          },
        ],
      }),
      'PUT /api/admin/catalogue/slides/1': (request) => ({
        status: 200,
        body: { id: 1, ...(request.body as object), missingArabic: [] },
      }),
    });
    renderWithProviders(<SlidesTab />);
    const slides = await screen.findByRole('list', { name: 'Slides' });
    expect(within(slides).getByRole('heading', { name: 'Desert nights' })).toBeInTheDocument();
    expect(within(slides).getByText('/category/desert')).toBeInTheDocument();
    expect(within(slides).getByText('Inactive')).toBeInTheDocument();
    expect(within(slides).getByText('1 Arabic field to translate')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(slides).getByRole('button', { name: 'Edit: Desert nights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide' });
    const arabic = within(dialog).getByLabelText('Title (Arabic, optional)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(arabic, 'ليالٍ صحراوية');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      title: 'Desert nights',
      titleAr: 'ليالٍ صحراوية',
    });
  });
});
