import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CareerOpening } from '@weekends/shared/careers';
import { CareerDetailPage } from '../routes/CareerDetailPage.tsx';
import { CareerFormPage } from '../routes/CareerFormPage.tsx';
import { CareersPage } from '../routes/CareersPage.tsx';

/** The three careers routes with a fresh query cache, at `path`; any other address renders its path. */
export function renderCareers(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/career', Component: CareersPage },
      { path: '/career-detail/:id', Component: CareerDetailPage },
      { path: '/career-form/:id', Component: CareerFormPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export const visualDesign: CareerOpening = {
  slug: 'visual',
  title: 'Manager-Visual Design',
  location: 'Abu Dhabi',
  employmentType: 'Permanent',
  summary: 'Lead how Weekends looks.',
  postedAt: '2026-11-13T08:00:00.000Z',
  descriptionHtml:
    '<p>We are looking for a <strong>Manager-Visual Design</strong>.</p>\n<h2>What you will do</h2>\n<ul>\n<li>Lead the brand</li>\n</ul>\n',
};

export const marketing: CareerOpening = {
  slug: 'digital-marketing-executive',
  title: 'Digital Marketing Executive',
  location: 'Abu Dhabi',
  employmentType: 'Full time',
  summary: 'Plan and run our campaigns.',
  postedAt: '2026-11-19T08:00:00.000Z',
  descriptionHtml: '<p>Plan campaigns.</p>',
};
