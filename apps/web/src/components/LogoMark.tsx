/** The Weekends mark: a sun rising over a dune. Decorative; the wordmark or a label beside it names it. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0f766e" />
      <circle cx="20" cy="21" r="7.5" fill="#fbbf24" />
      <path d="M4 27.5c5.5-4.2 10.5-4.2 16 0s10.5 4.2 16 0V36a4 4 0 01-4 4H8a4 4 0 01-4-4z" fill="#f0fdfa" />
      <path
        d="M4 31c5.5-3.4 10.5-3.4 16 0s10.5 3.4 16 0"
        fill="none"
        stroke="#99f6e4"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
