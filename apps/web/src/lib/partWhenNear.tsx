import { Suspense, useCallback, type ComponentProps, type ComponentType } from 'react';
import { lazy } from './lazy.ts';

/**
 * A part far down a page whose code is fetched, and whose server-rendered HTML is hydrated, only when the visitor
 * scrolls near it (within `margin`). Until then the server's HTML shows as it came, static: React leaves a Suspense
 * boundary whose code has not arrived as the server drew it and hydrates the rest of the page around it. On the server
 * the part renders at once and in full, so the page's HTML holds it for search engines and the first paint. Rendered in
 * the browser (a later navigation) it is drawn when near, into a wrapper that has no height until then.
 *
 * The wrapper (a div with `className`) is what is watched, so it sits outside the boundary and hydrates with the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy puts on its component
export function partWhenNear<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, margin = '800px') {
  let release: () => void = () => undefined;
  const near = new Promise<void>((resolve) => (release = resolve));
  if (typeof window === 'undefined') release();
  const Part = lazy(() => near.then(load));

  return function PartWhenNear({ className, ...props }: ComponentProps<T> & { className?: string }) {
    const watch = useCallback((element: HTMLElement | null) => {
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={watch} className={className}>
        <Suspense fallback={null}>
          <Part {...(props as ComponentProps<T>)} />
        </Suspense>
      </div>
    );
  };
}
