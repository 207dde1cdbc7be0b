import { Suspense, useState, type ComponentType } from 'react';
import { lazy } from '../lib/lazy.ts';
import { LoadBoundary } from './LoadBoundary.tsx';

/**
 * A chart whose code (recharts) loads on its own, so the figures and tables around it do not wait for it: a quiet
 * placeholder while it downloads, and a retry in its box when the download fails. `words` in the page's namespace;
 * `height` the drawing's, so nothing moves when it arrives.
 */
export function LazyChart<P extends object>({
  load,
  props,
  words,
  height = 'h-64',
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  words: { loading: string; loadError: string; retry: string };
  height?: 'h-56' | 'h-64';
}) {
  // A new lazy component on retry: React.lazy keeps a failed download's error for good.
  const [Chart, setChart] = useState(() => lazy(load));
  return (
    <LoadBoundary
      fallback={(retry) => (
        <div
          role="alert"
          className={`flex ${height} flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-600`}
        >
          {words.loadError}
          <button
            type="button"
            onClick={() => {
              setChart(() => lazy(load));
              retry();
            }}
            className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {words.retry}
          </button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <div
            aria-busy="true"
            className={`flex ${height} items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-500`}
          >
            <span className="animate-pulse">{words.loading}</span>
          </div>
        }
      >
        <Chart {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
