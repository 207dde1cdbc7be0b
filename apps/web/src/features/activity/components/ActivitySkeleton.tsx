import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded-xl bg-slate-200/80';

/** The page's shape while it loads: same grid, same gallery ratio, so nothing jumps when the activity arrives. */
export function ActivitySkeleton() {
  const { t } = useTranslation('activity');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true">
        <div className={`${block} h-4 w-56`} />
        <div className={`${block} mt-5 h-9 w-3/4 max-w-2xl`} />
        <div className={`${block} mt-4 h-4 w-64`} />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
          <div className="space-y-6">
            <div className={`${block} aspect-[16/10] w-full rounded-2xl`} />
            <div className="flex gap-2">
              {[0, 1, 2, 3].map((n) => (
                <div key={n} className={`${block} h-14 w-20 sm:h-16 sm:w-24`} />
              ))}
            </div>
            <div className={`${block} h-40 w-full rounded-2xl`} />
            <div className={`${block} h-6 w-72`} />
            <div className="space-y-3">
              <div className={`${block} h-4 w-full`} />
              <div className={`${block} h-4 w-11/12`} />
              <div className={`${block} h-4 w-4/5`} />
            </div>
          </div>
          <div className={`${block} hidden h-96 rounded-2xl lg:block`} />
        </div>
      </div>
    </div>
  );
}
