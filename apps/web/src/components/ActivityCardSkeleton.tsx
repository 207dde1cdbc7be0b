/** A placeholder with the exact box of an ActivityCard, so results arriving never shift the page. */
export function ActivityCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="aspect-[3/2] animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex h-5 items-center">
          <div className="h-3 w-24 animate-pulse rounded bg-slate-200" />
        </div>
        <div className="mt-2 flex min-h-[2.75rem] flex-col justify-center gap-2">
          <div className="h-4 w-11/12 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        </div>
        <div className="mt-2 mb-3 flex h-5 items-center">
          <div className="h-3 w-32 animate-pulse rounded bg-slate-200" />
        </div>
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-3">
          <div className="h-5 w-20 animate-pulse rounded bg-slate-200" />
          <div className="h-8 w-28 animate-pulse rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
