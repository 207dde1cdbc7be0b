import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ActivityCard, PostDetail, PostSummary } from '@weekends/shared';

/** Posts as the API answers them: newest first, and the same posts by views. */
export const summary = (
  id: number,
  slug: string,
  title: string,
  publishedAt: string,
  views: number,
  extra: Partial<PostSummary> = {},
): PostSummary => ({
  id,
  slug,
  title,
  summary: `The summary of ${title}.`,
  excerpt: `The first words of ${title}, up to three hundred characters…`,
  image: `/uploads/seed/blog/${slug}.webp`,
  publishedAt,
  readingTime: 4,
  views,
  ...extra,
});

export const posts: PostSummary[] = [
  summary(6, 'desert-camp', 'Your First Night in the Desert', '2026-11-18T04:30:00Z', 412),
  summary(5, 'old-dubai', 'Old Dubai in a Day', '2026-11-11T04:30:00Z', 968),
  summary(4, 'mangroves', 'Paddling the Mangroves', '2026-11-03T04:30:00Z', 1284),
  summary(3, 'mountains', 'A Mountain Weekend', '2026-10-20T04:30:00Z', 1536),
];
export const popular: PostSummary[] = [...posts].sort((a, b) => b.views - a.views);

export const detail = (post: PostSummary, extra: Partial<PostDetail> = {}): PostDetail => ({
  ...post,
  contentHtml: `<p>Opening of ${post.title}.</p>\n<h2>Packing</h2>\n<ul>\n<li>A warm layer</li>\n</ul>\n<blockquote>\n<p>Leave only footprints.</p>\n</blockquote>\n<p><a href="/activity/desert-safari">Book a safari</a></p>\n`,
  metaTitle: null,
  metaDescription: null,
  ...extra,
});

export const activity = (id: number, slug: string, title: string): ActivityCard => ({
  id,
  slug,
  title,
  isOnline: false,
  submitRequest: false,
  soldOut: false,
  rating: 4.5,
  reviewsCount: 3,
  image: `/uploads/${slug}.webp`,
  city: { id: 1, name: 'Dubai' },
  latitude: null,
  longitude: null,
  price: null,
  placesLeft: null,
});

export const trending = [
  activity(1, 'desert-safari', 'Desert Safari'),
  activity(2, 'dhow-cruise', 'Dhow Cruise'),
  activity(3, 'balloon', 'Balloon Ride'),
  activity(4, 'kayak', 'Mangrove Kayak'),
];

/** The server's answer to an unexpected failure (any route may give it): its one error shape, never detailed. */
export const unexpectedFailure = {
  status: 500,
  body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
};

/**
 * The blog's routes in a memory router (StrictMode, like development), a fresh query cache and the session known as a
 * visitor.
 */
export function renderBlog(ui: { list: ReactNode; post: ReactNode }, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], null);
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog" element={ui.list} />
            <Route path="/blog-detail/:slug" element={ui.post} />
            <Route path="/activity/:slug" element={<p>Activity page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

export { stubLayoutApis } from '../../../test/layoutStubs.ts';
