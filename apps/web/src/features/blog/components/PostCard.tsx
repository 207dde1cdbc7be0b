import { Link } from 'react-router';
import type { PostSummary } from '@weekends/shared';
import { PostCover } from './PostCover.tsx';
import { PostMeta } from './PostMeta.tsx';
import { ReadMoreLink } from './ReadMoreLink.tsx';

/**
 * One post in the list: cover beside the text from 640 px (above it on a phone), date, title, excerpt, 'Read more..'.
 */
export function PostCard({ post }: { post: PostSummary }) {
  const href = `/blog-detail/${post.slug}`;
  return (
    <article
      aria-labelledby={`post-${post.id}`}
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block self-start overflow-hidden rounded-2xl">
        <PostCover
          src={post.image}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 40vw, 100vw"
          className="aspect-[16/10] w-full transition duration-500 hover:scale-[1.03]"
        />
      </Link>
      <div className="min-w-0">
        <PostMeta publishedAt={post.publishedAt} readingTime={post.readingTime} />
        <h3 id={`post-${post.id}`} className="mt-2 text-xl leading-snug font-bold text-balance text-slate-900">
          <Link
            to={href}
            className="rounded transition hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-4 text-[0.95rem] leading-relaxed text-slate-700 sm:line-clamp-3 lg:line-clamp-4">
          {post.excerpt}
        </p>
        <ReadMoreLink slug={post.slug} title={post.title} className="mt-3 text-sm" />
      </div>
    </article>
  );
}
