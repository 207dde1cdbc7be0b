import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@weekends/shared';
import { PostCover } from './PostCover.tsx';
import { PostMeta } from './PostMeta.tsx';

/** 'Most Recent': the newest other posts (up to BLOG_MOST_RECENT_COUNT), each a cover, date and title. */
export function RecentPosts({
  posts,
  isPending,
  skeletonCount,
}: {
  posts: PostSummary[];
  isPending: boolean;
  skeletonCount: number;
}) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  if (!isPending && posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span aria-hidden="true" className="h-5 w-1 rounded-full bg-brand-600" />
        {t('recent.title')}
      </h2>
      {isPending && (
        <div aria-busy="true" className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <div key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <div className="aspect-[16/9] animate-pulse bg-slate-200" />
              <div className="space-y-2 p-4">
                <div className="h-3 w-28 animate-pulse rounded bg-slate-200" />
                <div className="h-4 w-11/12 animate-pulse rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      )}
      <ul className="mt-5 grid gap-5 empty:hidden sm:grid-cols-2 lg:grid-cols-1">
        {posts.map((post) => (
          <li
            key={post.id}
            className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
          >
            <PostCover
              src={post.image}
              sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[16/9] w-full"
            />
            <div className="p-4">
              <PostMeta publishedAt={post.publishedAt} readingTime={post.readingTime} className="text-xs" />
              <h3 className="mt-2 leading-snug font-semibold text-balance text-slate-900 group-hover:text-brand-800">
                <Link
                  to={`/blog-detail/${post.slug}`}
                  className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {post.title}
                </Link>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
