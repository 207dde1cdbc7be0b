import { memo, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazy, withWords } from '../lib/lazy.ts';
import { isDesktop, noteDesktopDownload, subscribeToDesktop, whenDesktop } from '../lib/desktop.ts';

/**
 * A part only a desktop shows (the header's menu row, a listing's filter sidebar, an activity's booking panel), put
 * inside a wrapper that CSS hides below 1024 px (`hidden lg:block`). The server always renders it in full, so the HTML
 * is right at every width before any script runs: a desktop shows the part, a phone hides it and shows its own.
 *
 * Its code is downloaded only on a desktop, keeping a phone's first page within its JavaScript budget. On a phone the
 * part waits (suspends) until the screen is desktop wide, and a part that suspends while React hydrates keeps the
 * server's HTML, which CSS keeps hidden. A desktop starts the download as this module loads and hydrates once it has
 * arrived (lib/desktop.ts), so the part is adopted in the hydrating render itself, with nothing moving.
 *
 * Choosing by a media query in JavaScript instead (a hook whose server answer must be one of the two) sent every
 * screen the phone's variant until the page hydrated.
 *
 * The part is memoised: while it has not hydrated, a render handing it new props would make React drop its server
 * HTML and render it afresh, so a parent's unrelated renders (the header's on scroll) must not reach it.
 *
 * On a phone the part is only kept while the page hydrates (to match the server's HTML), then removed: left waiting
 * for code a phone never loads, it stayed dehydrated, and React holds every later transition that reaches a
 * dehydrated part (a client-side navigation updating the router's location reaches the header's menu row) until it
 * hydrates, which it never did: the address changed and the page stayed. Its HTML was hidden there anyway.
 */
export function desktopPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const download = () =>
    // Its words too: `loaded` is drawn directly, without the lazy wrapper's wait.
    (loading ??= withWords(load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again by the next page that shows the part.
        loading = undefined;
        throw error;
      },
    ));
  if (isDesktop()) noteDesktopDownload(download().catch(() => {}));

  // Until its code is here: on a phone it waits for the screen to widen first, and so never downloads on one.
  const Waiting = lazy(async () => {
    if (typeof window !== 'undefined' && !isDesktop()) await whenDesktop();
    return { default: await download() };
  });

  function Part(props: P) {
    const Component = loaded ?? Waiting;
    return <Component {...props} />;
  }

  return memo(function DesktopPart(props: P) {
    // While hydrating, the server's answer (it rendered the part); then the screen's own.
    const desktop = useSyncExternalStore(subscribeToDesktop, isDesktop, () => true);
    if (!desktop) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
