/** The banners' drawing: a sun setting over two dunes, in the brand's colours; decoration only. */
export function HeroSun({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 600 300" aria-hidden="true" className={`pointer-events-none absolute -z-10 ${className}`}>
      <circle cx="380" cy="170" r="92" className="fill-white/5" />
      <circle cx="380" cy="170" r="56" className="fill-sun-400" />
      <path d="M0 250 C 120 180, 240 180, 340 230 S 520 290, 600 220 L 600 300 L 0 300 Z" className="fill-white/10" />
      <path
        d="M0 280 C 160 230, 300 240, 420 270 S 560 290, 600 270 L 600 300 L 0 300 Z"
        className="fill-brand-900/50"
      />
    </svg>
  );
}
