import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';

// The dialog (Radix Dialog) is fetched when the button is first pointed at, focused or pressed, keeping it out of
// the home page's first load.
const PlannerDialog = lazyWithPreload(() => import('./PlannerDialog.tsx').then((m) => m.PlannerDialog));

/** 'Plan my weekend': opens the planner in a dialog, starting from the city the home page is showing. */
export function PlannerModal({ cityId }: { cityId: number | null }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={PlannerDialog.preload}
        onTouchStart={PlannerDialog.preload}
        onFocus={PlannerDialog.preload}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 20 20"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="14" height="13" rx="2" />
          <path strokeLinecap="round" d="M3 8h14M7 2.5v3M13 2.5v3" />
        </svg>
        {t('city.planButton')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PlannerDialog cityId={cityId} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
