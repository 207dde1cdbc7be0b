import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  type AdminHostApplication,
  type ListingRevisionDetail,
  type PendingListing,
} from '@weekends/shared/approvals';
import type { AdminReview } from '@weekends/shared/reviews';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type MockRequest } from '../../../test/api/mockApi.ts';
import { AdminLayout } from '../shell/AdminLayout.tsx';
import { ApprovalsPage } from './ApprovalsPage.tsx';
import { listing } from './testing/listing.ts';

afterEach(() => {
  cleanup();
});

const admin = { ...customerFixture, firstName: 'Noura', lastName: 'Saeed', isAdmin: true, staffRole: 'owner' as const };
const ok = (body: unknown): Answer => ({ status: 200, body });

function application(id: number, name: string): AdminHostApplication {
  return {
    id,
    status: 'pending',
    submittedAt: '2026-03-05T10:05:00.000Z',
    reviewedAt: null,
    rejectionReason: null,
    contact: {
      firstName: 'Hamdan',
      lastName: 'Al Kaabi',
      email: `owner${id}@masfout.test`,
      emailConfirmed: true,
      phoneNumber: '+971504417823',
      landline: null,
      designation: 'Founder',
    },
    contact2: null,
    business: {
      name,
      tradeLicenseId: '1087452',
      description: 'Guided hikes in the Hajar Mountains.',
      address: 'Shop 4',
      streetName: 'Masfout Market Road',
      buildingName: null,
      poBox: '34127',
      city: { id: 4, name: 'Ajman' },
      area: { id: 19, name: 'Masfout' },
    },
    links: {
      website: 'https://masfouttrails.ae',
      youtube: null,
      linkedIn: null,
      instagram: null,
      facebook: null,
      twitter: null,
    },
    hasLicence: true,
  };
}

const pendingEdit: PendingListing = {
  id: 41,
  kind: 'edit',
  status: 'pending',
  submittedAt: '2026-03-06T08:00:00.000Z',
  title: 'Mangrove Kayak Tour at Sunrise',
  image: '/uploads/listings/kayak-960.webp',
  activity: { id: 9, slug: 'mangrove-kayak-tour', title: 'Mangrove Kayak Tour', isActive: true },
  host: { id: 2, businessName: 'Eastern Mangrove Kayaks LLC', email: 'host@weekends.ae' },
};

const editDetail: ListingRevisionDetail = {
  revision: { ...pendingEdit, rejectionReason: null },
  submitted: listing({
    title: 'Mangrove Kayak Tour at Sunrise',
    priceOptions: [{ id: 5, description: 'Adult', price: 18_000, discountedPrice: null, places: 1 }],
  }),
  live: listing(),
  names: {
    categories: [{ id: 7, name: 'Water Sports' }],
    cities: [{ id: 2, name: 'Abu Dhabi' }],
    areas: [{ id: 10, name: 'Eastern Mangroves' }],
    days: [
      { id: 2, name: 'Friday' },
      { id: 3, name: 'Saturday' },
    ],
    timings: [{ id: 1, name: 'Morning' }],
    activityPreferences: [{ id: 2, name: 'Out Of Home' }],
  },
};

type Routes = Record<string, (request: MockRequest) => Answer | Promise<Answer>>;

