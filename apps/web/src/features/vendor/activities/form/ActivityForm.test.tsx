import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type MockRequest } from '../../../../test/api/mockApi.ts';
import { AddActivityPage } from '../AddActivityPage.tsx';
import { EditActivityPage } from '../EditActivityPage.tsx';
import { FakeUpload, listingDetail, lookupRoutes } from '../testing/listingFixtures.tsx';

// Leaflet draws nothing in jsdom; the stand-in map picks a place when its button is pressed.
vi.mock('./map/LocationMap.tsx', () => ({
  default: ({ onPick }: { onPick: (latitude: number, longitude: number) => void }) => (
    <button type="button" onClick={() => onPick(25.08, 55.14)}>
      Pick on map
    </button>
  ),
}));

const created: Answer = { status: 201, body: { id: 40, message: 'submitted' } };
const stored = { id: 1, path: '/uploads/listings/a-960.webp', width: 1600, height: 1067 };
const invalidMessage = 'Information provided is not valid or missing!';

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // jsdom has no object URLs; a preview address stands in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup({
  submit = () => created,
  extra = {},
}: { submit?: (request: MockRequest) => Answer; extra?: Parameters<typeof mockRoutes>[0] } = {}) {
  const api = mockRoutes({
    ...lookupRoutes,
    'GET /api/host/activities': () => ({ status: 200, body: { items: [], canManageActivities: true } }),
    'POST /api/host/activities': submit,
    ...extra,
  });
  return api;
}

const submitButton = () => screen.getByRole('button', { name: /^(Submit|Submit changes|Wait\.\.)$/ });
const posts = (api: ReturnType<typeof setup>) => api.calls.filter((call) => call.method !== 'GET');

async function type(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function uploadImage(user: UserEvent, name = 'dunes.jpg') {
  await user.upload(screen.getByLabelText('Add images'), new File(['jpeg'], name, { type: 'image/jpeg' }));
  return FakeUpload.sent.at(-1)!;
}

/** Everything a listing needs, as a host fills it in; `skip` leaves one field empty. */
async function fillValidListing(user: UserEvent, { skip }: { skip?: string } = {}) {
  const upload = await uploadImage(user);
  await act(async () => upload.answer(201, stored));
  const fields: [string, string][] = [
    ['Title', 'Desert Kayak'],
    ['Description', 'Paddle at sunrise.'],
    ['Description of price option 1', 'Adult'],
    ['Price in AED of price option 1', '150.50'],
    ['Discounted price in AED of price option 1', '120'],
    ['Vouchers on sale', '30'],
    ['Thursday hours', 'Closed'],
    ['Friday hours', '6:00 to 10:00'],
    ['Saturday hours', '6:00 to 10:00'],
    ['Working hours', 'Weekends, mornings'],
    ['Duration', '3 hours'],
    ["What's next", 'We send the meeting point.'],
    ['How to redeem', 'Show the voucher.'],
    ['Address', 'Al Qudra Lakes'],
  ];
  for (const [label, value] of fields) if (label !== skip) await type(user, label, value);
  await user.click(await screen.findByRole('radio', { name: 'Adventure' }));
  await user.click(screen.getByRole('radio', { name: 'Out Of Home' }));
  await user.click(screen.getByRole('button', { name: 'Pick on map' }));
  await user.selectOptions(screen.getByLabelText('City'), 'Dubai');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Area' }),
    await screen.findByRole('option', { name: 'Al Barsha' }),
  );
}

