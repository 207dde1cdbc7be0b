import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGES_MAX, LISTING_MESSAGES } from '@weekends/shared/listings';
import { UploadCancelled, UploadFailed, uploadListingImage } from './uploadImage.ts';
import { wordMessage } from '../../../../lib/messages.ts';

interface ImageItem {
  key: string;
  name: string;
  /** The picture shown: a local preview of a new file, or the stored image of an existing one. */
  preview: string;
  /** Uploading, done (its stored path kept) or refused. */
  status: 'uploading' | 'done' | 'error';
  progress: number;
  path?: string;
  reason?: string;
  abort?: () => void;
}

interface Props {
  label: string;
  /** The stored paths, in order: what the form sends. */
  value: string[];
  onChange: (paths: string[]) => void;
  /** How many images are still on their way, so the form can wait for them. */
  onUploadingChange: (count: number) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const pathsOf = (items: ImageItem[]) =>
  items.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : []));
const isBlob = (url: string) => url.startsWith('blob:');
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

let nextKey = 0;

/**
 * The listing's pictures: several JPEG files at once, each sent on its own with its progress on
 * its thumbnail, a check when stored, 'Error!' with the server's reason when refused, and × to cancel or remove it.
 * Only stored images count towards the form's value.
 */
export function ImageUploader({ label, value, onChange, onUploadingChange, error, ref }: Props) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const [items, setItems] = useState<ImageItem[]>(() =>
    value.map((path, index) => ({
      key: `saved-${index}`,
      name: path,
      preview: path,
      status: 'done',
      progress: 100,
      path,
    })),
  );
  const [notice, setNotice] = useState('');
  // The latest list, for upload callbacks that finish after later changes.
  const current = useRef(items);

  const update = (change: (list: ImageItem[]) => ImageItem[]) => {
    const before = current.current;
    const next = change(before);
    current.current = next;
    setItems(next);
    const paths = pathsOf(next);
    if (paths.join('\n') !== pathsOf(before).join('\n')) onChange(paths);
    onUploadingChange(next.filter((item) => item.status === 'uploading').length);
  };
  const patch = (key: string, changes: Partial<ImageItem>) =>
    update((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  // Leaving the page stops what is still uploading and frees the local previews.
  useEffect(
    () => () => {
      for (const item of current.current) {
        item.abort?.();
        if (isBlob(item.preview)) URL.revokeObjectURL(item.preview);
      }
    },
    [],
  );

  const start = (file: File) => {
    const key = `new-${nextKey++}`;
    const base = { key, name: file.name, preview: previewOf(file), progress: 0 };
    if (file.type !== 'image/jpeg')
      return { ...base, status: 'error' as const, reason: wordMessage(LISTING_MESSAGES.imageNotJpeg) };
    if (file.size > LISTING_IMAGE_MAX_BYTES)
      return { ...base, status: 'error' as const, reason: wordMessage(LISTING_MESSAGES.imageTooLarge) };
    const upload = uploadListingImage(file, (progress) => patch(key, { progress }));
    upload.done.then(
      (stored) => patch(key, { status: 'done', progress: 100, path: stored.path, abort: undefined }),
      (failure: unknown) => {
        if (failure instanceof UploadCancelled) return;
        patch(key, {
          status: 'error',
          abort: undefined,
          reason: failure instanceof UploadFailed && failure.reason ? failure.reason : t('activities.images.failed'),
        });
      },
    );
    return { ...base, status: 'uploading' as const, abort: upload.abort };
  };

  const add = (files: File[]) => {
    const room = LISTING_IMAGES_MAX - current.current.filter((item) => item.status !== 'error').length;
    setNotice(files.length > room ? wordMessage(LISTING_MESSAGES.tooManyImages) : '');
    const started = files.slice(0, Math.max(0, room)).map(start);
    if (started.length > 0) update((list) => [...list, ...started]);
  };

  const remove = (item: ImageItem) => {
    item.abort?.();
    if (isBlob(item.preview)) URL.revokeObjectURL(item.preview);
    setNotice('');
    update((list) => list.filter((other) => other.key !== item.key));
  };

  const uploaded = items.filter((item) => item.status === 'done').length;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, notice ? `${id}-notice` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {items.map((item, index) => (
          <li
            key={item.key}
            className="relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
          >
            {item.preview ? (
              <img
                src={item.preview}
                alt={t('activities.images.alt', { number: index + 1 })}
                className="h-full w-full object-cover"
              />
            ) : null}
            <ImageState item={item} />
            <button
              type="button"
              onClick={() => remove(item)}
              aria-label={
                item.status === 'uploading'
                  ? t('activities.images.cancel', { name: item.name })
                  : t('activities.images.remove', { number: index + 1 })
              }
              className="absolute end-1.5 top-1.5 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-sm transition hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
        <li className="aspect-square">
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            multiple
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="peer sr-only"
            onChange={(event) => {
              add(Array.from(event.currentTarget.files ?? []));
              // The same file may be picked again after removing it.
              event.currentTarget.value = '';
            }}
          />
          <label
            htmlFor={id}
            className={`flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed bg-white p-2 text-center text-xs font-semibold text-brand-800 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-600 hover:bg-brand-50 ${error ? 'border-red-500' : 'border-slate-300'}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            {label}
          </label>
        </li>
      </ul>
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
        {t('activities.images.hint', { max: LISTING_IMAGES_MAX })}
      </p>
      <p className="sr-only" role="status">
        {items.length > 0 ? t('activities.images.progress', { uploaded, total: items.length }) : ''}
      </p>
      {notice && (
        <p id={`${id}-notice`} className="mt-1 text-sm text-amber-800">
          {notice}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The thumbnail's state: a spinner with the percentage, a check, or 'Error!' with the reason. */
function ImageState({ item }: { item: ImageItem }) {
  const { t } = useTranslation('vendor');
  if (item.status === 'uploading') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-slate-900/45 text-white">
        <span
          aria-hidden="true"
          className="h-6 w-6 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
        <span className="text-xs font-semibold tabular-nums">
          {t('activities.images.percent', { percent: item.progress })}
        </span>
      </div>
    );
  }
  if (item.status === 'done') {
    return (
      <span
        className="absolute start-1.5 bottom-1.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-emerald-600 text-white shadow-sm"
        title={t('activities.images.done')}
      >
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path
            d="M4.5 10.5l3.5 3.5 7.5-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only">{t('activities.images.done')}</span>
      </span>
    );
  }
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 bg-red-50/95 p-2 text-center text-red-800">
      <span className="text-sm font-bold">{t('activities.images.error')}</span>
      {item.reason && <span className="line-clamp-4 text-[0.6875rem] leading-tight">{item.reason}</span>}
    </div>
  );
}
