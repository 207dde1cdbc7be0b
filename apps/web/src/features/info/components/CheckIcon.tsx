/** The tick before each item of a 'key points' or 'good to know' list. */
export function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700">
      <circle cx="10" cy="10" r="9" className="fill-brand-100" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
