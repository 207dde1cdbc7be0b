import { Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated.ts';
import { LoadBoundary } from './LoadBoundary.tsx';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

/** The gates of the parts still waiting in this browser (never on the server, which renders every part at once). */
const waitingGates = new Set<() => void>();

function newGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    waitingGates.delete(open);
    resolve();
  };
  if (typeof window !== 'undefined') waitingGates.add(open);
  return { promise, open };
}

/**
 * Starts every waiting part on its way, called as the router's state changes (a navigation, a new query string). A
 * change of the router's state reaches every part below it, and React cannot see inside a part that has not hydrated
 * whether it reads the router: it holds the change, as a transition, until the part hydrates. A part left waiting
 * for the visitor to scroll near (the footer, under every page) then held every navigation: the address changed and
 * the page stayed. Loading them at once lets the navigation go on as soon as their code has come.
 */
export function hydrateWaitingParts(): void {
  for (const open of [...waitingGates]) open();
}

/** The controls whose press is kept for the part's hydration (what the server's HTML shows as pressable). */
const CONTROLS = 'button, [role="tab"], summary';
/** The attribute on a part's slot: 'waiting' as the server rendered it, 'live' once React handles the part. */
const STATE = 'data-below-the-fold';

/**
 * The last control pressed in a part that was not live yet. Listened for on the document from the moment this code
 * loads, before React has hydrated even the part's slot, so no early press is missed.
 */
let pressedEarly: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      if (control?.closest(`[${STATE}="waiting"]`)) pressedEarly = control;
    },
    true,
  );
}

/**
 * Presses a control as a pointer does (Radix tabs switch on mousedown, buttons act on click), so the part's own
 * handlers see it once React has taken the part over.
 */
function press(control: HTMLElement) {
  const init = { bubbles: true, cancelable: true, button: 0 };
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  control.click();
}

/**
 * Calls `onLive` once React has taken the part over: hydrated, and rendered again as the browser sees it (the parts
 * that showed the server's view while hydrating, such as who is signed in, have caught up), or rendered at once after
 * a navigation. A layout effect, so it has run before any later event reaches the part's listeners.
 */
function Live({ onLive }: { onLive: () => void }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) onLive();
  }, [hydrated, onLive]);
  return null;
}

function WaitForGate({ gate, onLive, children }: { gate: Gate; onLive: () => void; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise);
  return (
    <>
      {children}
      <Live onLive={onLive} />
    </>
  );
}

/**
 * A part below the fold whose code the browser fetches only as the visitor scrolls towards it (or at once when
 * `eager`), keeping the first page within its JavaScript budget, while the server still renders it in full.
 *
 * How the two fit: a part that suspends while React hydrates keeps the server's HTML, visible and unchanged, until it
 * can render. So in the browser the part waits (suspends) until it comes within `margin` of the viewport, then loads
 * its code and hydrates in place. After a navigation in the browser there is no server HTML: the fallback holds the
 * place until then. Until it is live, its buttons and tabs show but React does not handle them yet: a press on one
 * starts the loading at once and is replayed when the part is live, so it is not lost.
 */
export function BelowTheFold({
  children,
  fallback,
  margin = '600px',
  eager = false,
}: {
  children: ReactNode;
  fallback: ReactNode;
  /** How near the viewport the part starts loading, as IntersectionObserver's rootMargin. */
  margin?: string;
  eager?: boolean;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [gate] = useState(newGate);
  const onLive = useCallback(() => {
    const element = slot.current;
    element?.setAttribute(STATE, 'live');
    element?.removeAttribute('aria-busy');
    const pressed = pressedEarly;
    if (!pressed || !element?.contains(pressed)) return;
    pressedEarly = null;
    // Pressed again after the commit, not inside it.
    setTimeout(() => pressed.isConnected && press(pressed));
  }, []);
  // No state changes here: a re-render would hand the waiting boundary new props, and React would then throw its
  // server HTML away and render it afresh instead of hydrating it.
  // Busy from the moment its code is on its way until it is live, and only then: a part waiting for the visitor to
  // scroll near has nothing on its way, and a page that said so would never look settled. (Set on the element, not
  // through state, for the reason below.)
  useEffect(() => {
    void gate.promise.then(() => {
      if (slot.current?.getAttribute(STATE) === 'waiting') slot.current.setAttribute('aria-busy', 'true');
    });
  }, [gate]);
  useEffect(() => {
    if (eager || typeof IntersectionObserver === 'undefined' || !slot.current) return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: margin },
    );
    observer.observe(slot.current);
    return () => observer.disconnect();
  }, [eager, margin, gate]);
  return (
    <div ref={slot} {...{ [STATE]: 'waiting' }}>
      <Suspense fallback={fallback}>
        <WaitForGate gate={gate} onLive={onLive}>
          {children}
        </WaitForGate>
      </Suspense>
    </div>
  );
}

/**
 * A part below the fold the page can do without (the footer, a closing block of the home page): should its code fail
 * to download (offline for a moment), its place stays as the fallback until the page loads again, instead of the error
 * reaching the route and replacing the whole page.
 */
export function OptionalBelowTheFold({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <LoadBoundary fallback={() => fallback}>
      <BelowTheFold fallback={fallback}>{children}</BelowTheFold>
    </LoadBoundary>
  );
}
