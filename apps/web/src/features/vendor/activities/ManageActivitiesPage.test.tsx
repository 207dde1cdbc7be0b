import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostListingCard } from '@weekends/shared/listings';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { ManageActivitiesPage } from './ManageActivitiesPage.tsx';
import { listingCard } from './testing/listingFixtures.tsx';

afterEach(() => {
  cleanup();
});

function setup(items: (filter: string) => HostListingCard[], canManageActivities = true) {
  let unpublished = false;
  const api = mockRoutes({
    'GET /api/host/activities': ({ query }) => ({
      status: 200,
      body: {
        items: items(query.get('filter') ?? '').map((item) =>
          unpublished && item.id === 1 ? { ...item, isActive: false } : item,
        ),
        canManageActivities,
      },
    }),
    'POST /api/host/activities/1/unpublish': () => {
      unpublished = true;
      return { status: 204 };
    },
  });
  renderWithProviders(<ManageActivitiesPage />, { path: '/vendor/dashboard/activities' });
  return api;
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('Manage Activities', () => {
  it('shows each card with its price, rating, BEST SELLER and where it stands with the provider', async () => {
    setup(() => [
      listingCard(1, { bestSeller: true }),
      listingCard(2, { isActive: false, pendingRevision: 'new', firstPrice: null }),
      listingCard(3, { isActive: false, rejectionReason: 'The photos are blurred.' }),
      listingCard(4, { pendingRevision: 'edit', soldOut: true }),
    ]);

    expect(await screen.findByRole('article', { name: 'Listing 1' })).toBeInTheDocument();
    expect(card('Listing 1').getByText('BEST SELLER')).toBeInTheDocument();
    expect(card('Listing 1').getByText('AED 250')).toBeInTheDocument();
    expect(card('Listing 1').getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card('Listing 1').getByRole('link', { name: 'Edit Listing 1' })).toHaveAttribute(
      'href',
      '/vendor/dashboard/activities/1/edit',
    );
    expect(card('Listing 1').getByRole('link', { name: 'Availability of Listing 1' })).toHaveAttribute(
      'href',
      '/vendor/dashboard/activities/1/availability',
    );

    // Not live: waiting for approval or refused, with no Edit or Unpublish.
    expect(card('Listing 2').getByText('Waiting for approval')).toBeInTheDocument();
    expect(card('Listing 2').queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(card('Listing 2').queryByRole('button', { name: /^Unpublish/ })).toBeNull();
    expect(card('Listing 3').getByText('The photos are blurred.')).toBeInTheDocument();
    expect(card('Listing 3').getByText('In-Active')).toBeInTheDocument();

    // A live listing with an edit waiting stays manageable.
    expect(card('Listing 4').getByText('Waiting for approval')).toBeInTheDocument();
    expect(card('Listing 4').getByText('Sold Out')).toBeInTheDocument();
    expect(card('Listing 4').getByRole('button', { name: 'Unpublish Listing 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Activity' })).toHaveAttribute(
      'href',
      '/vendor/dashboard/activities/new',
    );
  });

  it('offers no Add New Activity, Edit or Unpublish to a host without canManageActivities', async () => {
    setup(() => [listingCard(1)], false);
    expect(await screen.findByRole('article', { name: 'Listing 1' })).toBeInTheDocument();
    expect(card('Listing 1').queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(card('Listing 1').queryByRole('button', { name: /^Unpublish/ })).toBeNull();
    expect(card('Listing 1').getByRole('link', { name: 'Availability of Listing 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Activity' })).toBeNull();
  });

  it('asks the API for each filter and says when one has nothing', async () => {
    const user = userEvent.setup();
    const api = setup((filter) => (filter === 'sold_out' ? [] : [listingCard(1)]));
    await screen.findByRole('article', { name: 'Listing 1' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sold Out' }));
    expect(await screen.findByText('No sold out activities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold Out' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'In-Active' }));
    await screen.findByRole('article', { name: 'Listing 1' });
    expect(api.calls.map((call) => call.query)).toEqual(['?filter=all', '?filter=sold_out', '?filter=inactive']);
  });

  it("unpublishes after 'Are you sure you want to unpublish ?', and the card loses its buttons", async () => {
    const user = userEvent.setup();
    const api = setup(() => [listingCard(1)]);
    await user.click(await screen.findByRole('button', { name: 'Unpublish Listing 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to unpublish ?' });

    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unpublish Listing 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Listing 1” was unpublished.');
    await waitFor(() => expect(card('Listing 1').queryByRole('button', { name: /^Unpublish/ })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/host/activities/1/unpublish' },
    ]);
  });
});
