import { useId, type ChangeEvent } from 'react';

interface Props {
  label: string;
  /** What to choose and its limits ('JPEG, at most 8 MB'). */
  hint?: string;
  /** The file input's accept list ('.jpg,.jpeg'); the caller still checks the file itself. */
  accept: string;
  /** The thumbnail: the chosen file (a data or blob URL) or the one on file. */
  previewSrc?: string | null;
  previewAlt: string;
  /** Opens the image full size in a new tab (an image on file, e.g. a licence to read), with the link's words. */
  previewLink?: { href: string; label: string };
  /** The button's words: 'Choose image', or 'Change image' once there is one. */
  chooseLabel: string;
  error?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * One image picked from the device, with its thumbnail beside the button. The native file input stays in the page
 * (visually hidden, still focusable and labelled), so keyboards and screen readers use it as they know it.
 */
export function ImageFileField({
  label,
  hint,
  accept,
  previewSrc,
  previewAlt,
  previewLink,
  chooseLabel,
  error,
  disabled,
  onFile,
}: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after an error still reports it.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div
          className={`flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-slate-50 ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
          {previewSrc ? (
            <img src={previewSrc} alt={previewAlt} className="h-full w-full object-cover" />
          ) : (
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              className="text-slate-400"
              aria-hidden="true"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z"
              />
            </svg>
          )}
        </div>
        <div className="min-w-0">
          <input
            id={id}
            type="file"
            accept={accept}
            disabled={disabled}
            onChange={onChange}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-brand-50"
          >
            {chooseLabel}
          </label>
          {previewLink && (
            <a
              href={previewLink.href}
              target="_blank"
              rel="noopener"
              className="mt-2 block w-fit text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {previewLink.label}
            </a>
          )}
          {hint && !error && (
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
