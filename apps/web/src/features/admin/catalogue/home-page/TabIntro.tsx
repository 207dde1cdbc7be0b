import { primaryButton } from '../parts.tsx';

/** The head of a Home page tab: what the tab arranges, and the button that adds one more. */
export function TabIntro({ intro, add, onAdd }: { intro: string; add: string; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="max-w-2xl text-sm text-slate-600">{intro}</p>
      <button type="button" className={primaryButton} onClick={onAdd}>
        {add}
      </button>
    </div>
  );
}
