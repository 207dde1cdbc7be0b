import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BookedItemEvent } from '@weekends/shared';
import { formatAed, formatCalendarDay, isolate } from '../../../../lib/format/index.ts';
import { formatMoment } from './formatMoment.ts';

const DOTS: Record<BookedItemEvent['kind'], string> = {
  paid: 'bg-brand-600',
  cancelled: 'bg-red-600',
  refunded: 'bg-emerald-600',
  moved: 'bg-brand-600',
  gifted: 'bg-amber-500',
  gift_received: 'bg-amber-500',
  redeemed: 'bg-emerald-600',
  reminded: 'bg-slate-400',
};

/**
 * 'History': every change of the voucher, oldest first, each with what happened (a label per kind), the server's
 * words for why, and when in Dubai. The order is the time's, whatever order the events came in.
 */
export function VoucherHistory({ history }: { history: BookedItemEvent[] }) {
  const { t } = useTranslation('dashboard');
  if (history.length === 0) return null;
  const events = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section
      data-print-hide
      aria-labelledby="voucher-history-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="voucher-history-heading" className="text-lg font-bold text-slate-900">
        {t('aftersale.history.heading')}
      </h2>
      <ol className="mt-4">
        {events.map((event, index) => (
          <li key={`${event.kind}-${event.at}-${index}`} className="relative flex gap-4 pb-5 last:pb-0">
            {/* The line joining one event to the next. */}
            {index < events.length - 1 && (
              <span aria-hidden="true" className="absolute start-[5px] top-4 bottom-0 w-px bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full ring-4 ring-white ${DOTS[event.kind]}`}
            />
            <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">{t(`aftersale.history.kind.${event.kind}`)}</p>
                {event.cause && (
                  <p className="mt-0.5 text-sm text-slate-600 first-letter:uppercase">{causeOf(event, t)}</p>
                )}
              </div>
              <time dateTime={event.at} className="mt-0.5 block shrink-0 text-xs text-slate-500 tabular-nums sm:mt-0">
                {formatMoment(event.at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Why it happened, in the page's language: the server's key and figures worded by the catalogue (an amount, the days
 * of a move, a name); a cause recorded in words of its own is shown as it was written.
 */
function causeOf(event: BookedItemEvent, t: TFunction<'dashboard'>): string {
  if (!event.worded) return event.cause;
  const { key, values } = event.worded;
  const text = (name: string) => String(values[name] ?? '');
  return t(`aftersale.history.cause.${key}`, {
    amount: typeof values.amount === 'number' ? formatAed(values.amount) : '',
    from: values.from ? formatCalendarDay(text('from')) : '',
    to: values.to ? formatCalendarDay(text('to')) : '',
    name: isolate(text('name')),
  });
}
