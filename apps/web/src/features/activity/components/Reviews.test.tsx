import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type CurrentUser } from '@weekends/shared';
import { customerFixture, renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer } from '../../../test/api/mockApi.ts';
import { Reviews } from './Reviews.tsx';

afterEach(() => {
  cleanup();
});

/** The login pop-up asks which social sign-ins there are; none here. */
const loginDialog = { 'GET /api/auth/providers': () => ({ status: 200, body: { providers: [] } }) };

function setup(
  user: CurrentUser | null,
  submit: () => Answer | Promise<Answer> = () => ({
    status: 201,
    body: { id: 40, isPublished: false, message: REVIEW_MESSAGES.submitted },
  }),
) {
  const api = mockRoutes({
    'GET /api/activities/7/reviews': () => ({ status: 200, body: [] }),
    'POST /api/activities/7/reviews': submit,
    ...loginDialog,
  });
  renderWithProviders(
    <Reviews activityId={7} sharePath="/activity/desert-sunset-kayak" title="Desert Sunset Kayak" />,
    { user },
  );
  return { api, posts: () => api.calls.filter((call) => call.method === 'POST') };
}

const openBox = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Submit A Review' }));
  return within(await screen.findByRole('form', { name: 'Write your review' }));
};

async function fillReview(user: ReturnType<typeof userEvent.setup>, box: Awaited<ReturnType<typeof openBox>>) {
  // The stars are a radio group: reached by Tab, chosen with the arrow keys.
  box.getByRole('radio', { name: '1 star' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(box.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.type(box.getByLabelText('Headline'), 'Golden hour in the mangroves');
  await user.type(box.getByLabelText('Your review'), 'Calm water, a patient guide and flamingos.');
}

describe('review box', () => {
  it('asks a visitor to log in instead of opening the box', async () => {
    const user = userEvent.setup();
    setup(null);
    await user.click(screen.getByRole('button', { name: 'Submit A Review' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in or sign up to write a review.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks a guest to log in too', async () => {
    const user = userEvent.setup();
    setup({ ...customerFixture, isGuest: true });
    await user.click(screen.getByRole('button', { name: 'Submit A Review' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("toggles a customer's box, with focus in the headline", async () => {
    const user = userEvent.setup();
    setup(customerFixture);
    const button = screen.getByRole('button', { name: 'Submit A Review' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const box = await openBox(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(box.getByLabelText('Headline')).toHaveFocus());
    await user.click(button);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the schema's messages and sends nothing when the box is incomplete", async () => {
    const user = userEvent.setup();
    const { posts } = setup(customerFixture);
    const box = await openBox(user);
    await user.click(box.getByRole('button', { name: 'Submit Review' }));
    expect(await box.findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(box.getByText(REVIEW_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(box.getByText(REVIEW_MESSAGES.contentRequired)).toBeInTheDocument();
    expect(box.getByLabelText('Headline')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
  });

  it('closes the box on success and shows the approval sentence', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { posts } = setup(
      customerFixture,
      () =>
        new Promise<Answer>((resolve) => {
          release = () =>
            resolve({ status: 201, body: { id: 40, isPublished: false, message: REVIEW_MESSAGES.submitted } });
        }),
    );
    const box = await openBox(user);
    await fillReview(user, box);
    await user.click(box.getByRole('button', { name: 'Submit Review' }));
    expect(await box.findByRole('button', { name: 'Wait..' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your review has been successfully submitted for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit A Review' })).toHaveAttribute('aria-expanded', 'false');
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/activities/7/reviews',
        body: {
          title: 'Golden hour in the mangroves',
          content: 'Calm water, a patient guide and flamingos.',
          rating: 4,
        },
      },
    ]);
  });

  it('keeps the box open with the failure shown, and ends the loading, when the server fails', async () => {
    const user = userEvent.setup();
    setup(customerFixture, () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }));
    const box = await openBox(user);
    await fillReview(user, box);
    await user.click(box.getByRole('button', { name: 'Submit Review' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(box.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    expect(box.getByLabelText('Headline')).toHaveValue('Golden hour in the mangroves');
    expect(screen.queryByText(REVIEW_MESSAGES.submitted)).toBeNull();
  });

  it("shows the server's limit message when too many reviews were sent", async () => {
    const user = userEvent.setup();
    setup(customerFixture, () => ({
      status: 429,
      body: { statusCode: 429, code: 'RATE_LIMITED', message: REVIEW_MESSAGES.tooMany },
    }));
    const box = await openBox(user);
    await fillReview(user, box);
    await user.click(box.getByRole('button', { name: 'Submit Review' }));
    expect(await box.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooMany);
  });
});

describe('reviews list', () => {
  it("marks a verified booking's review with words, not only an icon", async () => {
    const review = { title: 'Lovely', content: 'Calm water.', rating: 5, publishedAt: '2026-03-01T10:00:00.000Z' };
    mockRoutes({
      'GET /api/activities/7/reviews': () => ({
        status: 200,
        body: [
          { ...review, id: 1, customerFirstName: 'Layla', verified: true },
          { ...review, id: 2, customerFirstName: 'Omar', verified: false },
        ],
      }),
    });
    renderWithProviders(
      <Reviews activityId={7} sharePath="/activity/desert-sunset-kayak" title="Desert Sunset Kayak" />,
      { user: null },
    );
    const layla = (await screen.findByText('Layla')).closest('li')!;
    const omar = screen.getByText('Omar').closest('li')!;
    expect(within(layla).getByText('Verified booking')).toBeInTheDocument();
    expect(within(omar).queryByText('Verified booking')).toBeNull();
  });
});

describe('the review request link (#write-review)', () => {
  const open = (user: CurrentUser | null) => {
    mockRoutes({ 'GET /api/activities/7/reviews': () => ({ status: 200, body: [] }), ...loginDialog });
    renderWithProviders(
      <Reviews activityId={7} sharePath="/activity/desert-sunset-kayak" title="Desert Sunset Kayak" />,
      { user, path: '/activity/desert-sunset-kayak#write-review' },
    );
  };

  it("opens a customer's review box", async () => {
    open(customerFixture);
    expect(await screen.findByRole('form', { name: 'Write your review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit A Review' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('write-review')).toContainElement(
      screen.getByRole('button', { name: 'Submit A Review' }),
    );
  });

  it('asks a visitor to log in first', async () => {
    open(null);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in or sign up to write a review.');
  });

  it('opens nothing without the anchor', async () => {
    setup(customerFixture);
    expect(
      await screen.findByText("There aren't any reviews for this activity yet. Be the first to write one!"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
