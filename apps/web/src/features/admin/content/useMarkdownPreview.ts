import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { renderMarkdown } from './api.ts';

/** How long typing must pause before the preview asks the server again. */
export const PREVIEW_DELAY_MS = 300;

export type PreviewState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; html: string };

/** `value` once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The Markdown as the public page will show it, rendered by the server's own sanitising renderer (not a second one
 * in the browser that could disagree). Asked again once typing pauses; the last rendering stays while the next loads,
 * and an answer for older text is cancelled.
 */
export function useMarkdownPreview(kind: 'post' | 'opening', markdown: string): PreviewState {
  const settled = useSettled(markdown, PREVIEW_DELAY_MS);
  const blank = !settled.trim();
  const preview = useQuery({
    queryKey: ['admin', 'content', 'preview', kind, settled] as const,
    queryFn: ({ signal }) => renderMarkdown(kind, settled, signal),
    enabled: !blank,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  if (!markdown.trim()) return { status: 'idle' };
  if (preview.isError) return { status: 'error' };
  if (preview.data && !blank) return { status: 'ready', html: preview.data.html };
  return { status: 'loading' };
}
