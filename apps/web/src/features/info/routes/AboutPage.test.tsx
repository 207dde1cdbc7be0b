import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityCard } from '@weekends/shared';
import { mockRoutes, serverError, type Reply } from '../../../test/api/mockApi.ts';
import { renderPage, stubLayoutApis } from '../testing/renderPage.tsx';
import { AboutPage } from './AboutPage.tsx';
import { aboutExperiencesQuery } from '../api.ts';

const card = (id: number, slug: string, title: string, extra: Partial<ActivityCard> = {}): ActivityCard => ({
  id,
  slug,
  title,
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 5,
  reviewsCount: 3,
  image: `/uploads/${slug}.webp`,
  city: { id: 1, name: 'Dubai' },
  latitude: null,
  longitude: null,
  price: null,
  placesLeft: null,
  ...extra,
});

const popular = [
  card(1, 'falconry', 'Falconry in the Desert'),
  card(2, 'online-yoga', 'Online Yoga', { isOnline: true }),
  card(3, 'no-photo', 'No Photo Yet', { image: null }),
  card(4, 'pottery', 'Pottery Wheel Class'),
  card(5, 'dhow', 'Dhow Dinner Cruise', { city: { id: 2, name: 'Abu Dhabi' } }),
  card(6, 'kayak', 'Mangrove Kayak'),
];

/** The popular activities the page asks for, on the fake backend; the requests made, as path and query. */
function answerActivities(answer: Reply) {
  const api = mockRoutes({ 'GET /api/activities': () => answer });
  return { requests: () => api.calls.map((call) => call.path + (call.query ?? '')) };
}

const popularPage: Reply = { status: 200, body: { items: popular, page: 1, hasMore: true } };

beforeEach(stubLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('About page', () => {
  it('has the banner, the mission and every section, with one h1', () => {
    answerActivities(popularPage);
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    for (const name of [
      'Making your weekends happier',
      'Weekends made extraordinary',
      'How we are unique',
      'Happy UAE',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('About Us | Weekends');
  });

  it('shows two customer quotes under Happy UAE, with previous and next controls', () => {
    answerActivities(popularPage);
    renderPage(<AboutPage />);
    const slider = screen.getByRole('region', { name: 'Customer stories' });
    const stories = within(slider).getAllByRole('group');
    expect(stories).toHaveLength(2);
    expect(stories[0]).toHaveAccessibleName('Story 1 of 2');
    expect(stories[0]).toHaveTextContent('hot air balloon');
    expect(stories[1]).toHaveTextContent('coupon code');
    expect(within(slider).getByRole('button', { name: 'Next story' })).toBeEnabled();
    expect(within(slider).getByRole('button', { name: 'Previous story' })).toBeEnabled();
  });

  it('illustrates the experiences with three popular ones that happen somewhere and have a photo', async () => {
    const { requests } = answerActivities(popularPage);
    renderPage(<AboutPage />);
    const photos = await screen.findByRole('list', { name: 'A few of the experiences on Weekends' });
    const links = within(photos).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/activity/falconry',
      '/activity/pottery',
      '/activity/dhow',
    ]);
    expect(links[2]).toHaveTextContent('Dhow Dinner CruiseAbu Dhabi');
    expect(requests()).toEqual(['/api/activities?sort=3']);
  });

  it('keeps the page whole when the catalogue cannot be reached', async () => {
    const { requests } = answerActivities(serverError);
    const { client } = renderPage(<AboutPage />);
    await waitFor(() => expect(requests()).toHaveLength(1));
    // The failure has reached the page, which shows nothing of it.
    await waitFor(() => expect(client.getQueryState(aboutExperiencesQuery.queryKey)?.status).toBe('error'));
    expect(screen.queryByRole('list', { name: 'A few of the experiences on Weekends' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Weekends made extraordinary' })).toBeInTheDocument();
  });
});
