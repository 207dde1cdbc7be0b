import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@weekends/shared';
import { PostCover } from './PostCover.tsx';
import { PostMeta } from './PostMeta.tsx';
import { ReadMoreLink } from './ReadMoreLink.tsx';

/** The newest post, large: cover, date (D MMM YYYY), title, the first 300 characters and 'Read more..'. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog');
  const href = `/blog-detail/${post.slug}`;
  return (
    <article
      aria-labelledby={`featured-${post.id}`}
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostCover
          src={post.image}
          eager
          sizes="(min-width: 1024px) 760px, 100vw"
          className="aspect-[16/9] w-full transition duration-500 hover:scale-[1.02]"
        />
      </Link>
      <div className="p-5 sm:p-8">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">{t('list.featured')}</p>
        <PostMeta publishedAt={post.publishedAt} readingTime={post.readingTime} className="mt-3" />
        <h2
          id={`featured-${post.id}`}
          className="mt-3 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          <Link
            to={href}
            className="rounded transition hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 leading-relaxed text-slate-700">{post.excerpt}</p>
        <ReadMoreLink slug={post.slug} title={post.title} className="mt-5" />
      </div>
    </article>
  );
}
