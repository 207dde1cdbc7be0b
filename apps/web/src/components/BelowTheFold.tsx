import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Waits, in the browser, until the gate opens. The server renders the part at once, so its HTML is in the page for
 * search engines and readers without JavaScript.
 */
function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise);
  return children;
}

/**
 * A part below the fold whose code the browser fetches only as the visitor scrolls towards it (or at once when
 * `eager`), keeping the first page within its JavaScript budget, while the server still renders it in full.
 *
 * How the two fit: a part that suspends while React hydrates keeps the server's HTML, visible and unchanged, until it
 * can render. So in the browser the part waits (suspends) until it comes within `margin` of the viewport, then loads
 * its code and hydrates in place. After a navigation in the browser there is no server HTML: the fallback holds the
 * place until then.
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
  // No state changes here: a re-render would hand the waiting boundary new props, and React would then throw its
  // server HTML away and render it afresh instead of hydrating it.
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
    <div ref={slot}>
      <Suspense fallback={fallback}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </div>
  );
}