describe('Add New Activity', () => {
  it('refuses an invalid form with the message, sends nothing, and focuses the first field with a message', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderWithProviders(<AddActivityPage />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidMessage);
    expect(screen.getByText('Add at least one image.')).toBeInTheDocument();
    // Latitude and longitude both say so.
    expect(screen.getAllByText('Pick the location on the map.')).toHaveLength(2);
    expect(screen.getByText('Choose one category.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Add images')).toHaveFocus();
    expect(submitButton()).toHaveTextContent('Submit');
    expect(posts(api)).toEqual([]);
  });

  it("opens the tab of the first field with a message: Thursday hours left empty while What's Included is open", async () => {
    const user = userEvent.setup();
    const api = setup();
    renderWithProviders(<AddActivityPage />);
    await screen.findByRole('button', { name: 'Submit' });
    await fillValidListing(user, { skip: 'Thursday hours' });
    await user.click(screen.getByRole('tab', { name: "What's Included" }));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidMessage);
    expect(screen.getByRole('tab', { name: /Working Hours/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Thursday hours')).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('keeps the first price row, adds rows with ADD NEW and deletes any but the first', async () => {
    const user = userEvent.setup();
    setup();
    renderWithProviders(<AddActivityPage />);
    await screen.findByLabelText('Description of price option 1');
    expect(screen.queryByRole('button', { name: /Delete price option/ })).toBeNull();

    const [addPrice, addIncluded] = screen.getAllByRole('button', { name: 'ADD NEW' });
    await user.click(addPrice!);
    await user.click(addPrice!);
    expect(screen.getByLabelText('Description of price option 3')).toHaveFocus();
    expect(
      screen.getAllByRole('button', { name: /Delete price option/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete price option 2', 'Delete price option 3']);
    await user.click(screen.getByRole('button', { name: 'Delete price option 3' }));
    expect(screen.queryByLabelText('Description of price option 3')).toBeNull();
    expect(screen.getByLabelText('Places per unit of price option 2')).toHaveValue('1');

    // What's Included starts with one row that cannot be deleted either.
    await user.click(screen.getByRole('tab', { name: "What's Included" }));
    expect(screen.getByLabelText("What's Included, row 1")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete What's Included/ })).toBeNull();
    await user.click(addIncluded!);
    expect(screen.getByRole('button', { name: "Delete What's Included row 2" })).toBeInTheDocument();
  });

  it('sends prices in fils, then replaces the form with the approval notice', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderWithProviders(<AddActivityPage />);
    await screen.findByRole('button', { name: 'Submit' });
    await fillValidListing(user);
    const [addPrice] = screen.getAllByRole('button', { name: 'ADD NEW' });
    await user.click(addPrice!);
    await type(user, 'Description of price option 2', 'Family (4)');
    await type(user, 'Price in AED of price option 2', '99.99');
    await type(user, 'Places per unit of price option 2', '4');
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    await user.click(submitButton());

    expect(
      await screen.findByText(/^Congratulations! Your experience has been submitted successfully/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Activities' })).toHaveAttribute(
      'href',
      '/vendor/dashboard/activities',
    );
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        path: '/api/host/activities',
        body: expect.objectContaining({
          images: ['/uploads/listings/a-960.webp'],
          title: 'Desert Kayak',
          // An Arabic description left empty is sent as none: the Arabic site shows the English.
          priceOptions: [
            { description: 'Adult', descriptionAr: null, price: 15_050, discountedPrice: 12_000, places: 1 },
            { description: 'Family (4)', descriptionAr: null, price: 9_999, discountedPrice: null, places: 4 },
          ],
          places: 30,
          asksForDate: false,
          // Ticked days go in the list's order.
          dayIds: [1, 2],
          categoryId: 4,
          activityPreferenceId: 2,
          latitude: 25.08,
          longitude: 55.14,
          cityId: 1,
          areaId: 11,
          validityPeriod: null,
          expiryDate: null,
          // The empty first rows are dropped.
          included: [],
          notIncluded: [],
        }),
      },
    ]);
  });

  it("shows 'Error!' with the server's reason when an upload is refused, and keeps only stored images", async () => {
    const user = userEvent.setup();
    const api = setup();
    renderWithProviders(<AddActivityPage />);
    await screen.findByRole('button', { name: 'Submit' });

    const refused = await uploadImage(user, 'renamed.jpg');
    expect(refused.url).toBe('/api/host/uploads');
    expect(refused.headers['x-requested-with']).toBe('fetch');
    expect((refused.body!.get('image') as File).name).toBe('renamed.jpg');
    act(() => refused.progress(40));
    expect(screen.getByText('40%')).toBeInTheDocument();
    await act(async () =>
      refused.answer(400, {
        statusCode: 400,
        code: 'IMAGE_REFUSED',
        message: 'Only JPEG images (.jpg, .jpeg) can be uploaded.',
      }),
    );
    const thumbnail = screen.getByText('Error!').closest('li')!;
    expect(within(thumbnail).getByText('Only JPEG images (.jpg, .jpeg) can be uploaded.')).toBeInTheDocument();

    // A second one is cancelled on its way with ×.
    const cancelled = await uploadImage(user, 'big.jpg');
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of big.jpg' }));
    expect(cancelled.aborted).toBe(true);
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('img'))).toHaveLength(1);

    // Neither counts as an image of the listing.
    await user.click(submitButton());
    expect(await screen.findByText('Add at least one image.')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it("puts the server's field messages on the form under the same message, and ends the wait", async () => {
    const user = userEvent.setup();
    setup({
      submit: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'LISTING_INVALID',
          message: invalidMessage,
          fieldErrors: { areaId: ['This area is not in the chosen city.'], 'images.0': ['Upload this image again.'] },
        },
      }),
    });
    renderWithProviders(<AddActivityPage />);
    await screen.findByRole('button', { name: 'Submit' });
    await fillValidListing(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidMessage);
    expect(screen.getByText('This area is not in the chosen city.')).toBeInTheDocument();
    // An image's message shows under the images, the first field of the form, which takes the focus.
    expect(screen.getByText('Upload this image again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add images')).toHaveFocus();
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submit'));
  });
});

describe('Edit', () => {
  it('fills the form from the listing in AED, says an edit waits, and sends the changes with PUT', async () => {
    const user = userEvent.setup();
    const api = setup({
      extra: {
        'GET /api/host/activities/7': () => ({ status: 200, body: listingDetail({ pendingRevision: 'edit' }) }),
        'PUT /api/host/activities/7': () => ({ status: 200, body: { id: 7, message: 'submitted' } }),
      },
    });
    renderWithProviders(<EditActivityPage />, {
      path: '/vendor/dashboard/activities/7/edit',
      pattern: '/vendor/dashboard/activities/:id/edit',
    });

    expect(await screen.findByText(/An edit of this activity is already waiting for approval/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price in AED of price option 1')).toHaveValue('150.50');
    expect(screen.getByLabelText('Discounted price in AED of price option 1')).toHaveValue('120');
    expect(await screen.findByRole('option', { name: 'Jumeirah' })).toHaveProperty('selected', true);
    expect(screen.getByRole('radio', { name: 'Adventure' })).toBeChecked();
    await type(user, 'Price in AED of price option 1', '160');
    await user.click(submitButton());

    expect(await screen.findByText(/^Congratulations!/)).toBeInTheDocument();
    const put = posts(api)[0]!;
    expect(put.method).toBe('PUT');
    expect(put.body).toMatchObject({
      priceOptions: [{ id: 31, description: 'Adult', price: 16_000, discountedPrice: 12_000, places: 1 }],
      included: ['Kayak', 'Life jacket'],
      areaId: 12,
    });
  });
});
