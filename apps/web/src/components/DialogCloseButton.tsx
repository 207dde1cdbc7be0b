import * as Dialog from '@radix-ui/react-dialog';

/** The × in a pop-up's top corner (the end corner, so it moves to the left in Arabic). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute end-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <svg
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
