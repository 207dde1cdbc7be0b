import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { popular, posts, renderBlog, stubLayoutApis, unexpectedFailure } from '../testing/fixtures.tsx';
import { BlogPage } from './BlogPage.tsx';
import { PostPage } from './PostPage.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../testing/FakeCaptcha.tsx'));

const ok = (body: unknown) => () => ({ status: 200, body });
const open = () => renderBlog({ list: <BlogPage />, post: <PostPage /> }, '/blog');

beforeEach(stubLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/blog', () => {
  it("has one h1, 'Read our blogs', and the page's title", async () => {
    mockRoutes({ 'GET /api/posts': ok(posts), 'GET /api/posts/popular': ok(popular) });
    open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Read our blogs' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Your First Night in the Desert' });
    expect(document.title).toBe('Blog | Weekends');
  });

  it("features the newest post: date D MMM YYYY (Dubai), title, its first 300 characters and 'Read more..'", async () => {
    mockRoutes({ 'GET /api/posts': ok(posts), 'GET /api/posts/popular': ok(popular) });
    open();
    const featured = (await screen.findByRole('heading', { level: 2, name: 'Your First Night in the Desert' })).closest(
      'article',
    )!;
    expect(within(featured).getByText('18 Nov 2026')).toHaveAttribute('datetime', '2026-11-18');
    expect(within(featured).getByText(posts[0]!.excerpt)).toBeInTheDocument();
    const readMore = within(featured).getByRole('link', { name: 'Read more: Your First Night in the Desert' });
    expect(readMore).toHaveTextContent('Read more..');
    expect(readMore).toHaveAttribute('href', '/blog-detail/desert-camp');
    expect(within(featured).getByRole('link', { name: 'Your First Night in the Desert' })).toHaveAttribute(
      'href',
      '/blog-detail/desert-camp',
    );
  });

  it('lists the other posts newest first, each with date, excerpt and Read more', async () => {
    mockRoutes({ 'GET /api/posts': ok(posts), 'GET /api/posts/popular': ok(popular) });
    open();
    const more = await screen.findByRole('region', { name: 'More stories' });
    const items = within(more).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Old Dubai in a Day',
      'Paddling the Mangroves',
      'A Mountain Weekend',
    ]);
    expect(within(items[0]!).getByText('11 Nov 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText(posts[1]!.excerpt)).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'Read more: A Mountain Weekend' })).toHaveAttribute(
      'href',
      '/blog-detail/mountains',
    );
  });

  it("shows 'Most Popular' by views with dates as DD-MM-YYYY, and the 'Subscribe Us' box", async () => {
    mockRoutes({ 'GET /api/posts': ok(posts), 'GET /api/posts/popular': ok(popular) });
    open();
    const sidebar = screen.getByRole('region', { name: 'Most Popular' });
    const list = await within(sidebar).findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual([
      'A Mountain Weekend',
      'Paddling the Mangroves',
      'Old Dubai in a Day',
      'Your First Night in the Desert',
    ]);
    expect(within(entries[0]!).getByText('20-10-2026')).toBeInTheDocument();
    expect(within(entries[3]!).getByText('18-11-2026')).toBeInTheDocument();

    const subscribe = screen.getByRole('region', { name: 'Subscribe Us' });
    expect(within(subscribe).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(subscribe).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('sends the newsletter sign-up as coming from the blog', async () => {
    const api = mockRoutes({
      'GET /api/posts': ok(posts),
      'GET /api/posts/popular': ok(popular),
      'POST /api/newsletter': () => ({ status: 201, body: { message: 'Subscribed Successfully' } }),
    });
    open();
    const subscribe = screen.getByRole('region', { name: 'Subscribe Us' });
    const user = userEvent.setup();
    await user.type(within(subscribe).getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(within(subscribe).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/newsletter',
      body: { email: 'reader@example.com', source: 'blog', captcha: 'solved-payload' },
    });
    expect(await within(subscribe).findByRole('button', { name: 'Subscribed Successfully' })).toBeDisabled();
  });

  it('shows placeholders while loading, then the posts', async () => {
    const list = mockRoutes({ 'GET /api/posts': ok(posts) });
    list.hold();
    mockRoutes({ 'GET /api/posts/popular': ok(popular) });
    const { container } = open();
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThan(5);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    list.release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your First Night in the Desert' }),
    ).toBeInTheDocument();
  });

  it('says when the posts failed to load and retries', async () => {
    let fail = true;
    mockRoutes({
      'GET /api/posts': () => (fail ? unexpectedFailure : { status: 200, body: posts }),
      'GET /api/posts/popular': ok(popular),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the blog.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your First Night in the Desert' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    mockRoutes({ 'GET /api/posts': ok([]), 'GET /api/posts/popular': ok([]) });
    open();
    expect(
      await screen.findByText('No stories yet. Check back soon for weekend ideas from across the UAE.'),
    ).toBeInTheDocument();
  });
});
