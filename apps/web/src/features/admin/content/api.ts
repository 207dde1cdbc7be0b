import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPage } from '@weekends/shared/admin-tables';
import type {
  AdminOpening,
  AdminPost,
  AdminPostDetail,
  CoverUpload,
  MarkdownPreview,
  OpeningBody,
  PostBody,
} from '@weekends/shared/admin-content';
import { apiFetch, SAME_SITE } from '../../../lib/api.ts';

const ROOT = ['admin', 'content'] as const;

export const postsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'posts', 'list', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminPost>>('/admin/content/posts', { query: params }),
    placeholderData: keepPreviousData,
  });

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'posts', 'one', id] as const,
    queryFn: () => apiFetch<AdminPostDetail>(`/admin/content/posts/${id}`),
  });

export const openingsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'openings', 'list', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminOpening>>('/admin/content/openings', { query: params }),
    placeholderData: keepPreviousData,
  });

export const openingQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'openings', 'one', id] as const,
    queryFn: () => apiFetch<AdminOpening>(`/admin/content/openings/${id}`),
  });

/** Markdown rendered by the server's own renderer, exactly as the public page will show it. */
export const renderMarkdown = (kind: 'post' | 'opening', markdown: string, signal?: AbortSignal) =>
  apiFetch<MarkdownPreview>('/admin/content/preview', { method: 'POST', json: { kind, markdown }, signal });

/** Uploads a cover; the server checks it by content and answers its /uploads path. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiFetch<CoverUpload>('/admin/content/covers', { method: 'POST', body: form, headers: SAME_SITE });
}

/** Every change to posts refreshes their lists and the post itself. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PostBody }) =>
      id === null
        ? apiFetch<AdminPostDetail>('/admin/content/posts', { method: 'POST', json: body })
        : apiFetch<AdminPostDetail>(`/admin/content/posts/${id}`, { method: 'PUT', json: body }),
    onSuccess: (post) => queryClient.setQueryData(postQuery(post.id).queryKey, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'posts', 'list'] }),
  });
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publishedAt }: { id: number; publishedAt: string | null }) =>
      publishedAt === null
        ? apiFetch<AdminPostDetail>(`/admin/content/posts/${id}/unpublish`, { method: 'POST', json: {} })
        : apiFetch<AdminPostDetail>(`/admin/content/posts/${id}/publish`, { method: 'POST', json: { publishedAt } }),
    onSuccess: (post) => queryClient.setQueryData(postQuery(post.id).queryKey, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'posts', 'list'] }),
  });
}

export function useSaveOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OpeningBody }) =>
      id === null
        ? apiFetch<AdminOpening>('/admin/content/openings', { method: 'POST', json: body })
        : apiFetch<AdminOpening>(`/admin/content/openings/${id}`, { method: 'PUT', json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'openings'] }),
  });
}

export function useSetOpeningOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) =>
      apiFetch<AdminOpening>(`/admin/content/openings/${id}/${open ? 'open' : 'close'}`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'openings'] }),
  });
}
