import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './fileSize.ts';
import { RESUME_ACCEPT } from './resumeRules.ts';
import '../i18n.ts';

interface Props {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The résumé picker: a real file input (keyboard and screen readers use it as it is), drawn as a drop-zone-like
 * box that names the chosen file and its size, with Remove.
 */
export function ResumeField({ value, onChange, onBlur, error, name, disabled, ref }: Props) {
  const { t } = useTranslation('careers');
  const id = useId();
  const describedBy = [`${id}-hint`, value ? `${id}-file` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('form.resume')}
      </p>
      <div
        className={`flex flex-col gap-4 rounded-xl border border-dashed p-4 transition sm:flex-row sm:items-center ${error ? 'border-red-400 bg-red-50/40' : value ? 'border-brand-600/50 bg-brand-50/50' : 'border-slate-300 bg-slate-50'}`}
      >
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${value ? 'bg-brand-700 text-white' : 'bg-white text-slate-500 ring-1 ring-slate-200'}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8zM14 3v5h5M9 13h6M9 17h4" />
            </svg>
          </span>
          <div className="min-w-0">
            {value ? (
              <p id={`${id}-file`} className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900">{value.name}</span>
                <span className="block text-xs text-slate-600">{formatFileSize(value.size)}</span>
              </p>
            ) : null}
            <p id={`${id}-hint`} className={value ? 'sr-only' : 'text-sm text-slate-600'}>
              {t('form.resumeHint')}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <input
            ref={ref}
            id={id}
            name={name}
            type="file"
            accept={RESUME_ACCEPT}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onBlur={onBlur}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              // Cleared, so choosing the same file again after Remove still counts as a change.
              event.target.value = '';
              if (file) onChange(file);
            }}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className="inline-flex h-10 cursor-pointer items-center justify-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-brand-50"
          >
            {value ? t('form.resumeReplace') : t('form.resumeChoose')}
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={disabled}
              className="inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold text-slate-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('form.resumeRemove')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
