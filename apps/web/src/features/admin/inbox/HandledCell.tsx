import { useTranslation } from 'react-i18next';
import { formatDubaiDay, formatDubaiDayTime, isolate } from '../../../lib/format/index.ts';
import { useMarkHandled, type HandledList } from './api.ts';

/** When the row was handled, or the button that marks it so (one click; the list then refreshes). */
export function HandledCell({
  list,
  id,
  handledAt,
  name,
}: {
  list: HandledList;
  id: number;
  handledAt: string | null;
  name: string;
}) {
  const { t } = useTranslation('admin');
  const mark = useMarkHandled(list);
  if (handledAt) {
    return (
      <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-emerald-800">
        <span aria-hidden="true">✓</span> {t('inbox.handledOn', { date: formatDubaiDay(handledAt) })}
      </span>
    );
  }
  return (
    <div>
      <button
        type="button"
        disabled={mark.isPending}
        aria-label={t('inbox.markHandledFor', { name: isolate(name) })}
        onClick={() => mark.mutate(id)}
        className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        {mark.isPending ? t('inbox.saving') : t('inbox.markHandled')}
      </button>
      {mark.isError && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t('inbox.failed')}
        </p>
      )}
    </div>
  );
}

/** The date a row came in, in Dubai. */
export function ReceivedCell({ at }: { at: string }) {
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDubaiDayTime(at)}
    </time>
  );
}

/** A name with its e-mail (a mailto link) and phone under it. */
export function PersonCell({ name, email, phone }: { name: string; email: string; phone?: string | null }) {
  return (
    <div className="min-w-0">
      <bdi className="block font-semibold text-slate-900">{name}</bdi>
      <a href={`mailto:${email}`} className="block text-xs break-all text-brand-800 hover:underline">
        {email}
      </a>
      {phone && (
        <span dir="ltr" className="block text-xs text-slate-600">
          {phone}
        </span>
      )}
    </div>
  );
}

/**
 * A long text shown in its first lines, the rest a click away. It is the sender's own words (a message, a comment, a
 * cover letter), set in the direction they were written.
 */
export function LongText({ text, more }: { text: string; more: string }) {
  if (text.length <= 140)
    return (
      <p dir="auto" className="max-w-md whitespace-pre-line">
        {text}
      </p>
    );
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer">
        <span dir="auto" className="whitespace-pre-line">
          {text.slice(0, 140)}…
        </span>{' '}
        <span className="text-xs font-semibold text-brand-800">{more}</span>
      </summary>
      <p dir="auto" className="mt-2 whitespace-pre-line">
        {text}
      </p>
    </details>
  );
}
