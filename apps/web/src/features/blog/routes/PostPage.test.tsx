import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail } from '@weekends/shared';
import { mockRoutes, type MockedRoutes, type Reply, type RouteHandler } from '../../../test/api/mockApi.ts';
import {
  detail,
  popular,
  posts,
  renderBlog,
  stubLayoutApis,
  trending,
  unexpectedFailure,
} from '../testing/fixtures.tsx';
import { INSTAGRAM_PROFILE_URL } from '../components/PostShareButtons.tsx';
import { TRENDING_SLIDE_CLASS } from '../components/TrendingCarousel.tsx';
import { BlogPage } from './BlogPage.tsx';
import { PostPage } from './PostPage.tsx';

const ok = (body: unknown) => () => ({ status: 200, body });
const oldDubai = detail(posts[1]!);
const desertCamp = detail(posts[0]!, { contentHtml: '<p>Pack a warm layer.</p>\n' });

/** The API of a blog with four posts; each post's view answers its count plus one. */
function blogApi(overrides: Record<string, RouteHandler> = {}) {
  const bySlug: Record<string, PostDetail> = { 'old-dubai': oldDubai, 'desert-camp': desertCamp };
  const routes: Record<string, RouteHandler> = {
    'GET /api/posts': ok(posts),
    'GET /api/posts/popular': ok(popular),
    'GET /api/trending': ok({ items: trending, page: 1, hasMore: false }),
  };
  for (const [slug, post] of Object.entries(bySlug)) {
    routes[`GET /api/posts/${slug}`] = ok(post);
    routes[`POST /api/posts/${post.id}/views`] = ok({ views: post.views + 1, counted: true });
  }
  return mockRoutes({ ...routes, ...overrides });
}

