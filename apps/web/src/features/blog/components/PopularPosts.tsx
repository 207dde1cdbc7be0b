import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { dubaiIsoDay, formatDubaiNumericDay } from '../../../lib/format/index.ts';
import { PostCover } from './PostCover.tsx';

/** 'Most Popular': the most viewed posts with a thumbnail, title and date as DD-MM-YYYY. */
export function PopularPosts({
  posts,
  isPending,
  error,
  onRetry,
  skeletonCount = 4,
}: {
  posts: PostSummary[] | undefined;
  isPending: boolean;
  /** What the list's query threw, null while it has not failed. */
  error: Error | null;
  onRetry: () => void;
  skeletonCount?: number;
}) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-600" />
        {t('popular.title')}
      </h2>
      {isPending ? (
        <div aria-busy="true" className="mt-5 space-y-4">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <div key={i} aria-hidden="true" className="flex gap-3">
              <div className="h-16 w-20 shrink-0 animate-pulse rounded-xl bg-slate-200" />
              <div className="flex flex-1 flex-col gap-2 py-1">
                <div className="h-3.5 w-full animate-pulse rounded bg-slate-200" />
                <div className="h-3.5 w-2/3 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-20 animate-pulse rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      ) : error ? (
        <div className="mt-4">
          <LoadError title={t('popular.error')} error={error} onRetry={onRetry} />
        </div>
      ) : posts && posts.length > 0 ? (
        <ol className="mt-5 space-y-4">
          {posts.map((post) => (
            <li key={post.id} className="group relative flex gap-3">
              <PostCover src={post.image} sizes="80px" className="h-16 w-20 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 group-hover:text-brand-800">
                  <Link
                    to={`/blog-detail/${post.slug}`}
                    className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {post.title}
                  </Link>
                </h3>
                <time
                  dateTime={dubaiIsoDay(post.publishedAt)}
                  className="mt-1 block text-xs text-slate-500 tabular-nums"
                >
                  {formatDubaiNumericDay(post.publishedAt)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('popular.empty')}</p>
      )}
    </section>
  );
}
