import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '@weekends/shared/checkout';
import { TestModeBadge } from '../../../components/TestModeBadge.tsx';
import { formatAed, formatCalendarDay } from '../../../lib/format/index.ts';
import { mapsSearchUrl } from '../../../lib/mapsLink.ts';
import { orderFileUrl } from '../api.ts';

/**
 * One booked experience of the order: photo, title, its day (or until when the voucher is valid), the option and
 * quantity, where it happens, and the voucher: its code large in a monospace face beside its QR code, for the host
 * to scan. A voucher the customer gave away shows as given instead: its code is void (the receiver has a new one).
 */
export function OrderItemCard({ item, token }: { item: OrderItem; token: string | null }) {
  const { t } = useTranslation('order');
  const { activity, voucher } = item;
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex gap-4 p-5">
        {activity.image ? (
          <img
            src={activity.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-20 w-20 shrink-0 rounded-xl bg-slate-100 object-cover sm:h-24 sm:w-32"
          />
        ) : (
          <span
            aria-hidden="true"
            className="h-20 w-20 shrink-0 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 sm:h-24 sm:w-32"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={`/activity/${activity.slug}`}
              className="rounded hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {item.title}
            </Link>
          </h3>
          {/* A pass books several experiences; each of its items is one of them. */}
          {item.itemType === 1 && (
            <p className="mt-0.5 text-sm font-medium text-slate-700">
              {t('passExperience', { title: activity.title })}
            </p>
          )}
          <p className="mt-0.5 text-sm text-slate-600">
            {item.date ? (
              <time dateTime={item.date}>{formatCalendarDay(item.date)}</time>
            ) : (
              item.validUntil && t('validUntil', { date: formatCalendarDay(item.validUntil) })
            )}
          </p>
          <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-slate-700">
            <span>{t('option', { description: item.description, quantity: item.quantity })}</span>
            <span className="font-semibold tabular-nums">{formatAed(item.total)}</span>
          </p>
          {activity.address && (
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-medium text-slate-700">{t('meetingPoint')}: </span>
              {activity.latitude !== null && activity.longitude !== null ? (
                <a
                  href={mapsSearchUrl(activity.latitude, activity.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {activity.address}
                </a>
              ) : (
                activity.address
              )}
            </p>
          )}
        </div>
      </div>
      {voucher?.status === 'gifted' && (
        <div className="border-t border-dashed border-slate-300 bg-slate-50 p-5">
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('voucherStatus.gifted')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('voucherGifted')}</p>
        </div>
      )}
      {voucher && voucher.status !== 'gifted' && (
        <div className="flex flex-col items-center gap-4 border-t border-dashed border-slate-300 bg-slate-50 p-5 sm:flex-row sm:justify-between">
          <div className="text-center sm:text-start">
            <p className="flex items-center justify-center gap-2 sm:justify-start">
              <span className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('voucher')}</span>
              <TestModeBadge />
            </p>
            {/* A code, not words: never translated, always read left to right. */}
            <p
              translate="no"
              dir="ltr"
              className="mt-1 font-mono text-2xl font-bold tracking-[0.2em] break-all text-slate-900 sm:text-3xl"
            >
              {voucher.code}
            </p>
            <p className="mt-1 text-xs text-slate-500">{t('voucherHint')}</p>
          </div>
          <img
            src={orderFileUrl(`/booked-items/${voucher.bookedItemId}/qr.svg`, token)}
            alt={t('qr', { code: voucher.code })}
            width={128}
            height={128}
            className="h-32 w-32 shrink-0 rounded-lg border border-slate-200 bg-white p-1.5"
          />
        </div>
      )}
    </li>
  );
}