const open = (slug: string) => renderBlog({ list: <BlogPage />, post: <PostPage /> }, `/blog-detail/${slug}`);
const viewCalls = (api: MockedRoutes) => api.calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  stubLayoutApis();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/blog-detail/:slug', () => {
  it('shows the title, publish date, reading time, views, summary, cover and the server’s HTML', async () => {
    blogApi();
    const { container } = open('old-dubai');
    const title = await screen.findByRole('heading', { level: 1, name: 'Old Dubai in a Day' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = title.closest('header')!;
    expect(within(header).getByText('11 Nov 2026')).toHaveAttribute('datetime', '2026-11-11');
    expect(within(header).getByText('4 min read')).toBeInTheDocument();
    expect(within(header).getByText('The summary of Old Dubai in a Day.')).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/seed/blog/old-dubai.webp"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Packing' })).toBeInTheDocument();
    expect(screen.getByText('Leave only footprints.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Book a safari' })).toHaveAttribute('href', '/activity/desert-safari');
    expect(document.title).toBe('Old Dubai in a Day | Weekends');
  });

  it('records one view after the post loads (StrictMode renders twice) and shows the count rising', async () => {
    let answerView: ((value: Reply) => void) | undefined;
    const api = blogApi({ 'POST /api/posts/5/views': () => new Promise((resolve) => (answerView = resolve)) });
    open('old-dubai');
    await screen.findByRole('heading', { level: 1 });
    const views = () => within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByTestId('post-views');
    expect(views()).toHaveTextContent('968 views');
    await waitFor(() => expect(viewCalls(api)).toHaveLength(1));
    const firstPost = api.calls.findIndex((c) => c.path === '/api/posts/old-dubai');
    expect(api.calls.findIndex((c) => c.method === 'POST')).toBeGreaterThan(firstPost);
    expect(viewCalls(api)[0]).toMatchObject({ path: '/api/posts/5/views' });
    await waitFor(() => expect(answerView).toBeDefined());
    answerView!({ status: 200, body: { views: 969, counted: true } });
    await waitFor(() => expect(views()).toHaveTextContent('969 views'));
    expect(viewCalls(api)).toHaveLength(1);
  });

  it('keeps the post when recording the view fails', async () => {
    const api = blogApi({ 'POST /api/posts/5/views': () => unexpectedFailure });
    open('old-dubai');
    await waitFor(() => expect(viewCalls(api)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Old Dubai in a Day' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-views')[0]).toHaveTextContent('968 views');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has the five share buttons: Facebook, LinkedIn, the Instagram profile, Twitter and WhatsApp', async () => {
    blogApi();
    open('old-dubai');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    const share = within(header).getByRole('list', { name: 'Share' });
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on LinkedIn',
      'Weekends on Instagram',
      'Share on Twitter',
      'Share on WhatsApp',
    ]);
    const url = encodeURIComponent(`${window.location.origin}/blog-detail/old-dubai`);
    expect(links[0]).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links[1]).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(links[2]).toHaveAttribute('href', INSTAGRAM_PROFILE_URL);
    expect(links[3]!.getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${url}`);
    expect(links[4]).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Old Dubai in a Day ${window.location.origin}/blog-detail/old-dubai`)}`,
    );
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const popup = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    await userEvent.click(links[4]!);
    expect(popup).toHaveBeenCalledWith(links[4]!.getAttribute('href'), 'share-whatsapp', 'width=500,height=500');
  });

  it("lists up to 2 other posts under 'Most Recent' and every other post under 'Most Popular'", async () => {
    blogApi();
    open('old-dubai');
    await screen.findByRole('heading', { level: 1 });
    const recent = screen.getByRole('region', { name: 'Most Recent' });
    expect(within(recent).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(within(recent).getAllByRole('link')).toHaveLength(2));
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your First Night in the Desert', 'Paddling the Mangroves']);
    const popularBox = screen.getByRole('region', { name: 'Most Popular' });
    await waitFor(() => expect(within(popularBox).getAllByRole('link')).toHaveLength(3));
    expect(
      within(popularBox)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A Mountain Weekend', 'Paddling the Mangroves', 'Your First Night in the Desert']);
  });

  it("shows the 'Trending' carousel: one card per view below 1024 px, three from 1024 px, each opening its activity", async () => {
    const api = blogApi();
    open('old-dubai');
    const carousel = await screen.findByRole('region', { name: 'Trending' });
    const slides = within(await within(carousel).findByRole('region', { name: 'Trending experiences' })).getAllByRole(
      'group',
    );
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAccessibleName('Experience 1 of 4');
    for (const slide of slides) expect(slide.className).toBe(TRENDING_SLIDE_CLASS);
    expect(TRENDING_SLIDE_CLASS.split(' ')).toEqual(expect.arrayContaining(['basis-full', 'lg:basis-1/3']));
    expect(within(slides[2]!).getByRole('link', { name: 'Balloon Ride' })).toHaveAttribute('href', '/activity/balloon');
    expect(within(carousel).getByRole('button', { name: 'Next experiences' })).toBeInTheDocument();
    // No city: the server's default cities.
    expect(api.calls.find((c) => c.path === '/api/trending')).toBeDefined();
  });

  it('opens another post from the page: loads it, scrolls to the top and records its view', async () => {
    const api = blogApi();
    open('old-dubai');
    await screen.findByRole('heading', { level: 1, name: 'Old Dubai in a Day' });
    await waitFor(() => expect(viewCalls(api)).toHaveLength(1));
    const recent = screen.getByRole('region', { name: 'Most Recent' });
    await userEvent.click(await within(recent).findByRole('link', { name: 'Your First Night in the Desert' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your First Night in the Desert' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pack a warm layer.')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await waitFor(() =>
      expect(viewCalls(api).map((c) => c.path)).toEqual(['/api/posts/5/views', '/api/posts/6/views']),
    );
  });

  it('shows the loading placeholder, then the post', async () => {
    let answer: ((value: Reply) => void) | undefined;
    blogApi({ 'GET /api/posts/old-dubai': () => new Promise((resolve) => (answer = resolve)) });
    open('old-dubai');
    expect(screen.getByRole('status', { name: 'Loading the story' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!({ status: 200, body: oldDubai });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Dubai in a Day' })).toBeInTheDocument();
  });

  it('shows the 404 look for an unknown slug, and records no view', async () => {
    const api = blogApi({
      'GET /api/posts/nope': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Post not found' },
      }),
    });
    open('nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! This Page Could Not Be Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/posts/nope')).toHaveLength(1);
    expect(viewCalls(api)).toHaveLength(0);
  });

  it('says when the post failed to load and retries', async () => {
    let fail = true;
    blogApi({
      'GET /api/posts/old-dubai': () => (fail ? unexpectedFailure : { status: 200, body: oldDubai }),
    });
    open('old-dubai');
    // One automatic retry first (a 404 gets none), then the message.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByRole('heading', { name: 'We couldn’t load this story' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Dubai in a Day' })).toBeInTheDocument();
  });

  it('uses the meta title and description when the post has them', async () => {
    blogApi({
      'GET /api/posts/old-dubai': ok({
        ...oldDubai,
        metaTitle: 'Old Dubai on foot',
        metaDescription: 'A walking day in Old Dubai.',
      }),
    });
    open('old-dubai');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Old Dubai on foot | Weekends'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A walking day in Old Dubai.',
    );
  });
});
