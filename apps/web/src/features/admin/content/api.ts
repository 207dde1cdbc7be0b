import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { OpeningBody, PostBody } from '@weekends/shared/admin-content';
import { api, upload } from '../../../lib/api.ts';

const ROOT = ['admin', 'content'] as const;

export const postsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'posts', 'list', params] as const,
    queryFn: () => api.get('/api/admin/content/posts', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'posts', 'one', id] as const,
    queryFn: () => api.get('/api/admin/content/posts/{id}', { params: { path: { id } } }),
  });

export const openingsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'openings', 'list', params] as const,
    queryFn: () => api.get('/api/admin/content/openings', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const openingQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'openings', 'one', id] as const,
    queryFn: () => api.get('/api/admin/content/openings/{id}', { params: { path: { id } } }),
  });

/** Markdown rendered by the server's own renderer, exactly as the public page will show it. */
export const renderMarkdown = (kind: 'post' | 'opening', markdown: string, signal?: AbortSignal) =>
  api.post('/api/admin/content/preview', { body: { kind, markdown }, signal });

/** Uploads a cover; the server checks it by content and answers its /uploads path. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.append('image', file);
  return upload('/api/admin/content/covers', form);
}

/** Every change to posts refreshes their lists and the post itself. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PostBody }) =>
      id === null
        ? api.post('/api/admin/content/posts', { body })
        : api.put('/api/admin/content/posts/{id}', { params: { path: { id } }, body }),
    onSuccess: (post) => queryClient.setQueryData(postQuery(post.id).queryKey, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'posts', 'list'] }),
  });
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publishedAt }: { id: number; publishedAt: string | null }) =>
      publishedAt === null
        ? api.post('/api/admin/content/posts/{id}/unpublish', { params: { path: { id } } })
        : api.post('/api/admin/content/posts/{id}/publish', { params: { path: { id } }, body: { publishedAt } }),
    onSuccess: (post) => queryClient.setQueryData(postQuery(post.id).queryKey, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'posts', 'list'] }),
  });
}

export function useSaveOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OpeningBody }) =>
      id === null
        ? api.post('/api/admin/content/openings', { body })
        : api.put('/api/admin/content/openings/{id}', { params: { path: { id } }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'openings'] }),
  });
}

export function useSetOpeningOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) =>
      open
        ? api.post('/api/admin/content/openings/{id}/open', { params: { path: { id } } })
        : api.post('/api/admin/content/openings/{id}/close', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'openings'] }),
  });
}
