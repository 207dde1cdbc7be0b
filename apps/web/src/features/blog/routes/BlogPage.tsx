import '../i18n.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { usePopularPosts, usePosts } from '../api.ts';
import { FeaturedPost } from '../components/FeaturedPost.tsx';
import { PopularPosts } from '../components/PopularPosts.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { PostListSkeleton } from '../components/Skeletons.tsx';
import { SubscribeBox } from '../components/SubscribeBox.tsx';

/** How many posts the list page's 'Most Popular' sidebar names. */
const POPULAR_SIDEBAR_COUNT = 5;

/**
 * /blog: 'Read our blogs', the newest post featured, the rest listed, 'Most Popular' and 'Subscribe Us' beside them.
 */
export function BlogPage() {
  const { t } = useTranslation('blog');
  usePageMeta(t('meta.title'), t('meta.description'));
  const posts = usePosts();
  const popular = usePopularPosts();
  const moreId = useId();
  const [featured, ...rest] = posts.data ?? [];

  return (
    <>
      <div className="isolate overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="relative mx-auto max-w-7xl px-4 py-9 sm:px-6 sm:py-11 lg:px-8">
          <JournalArt className="pointer-events-none absolute top-1/2 end-6 -z-10 hidden w-64 -translate-y-1/2 lg:block" />
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('list.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('list.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{t('list.lead')}</p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 lg:px-8 lg:py-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {posts.isPending ? (
            <PostListSkeleton />
          ) : posts.isError ? (
            <LoadError title={t('list.error')} error={posts.error} onRetry={() => void posts.refetch()} />
          ) : !featured ? (
            <p className="rounded-3xl bg-slate-50 px-6 py-12 text-center text-slate-700">{t('list.empty')}</p>
          ) : (
            <>
              <FeaturedPost post={featured} />
              {rest.length > 0 && (
                <section aria-labelledby={moreId} className="mt-12">
                  <h2 id={moreId} className="text-2xl font-bold tracking-tight text-slate-900">
                    {t('list.moreStories')}
                  </h2>
                  <ul className="mt-6 divide-y divide-slate-200">
                    {rest.map((post) => (
                      <li key={post.id} className="py-7 first:pt-0 last:pb-0">
                        <PostCard post={post} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <PopularPosts
            posts={popular.data?.slice(0, POPULAR_SIDEBAR_COUNT)}
            isPending={popular.isPending}
            error={popular.error}
            onRetry={() => void popular.refetch()}
          />
          <SubscribeBox />
        </aside>
      </div>
    </>
  );
}

/** A postcard of a weekend, sun over dunes, for the banner's empty side on wide screens. */
function JournalArt({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className={className}>
      <g transform="rotate(-4 160 100)">
        <rect x="40" y="22" width="240" height="156" rx="14" className="fill-white" />
        <rect x="40" y="22" width="240" height="156" rx="14" fill="none" className="stroke-brand-100" strokeWidth="2" />
        <rect x="54" y="36" width="212" height="104" rx="8" className="fill-brand-100" />
        <circle cx="196" cy="86" r="20" className="fill-sun-400" />
        <path
          d="M54 124 C 100 96, 150 100, 190 118 S 250 130, 266 112 V 132 a8 8 0 0 1 -8 8 H 62 a8 8 0 0 1 -8 -8 Z"
          className="fill-brand-600/70"
        />
        <path
          d="M54 132 C 110 116, 170 122, 266 128 V 132 a8 8 0 0 1 -8 8 H 62 a8 8 0 0 1 -8 -8 Z"
          className="fill-brand-800/70"
        />
        <rect x="54" y="152" width="120" height="7" rx="3.5" className="fill-slate-200" />
        <rect x="54" y="164" width="78" height="7" rx="3.5" className="fill-slate-100" />
      </g>
    </svg>
  );
}
