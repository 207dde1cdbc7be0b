import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-slate-200';

/** The list's shape while it loads: the featured card and three rows, so nothing jumps when the posts arrive. */
export function PostListSkeleton() {
  return (
    <div aria-hidden="true" aria-busy="true" className="space-y-10">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white">
        <div className="aspect-[16/9] animate-pulse bg-slate-200" />
        <div className="space-y-3 p-5 sm:p-8">
          <div className={`h-3 w-24 ${bar}`} />
          <div className={`h-7 w-4/5 ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-2/3 ${bar}`} />
        </div>
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6">
          <div className="aspect-[16/10] animate-pulse rounded-2xl bg-slate-200" />
          <div className="space-y-3">
            <div className={`h-3 w-32 ${bar}`} />
            <div className={`h-5 w-11/12 ${bar}`} />
            <div className={`h-4 w-full ${bar}`} />
            <div className={`h-4 w-3/4 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A post's shape while it loads: title, meta row, cover and a few paragraphs. */
export function PostSkeleton() {
  const { t } = useTranslation('blog');
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('post.loading')}
      className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8"
    >
      <div aria-hidden="true">
        <div className="mx-auto max-w-3xl space-y-4">
          <div className={`h-4 w-24 ${bar}`} />
          <div className={`h-9 w-full ${bar}`} />
          <div className={`h-9 w-2/3 ${bar}`} />
          <div className={`h-4 w-64 ${bar}`} />
        </div>
        <div className="mx-auto mt-8 aspect-[16/9] max-w-5xl animate-pulse rounded-3xl bg-slate-200" />
        <div className="mx-auto mt-10 max-w-prose space-y-3">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={`h-4 ${i % 4 === 3 ? 'w-2/3' : 'w-full'} ${bar}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
