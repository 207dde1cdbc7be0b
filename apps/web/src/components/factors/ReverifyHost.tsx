import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { setReverifyOpener } from '../../lib/reverify.ts';

// Rarely needed, so its code (the dialog, the code form) is fetched the first time a sensitive action asks.
const ReverifyDialog = lazyWithPreload(() => import('./ReverifyDialog.tsx').then((m) => m.ReverifyDialog));

/**
 * Where 'Confirm it is you' opens, for every page: mounted once by the app (and by tests), it answers
 * lib/reverify.ts's withReverify, which the sensitive actions' requests go through.
 */
export function ReverifyHost() {
  const [waiting, setWaiting] = useState<((proven: boolean) => void)[]>([]);
  useEffect(() => {
    setReverifyOpener(() => new Promise<boolean>((resolve) => setWaiting((all) => [...all, resolve])));
    return () => setReverifyOpener(null);
  }, []);
  if (waiting.length === 0) return null;
  const settle = (proven: boolean) => {
    for (const resolve of waiting) resolve(proven);
    setWaiting([]);
  };
  return (
    <Suspense fallback={null}>
      <ReverifyDialog onProven={() => settle(true)} onCancel={() => settle(false)} />
    </Suspense>
  );
}
