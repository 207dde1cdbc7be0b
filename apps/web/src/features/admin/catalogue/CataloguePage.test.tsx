import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, type AdminCategory, type AdminCategoryDetail } from '@weekends/shared/admin-catalogue';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { CataloguePage } from './CataloguePage.tsx';

afterEach(() => {
  cleanup();
});

const category = (overrides: Partial<AdminCategory>): AdminCategory => ({
  id: 1,
  name: 'Adventure',
  nameAr: null,
  slug: 'adventure',
  level: 1,
  parentId: null,
  parentName: null,
  image: null,
  menuImage: null,
  headerImage: null,
  metaTitle: null,
  metaTitleAr: null,
  metaDescription: null,
  metaDescriptionAr: null,
  missingArabic: ['nameAr'],
  isActive: true,
  position: 0,
  childrenCount: 0,
  activitiesCount: 4,
  ...overrides,
});
const detail = (overrides: Partial<AdminCategoryDetail>): AdminCategoryDetail => ({
  ...category(overrides),
  children: [],
  menuActivities: [],
  ...overrides,
});

function openCatalogue(path: string, routes: Parameters<typeof mockRoutes>[0]) {
  const api = mockRoutes(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/catalogue/:tab/:id?', element: <CataloguePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls: api.calls, router };
}

const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table', { name: 'Categories' })).findByText(name)).closest('tr')!;

describe('the Catalogue’s categories', () => {
  it('creates a category whose slug follows its name, shows a taken slug on its field, then opens the new category', async () => {
    const saved = detail({ id: 7, name: 'Desert & Dunes', slug: 'desert-dunes', activitiesCount: 0 });
    let posts = 0;
    const { calls, router } = openCatalogue('/admin/catalogue/categories', {
      'GET /api/admin/catalogue/categories': () => ({
        status: 200,
        body: { items: [category({})], total: 1, page: 1, pageSize: 25 },
      }),
      'POST /api/admin/catalogue/categories': () =>
        ++posts === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'SLUG_TAKEN',
                message: CATALOGUE_MESSAGES.slugTaken,
                fieldErrors: { slug: [CATALOGUE_MESSAGES.slugTaken] },
              },
            }
          : { status: 201, body: saved },
      'GET /api/admin/catalogue/categories/7': () => ({ status: 200, body: saved }),
    });

    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(table).findByRole('link', { name: 'Adventure' })).toHaveAttribute(
      'href',
      '/admin/catalogue/categories/1',
    );
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    // Adventure has no Arabic name yet.
    expect(within(await rowOf('Adventure')).getByText('1 Arabic field to translate')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Desert & Dunes');
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug).toHaveValue('desert-and-dunes');
    await userEvent.type(within(dialog).getByLabelText('Meta title'), 'Desert trips in the UAE');
    // The Arabic name beside the English, written right to left.
    const nameAr = within(dialog).getByLabelText('Name (Arabic)');
    expect(nameAr).toHaveAttribute('dir', 'rtl');
    await userEvent.click(nameAr);
    await userEvent.paste('الصحراء والكثبان');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Desert & Dunes',
      nameAr: 'الصحراء والكثبان',
      slug: 'desert-and-dunes',
      parentId: null,
      metaTitle: 'Desert trips in the UAE',
      metaTitleAr: null,
      metaDescription: null,
      metaDescriptionAr: null,
      isActive: true,
    });

    await userEvent.clear(slug);
    await userEvent.type(slug, 'desert-dunes');
    // Typing in the name again no longer changes a slug the admin chose.
    await userEvent.type(within(dialog).getByLabelText('Name'), ' ');
    expect(slug).toHaveValue('desert-dunes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/categories/7'));
    expect(await screen.findByRole('heading', { name: /Desert & Dunes/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ slug: 'desert-dunes' });
  });

  it('edits a category’s details and says a category with activities cannot be deleted', async () => {
    let current = detail({
      id: 3,
      name: 'Water Sports',
      nameAr: 'رياضات مائية',
      slug: 'water-sports',
      missingArabic: [],
    });
    const { calls } = openCatalogue('/admin/catalogue/categories/3', {
      'GET /api/admin/catalogue/categories/3': () => ({ status: 200, body: current }),
      'GET /api/admin/catalogue/categories': () => ({
        status: 200,
        body: { items: [category({})], total: 1, page: 1, pageSize: 100 },
      }),
      'PUT /api/admin/catalogue/categories/3': ({ body }) => {
        current = { ...current, ...(body as Partial<AdminCategoryDetail>) };
        return { status: 200, body: current };
      },
      'DELETE /api/admin/catalogue/categories/3': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CATEGORY_HAS_ACTIVITIES', message: CATALOGUE_MESSAGES.categoryHasActivities },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Water Sports' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sea Sports');
    // An existing category keeps its slug when renamed: it is an address people share.
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('water-sports');
    // The stored Arabic name shows for editing, and is sent again as it is.
    expect(within(dialog).getByLabelText('Name (Arabic)')).toHaveValue('رياضات مائية');
    await userEvent.selectOptions(within(dialog).getByLabelText('Main category'), 'Adventure');
    await userEvent.click(within(dialog).getByLabelText(/^Active/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sea Sports is saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Sea Sports',
      nameAr: 'رياضات مائية',
      slug: 'water-sports',
      parentId: 1,
      metaTitle: null,
      metaTitleAr: null,
      metaDescription: null,
      metaDescriptionAr: null,
      isActive: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sea Sports?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(CATALOGUE_MESSAGES.categoryHasActivities)).toBeInTheDocument();
  });
});
