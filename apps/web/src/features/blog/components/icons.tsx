/** Small inline icons of the blog's meta rows (decorative: the text beside each says the same). */

const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  'aria-hidden': true,
} as const;

export function CalendarIcon({ className = '' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path strokeLinecap="round" d="M3 8.5h14M7 2.8v3.4M13 2.8v3.4" />
    </svg>
  );
}

export function ClockIcon({ className = '' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="10" cy="10" r="7.2" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M10 6v4.2l2.8 1.8" />
    </svg>
  );
}

export function EyeIcon({ className = '' }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path strokeLinejoin="round" d="M1.8 10S4.8 4.5 10 4.5 18.2 10 18.2 10 15.2 15.5 10 15.5 1.8 10 1.8 10z" />
      <circle cx="10" cy="10" r="2.6" />
    </svg>
  );
}

export function ArrowIcon({
  className = '',
  direction = 'right',
}: {
  className?: string;
  direction?: 'left' | 'right';
}) {
  return (
    <svg {...common} strokeWidth={2.1} className={className}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'right' ? 'M4 10h11.5M11 5.5l4.5 4.5-4.5 4.5' : 'M16 10H4.5M9 5.5L4.5 10 9 14.5'}
      />
    </svg>
  );
}
