import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PostDetail } from '@weekends/shared';
import { ApiRequestError, api } from '../../lib/api.ts';

/** The blog's data: the lists, one post, its view, and the trending activities shown under a post. */

export const postsQuery = queryOptions({
  queryKey: ['blog', 'posts'],
  queryFn: () => api.get('/api/posts'),
});
export const usePosts = () => useQuery(postsQuery);

export const popularPostsQuery = queryOptions({
  queryKey: ['blog', 'popular'],
  queryFn: () => api.get('/api/posts/popular'),
});
export const usePopularPosts = () => useQuery(popularPostsQuery);

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => api.get('/api/posts/{slug}', { params: { path: { slug } } }),
    // An unknown slug stays unknown: retrying a 404 only delays the not-found page.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });
export const usePost = (slug: string) => useQuery(postQuery(slug));

/** No city: the server's default cities (a setting; Dubai and Abu Dhabi in the demo). */
export const trendingQuery = queryOptions({
  queryKey: ['blog', 'trending'],
  queryFn: () => api.get('/api/trending', { params: { query: { city: [], page: 1 } } }),
  select: (page) => page.items,
  staleTime: 5 * 60_000,
});
export const useTrending = () => useQuery(trendingQuery);

export const recordPostView = (postId: number) =>
  api.post('/api/posts/{id}/views', { params: { path: { id: postId } } });

/**
 * Records one view once the post has loaded, once per opening of the post: the ref survives React StrictMode's
 * second effect run, so development does not send two. The page then shows the server's count. A failure is
 * silent: a lost view must never disturb the reader.
 */
export function useRecordPostView(post: PostDetail | undefined) {
  const queryClient = useQueryClient();
  const recorded = useRef<number | null>(null);
  const id = post?.id;
  const slug = post?.slug;
  useEffect(() => {
    if (id === undefined || slug === undefined || recorded.current === id) return;
    recorded.current = id;
    recordPostView(id)
      .then(({ views }) => {
        queryClient.setQueryData(postQuery(slug).queryKey, (current) => (current ? { ...current, views } : current));
      })
      .catch(() => undefined);
  }, [id, slug, queryClient]);
}
