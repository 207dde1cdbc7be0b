import '../i18n.ts';
import { useEffect, useRef } from 'react';
import { Link, useNavigationType, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_MOST_RECENT_COUNT } from '@weekends/shared/blog-constants';
import type { PostDetail } from '@weekends/shared';
import { NotFoundPage } from '../../../app/LazyNotFoundPage.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { usePopularPosts, usePost, usePosts, useRecordPostView } from '../api.ts';
import { ArrowIcon } from '../components/icons.tsx';
import { PopularPosts } from '../components/PopularPosts.tsx';
import { PostContent } from '../components/PostContent.tsx';
import { PostCover } from '../components/PostCover.tsx';
import { PostError } from '../components/PostError.tsx';
import { PostMeta } from '../components/PostMeta.tsx';
import { PostShareButtons } from '../components/PostShareButtons.tsx';
import { RecentPosts } from '../components/RecentPosts.tsx';
import { PostSkeleton } from '../components/Skeletons.tsx';
import { TrendingCarousel } from '../components/TrendingCarousel.tsx';

/**
 * /blog-detail/:slug. A new slug (a link under the post) loads that post and opens it at the top; Back keeps the
 * position the router restores.
 */
export function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const navigationType = useNavigationType();
  const shownSlug = useRef(slug);

  useEffect(() => {
    if (shownSlug.current === slug) return;
    shownSlug.current = slug;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [slug, navigationType]);

  if (post.isPending) return <PostSkeleton />;
  if (post.isError) {
    if (post.error instanceof ApiRequestError && post.error.status === 404) return <NotFoundPage />;
    return <PostError onRetry={() => void post.refetch()} retrying={post.isFetching} />;
  }
  return <PostView key={post.data.id} post={post.data} />;
}

function PostView({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog');
  usePageMeta(post.metaTitle || post.title, post.metaDescription || post.summary);
  useRecordPostView(post);
  const posts = usePosts();
  const popular = usePopularPosts();
  const recent = (posts.data ?? []).filter((p) => p.id !== post.id).slice(0, BLOG_MOST_RECENT_COUNT);
  const otherPopular = popular.data?.filter((p) => p.id !== post.id);
  const path = `/blog-detail/${post.slug}`;

  return (
    <>
      <div className="mx-auto grid max-w-[68rem] gap-12 px-4 pt-6 pb-14 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 lg:px-8 lg:pb-20">
        <article className="min-w-0">
          <header>
            <Link
              to="/blog"
              className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 transition hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <ArrowIcon direction="left" />
              {t('post.back')}
            </Link>
            <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-pretty text-slate-900 sm:text-4xl lg:text-[2.5rem]">
              {post.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.summary}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
              <PostMeta publishedAt={post.publishedAt} readingTime={post.readingTime} views={post.views} />
              <PostShareButtons path={path} title={post.title} />
            </div>
          </header>
          <PostCover
            src={post.image}
            eager
            sizes="(min-width: 1024px) 704px, 100vw"
            className="mt-8 aspect-[16/9] w-full rounded-3xl"
          />
          <PostContent html={post.contentHtml} className="mt-10" />
          <div className="mt-12 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
            <p className="text-sm font-semibold text-slate-900">{t('post.share')}</p>
            <PostShareButtons path={path} title={post.title} />
          </div>
        </article>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <RecentPosts posts={recent} isPending={posts.isPending} skeletonCount={BLOG_MOST_RECENT_COUNT} />
          <PopularPosts
            posts={otherPopular}
            isPending={popular.isPending}
            error={popular.error}
            onRetry={() => void popular.refetch()}
            skeletonCount={3}
          />
        </aside>
      </div>
      <TrendingCarousel />
    </>
  );
}
