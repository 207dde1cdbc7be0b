/**
 * Buttons shared by every carousel: prev/next arrows, dots and a pause toggle. Labels come from the caller's
 * catalogue.
 */

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function CarouselArrow({
  direction,
  label,
  onClick,
  disabled = false,
  className = '',
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 ${ring} ${className}`}
    >
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        // Previous points back along the reading direction: left in English, right in Arabic.
        className="rtl:-scale-x-100"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d={direction === 'prev' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        />
      </svg>
    </button>
  );
}

export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  tone = 'dark',
  className = '',
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Names one dot, e.g. (3) => 'Go to slide 3'. */
  label: (index: number) => string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  if (count < 2) return null;
  const on = tone === 'light' ? 'bg-white' : 'bg-brand-700';
  const off = tone === 'light' ? 'bg-white/55 hover:bg-white/80' : 'bg-slate-300 hover:bg-slate-400';
  return (
    <div className={`flex items-center justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={label(index + 1)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // The visible dot is small; the button around it keeps a 24px target.
          className={`group inline-flex h-6 w-6 items-center justify-center rounded-full ${ring}`}
        >
          <span
            className={`block h-2 rounded-full transition-all ${index === selected ? `w-5 ${on}` : `w-2 ${off}`}`}
          />
        </button>
      ))}
    </div>
  );
}

export function CarouselPauseButton({
  playing,
  onToggle,
  labels,
  tone = 'overlay',
  className = '',
}: {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  /** 'overlay' sits on a photo; 'plain' matches the arrow buttons on a light background. */
  tone?: 'overlay' | 'plain';
  className?: string;
}) {
  const look =
    tone === 'overlay'
      ? 'h-8 w-8 bg-slate-900/60 text-white backdrop-blur hover:bg-slate-900/80'
      : 'h-10 w-10 border border-slate-200 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? labels.pause : labels.play}
      className={`inline-flex shrink-0 items-center justify-center rounded-full transition ${look} ${ring} ${className}`}
    >
      <svg viewBox="0 0 20 20" width="14" height="14" fill="currentColor" aria-hidden="true">
        {playing ? <path d="M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z" /> : <path d="M6 3.5l10 6.5-10 6.5z" />}
      </svg>
    </button>
  );
}
