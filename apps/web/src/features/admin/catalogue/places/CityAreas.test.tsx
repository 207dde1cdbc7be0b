import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { AdminCity } from '@weekends/shared/admin-catalogue';
import { mockRoutes } from '../../../../test/api/mockApi.ts';
import '../../i18n.ts';
import { CityAreas } from './CityAreas.tsx';

afterEach(() => {
  cleanup();
});

const dubai: AdminCity = {
  id: 3,
  name: 'Dubai',
  nameAr: 'دبي',
  missingArabic: [],
  slug: 'dubai',
  latitude: 25.2,
  longitude: 55.27,
  isActive: true,
  position: 0,
  activitiesCount: 12,
  areas: [],
};

it('adds an area with its English and Arabic names from the labelled fields, then empties them', async () => {
  const routes = mockRoutes({
    'POST /api/admin/catalogue/cities/{id}/areas': () => ({
      status: 201,
      body: { ...dubai, areas: [{ id: 9, name: 'Al Quoz', nameAr: 'القوز', missingArabic: [], activitiesCount: 0 }] },
    }),
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CityAreas city={dubai} />
    </QueryClientProvider>,
  );
  const english = screen.getByLabelText('New area');
  const arabic = screen.getByLabelText('New area (Arabic)');
  expect(english).toHaveAttribute('dir', 'ltr');
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('lang', 'ar');
  await user.type(english, ' Al Quoz ');
  await user.type(arabic, 'القوز');
  await user.click(screen.getByRole('button', { name: 'Add area' }));
  await waitFor(() => expect(english).toHaveValue(''));
  expect(arabic).toHaveValue('');
  const posted = routes.calls.find((call) => call.method === 'POST');
  expect(posted?.path).toBe('/api/admin/catalogue/cities/3/areas');
  expect(posted?.body).toEqual({ name: 'Al Quoz', nameAr: 'القوز' });
});
