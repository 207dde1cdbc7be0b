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

interface Call {
  method: string;
  path: string;
  headers: Headers;
  /** JSON bodies parsed; multipart bodies as the FormData the page built. */
  body: unknown;
}
type Route = (call: Call) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A fetch stand-in answering by method and path, recording each call with its body and headers. */
export function fakeFetch(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // The API client calls fetch with a Request; uploads go as fetch(url, init) with the FormData the page built.
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const text = request && request.body !== null ? await request.clone().text() : undefined;
    const raw = request ? text || undefined : init?.body;
    const call: Call = {
      method: request?.method ?? init?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(request?.headers ?? init?.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const { status, body } = route
      ? await route(call)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'This position is not open.' } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
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