/** The back office at `path` for a signed-in admin, with the API answering from `routes`. */
function openBackOffice(path: string, routes: Routes) {
  const api = mockRoutes({
    'GET /api/admin/approvals/counts': () => ok({ hosts: 0, listings: 0, reviews: 0 }),
    'GET /api/admin/approvals/hosts': () => ok([]),
    'GET /api/admin/approvals/listings': () => ok([]),
    'GET /api/admin/reviews': () => ok([]),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], admin);
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'approvals/:tab', element: <ApprovalsPage /> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

const posts = (api: ReturnType<typeof openBackOffice>['api']) => api.calls.filter((call) => call.method === 'POST');

/** A queue that empties once a decision has been posted, as the server's would. */
function queueOf<T>(items: T[]) {
  let decided = false;
  return {
    get: () => ok(decided ? [] : items),
    decide: (answer: Answer) => () => {
      if (answer.status < 300) decided = true;
      return answer;
    },
  };
}

describe('the back office frame', () => {
  it('names the admin and offers the Approvals section, with each tab counting what waits', async () => {
    openBackOffice('/admin/approvals/hosts', {
      'GET /api/admin/approvals/hosts': () =>
        ok([application(1, 'Masfout Mountain Trails'), application(2, 'Dune Bashers')]),
      'GET /api/admin/approvals/listings': () => ok([pendingEdit]),
      'GET /api/admin/approvals/counts': () => ok({ hosts: 2, listings: 1, reviews: 3 }),
    });
    expect(screen.getByText('Signed in as Noura Saeed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office sections' })).getByRole('link', { name: /Approvals/ }),
    ).toHaveAttribute('aria-current', 'page');
    const tabs = within(screen.getByRole('navigation', { name: 'What to review' }));
    expect(await tabs.findByRole('link', { name: /Host applications.*2 waiting/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await tabs.findByRole('link', { name: /Listings.*1 waiting/ })).toBeInTheDocument();
    expect(await tabs.findByRole('link', { name: /Reviews.*3 waiting/ })).toHaveAttribute(
      'href',
      '/admin/approvals/reviews',
    );
  });
});

describe('host applications', () => {
  it('shows every field of the chosen application and its licence image', async () => {
    openBackOffice('/admin/approvals/hosts', {
      'GET /api/admin/approvals/hosts': () => ok([application(7, 'Masfout Mountain Trails')]),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Masfout Mountain Trails/ }));
    const detail = screen.getByRole('article', { name: 'Masfout Mountain Trails' });
    expect(within(detail).getByText('owner7@masfout.test')).toBeInTheDocument();
    expect(within(detail).getByText('Masfout')).toBeInTheDocument();
    expect(within(detail).getByText('https://masfouttrails.ae')).toHaveAttribute('href', 'https://masfouttrails.ae');
    expect(within(detail).getByRole('img', { name: 'Trade licence of Masfout Mountain Trails' })).toHaveAttribute(
      'src',
      '/api/admin/approvals/hosts/7/licence',
    );
    expect(within(detail).getByRole('link', { name: /Open full size/ })).toHaveAttribute(
      'href',
      '/api/admin/approvals/hosts/7/licence',
    );
  });

  it('approves: one request, then the list refreshes and the page says what happened', async () => {
    const queue = queueOf([application(7, 'Masfout Mountain Trails')]);
    const { api } = openBackOffice('/admin/approvals/hosts?id=7', {
      'GET /api/admin/approvals/hosts': queue.get,
      'POST /api/admin/approvals/hosts/7/approve': queue.decide(ok({ id: 7, status: 'approved' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Masfout Mountain Trails is approved and can now list experiences. We have e-mailed owner7@masfout.test.',
    );
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/admin/approvals/hosts/7/approve' }]);
    expect(await screen.findByText('No host applications waiting')).toBeInTheDocument();
    expect(
      api.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/approvals/hosts').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('says so when another admin decided first, and keeps nothing stale', async () => {
    const queue = queueOf([application(7, 'Masfout Mountain Trails')]);
    openBackOffice('/admin/approvals/hosts?id=7', {
      'GET /api/admin/approvals/hosts': queue.get,
      'POST /api/admin/approvals/hosts/7/approve': () => ({
        status: 409,
        body: { statusCode: 409, code: 'NOT_PENDING', message: APPROVAL_MESSAGES.notPending },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Nothing was changed: ${APPROVAL_MESSAGES.notPending}`);
  });

  it('rejects only with a reason: none sends nothing, then the reason is sent and the applicant told', async () => {
    const queue = queueOf([application(7, 'Masfout Mountain Trails')]);
    const { api } = openBackOffice('/admin/approvals/hosts?id=7', {
      'GET /api/admin/approvals/hosts': queue.get,
      'POST /api/admin/approvals/hosts/7/reject': queue.decide(ok({ id: 7, status: 'rejected' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(posts(api)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The licence has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(api)).toEqual([
      { method: 'POST', path: '/api/admin/approvals/hosts/7/reject', body: { reason: 'The licence has expired.' } },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The application of Masfout Mountain Trails is rejected. We have e-mailed the reason to owner7@masfout.test.',
    );
    expect(await screen.findByText('No host applications waiting')).toBeInTheDocument();
  });

  it('keeps the dialog and the reason when the rejection fails', async () => {
    openBackOffice('/admin/approvals/hosts?id=7', {
      'GET /api/admin/approvals/hosts': () => ok([application(7, 'Masfout Mountain Trails')]),
      'POST /api/admin/approvals/hosts/7/reject': () => ({
        status: 409,
        body: { statusCode: 409, code: 'NOT_PENDING', message: APPROVAL_MESSAGES.notPending },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.notPending);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Duplicate.');
  });
});

describe('listings', () => {
  it('sets an edit beside the live version, marks what changed, and approves it', async () => {
    const queue = queueOf([pendingEdit]);
    const { api } = openBackOffice('/admin/approvals/listings', {
      'GET /api/admin/approvals/listings': queue.get,
      'GET /api/admin/approvals/listings/41': () => ok(editDetail),
      'POST /api/admin/approvals/listings/41/approve': queue.decide(ok({ id: 41, status: 'approved' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Mangrove Kayak Tour at Sunrise/ }));
    expect(await screen.findByText('2 fields changed')).toBeInTheDocument();
    // The submission has no Arabic: its title, description, what's included, address, duration, hours (and each
    // day's), what's next, how to redeem and its price option show in English on the Arabic site until translated.
    expect(screen.getByText('12 Arabic fields to translate')).toBeInTheDocument();
    const changed = document.querySelectorAll('[data-changed]');
    expect([...changed].map((row) => row.querySelector('dt')!.textContent)).toEqual([
      'TitleChanged',
      'Price optionsChanged',
    ]);
    const prices = changed[1] as HTMLElement;
    expect(within(prices).getByText('AED 150')).toBeInTheDocument();
    expect(within(prices).getByText('AED 180')).toBeInTheDocument();
    expect(screen.getAllByText('Friday, Saturday')).toHaveLength(2);
    expect(screen.getAllByText('Water Sports')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only what changed' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'TitleChanged',
      'Price optionsChanged',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mangrove Kayak Tour at Sunrise is approved and live. We have e-mailed the host.',
    );
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/admin/approvals/listings/41/approve' }]);
    expect(await screen.findByText('No listings waiting')).toBeInTheDocument();
  });

  it('rejects a listing with its reason', async () => {
    const queue = queueOf([pendingEdit]);
    const { api } = openBackOffice('/admin/approvals/listings?id=41', {
      'GET /api/admin/approvals/listings': queue.get,
      'GET /api/admin/approvals/listings/41': () => ok(editDetail),
      'POST /api/admin/approvals/listings/41/reject': queue.decide(ok({ id: 41, status: 'rejected' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this submission?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The photos show another beach.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mangrove Kayak Tour at Sunrise is rejected. We have e-mailed the reason to the host.',
    );
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/approvals/listings/41/reject',
        body: { reason: 'The photos show another beach.' },
      },
    ]);
  });
});

function pendingReview(id: number, firstName: string): AdminReview {
  return {
    id,
    title: 'Calm water, great guide',
    content: 'We saw herons and a turtle.\nWorth the early start.',
    rating: 4,
    isPublished: false,
    publishedAt: null,
    createdAt: '2026-03-07T06:30:00.000Z',
    activity: { id: 9, slug: 'mangrove-kayak-tour', title: 'Mangrove Kayak Tour' },
    customer: { id: 30 + id, firstName, lastName: 'Haddad', email: `${firstName.toLowerCase()}@example.test` },
  };
}

describe('reviews', () => {
  it('shows each waiting review with its reviewer, activity, stars, text and date', async () => {
    openBackOffice('/admin/approvals/reviews', { 'GET /api/admin/reviews': () => ok([pendingReview(3, 'Layla')]) });
    const list = await screen.findByRole('list', { name: 'Reviews waiting for approval' });
    const card = within(list).getByRole('article', { name: 'Calm water, great guide' });
    expect(within(card).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(card).getByText('layla@example.test')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mangrove Kayak Tour' })).toHaveAttribute(
      'href',
      '/activity/mangrove-kayak-tour',
    );
    expect(within(card).getByRole('img', { name: /4 out of 5/ })).toBeInTheDocument();
    expect(within(card).getByText(/We saw herons and a turtle\./)).toBeInTheDocument();
    // 06:30 UTC is 10:30 in Dubai.
    expect(within(card).getByText('7 Mar 2026, 10:30')).toBeInTheDocument();
  });

  it('publishes a review: one request, then the queue and the counts refresh', async () => {
    const queue = queueOf([pendingReview(3, 'Layla')]);
    const { api } = openBackOffice('/admin/approvals/reviews', {
      'GET /api/admin/reviews': queue.get,
      'POST /api/admin/reviews/3/approve': queue.decide({ status: 204 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish the review by Layla Haddad' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The review by Layla Haddad is now published on Mangrove Kayak Tour.',
    );
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/admin/reviews/3/approve' }]);
    expect(await screen.findByText('No reviews waiting')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/approvals/counts').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('deletes a review only after asking, and keeps the dialog open with the reason when it fails', async () => {
    let fail = true;
    const queue = queueOf([pendingReview(3, 'Layla'), pendingReview(4, 'Omar')]);
    const { api } = openBackOffice('/admin/approvals/reviews', {
      'GET /api/admin/reviews': queue.get,
      'POST /api/admin/reviews/4/reject': () =>
        fail
          ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Review not found' } }
          : queue.decide({ status: 204 })(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the review by Omar Haddad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    expect(dialog).toHaveTextContent('The review by Omar Haddad on Mangrove Kayak Tour will be deleted');
    expect(posts(api)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    expect(await within(dialog).findByText('Review not found')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The review by Omar Haddad was deleted.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(api).map((c) => c.path)).toEqual(['/api/admin/reviews/4/reject', '/api/admin/reviews/4/reject']);
  });
});
