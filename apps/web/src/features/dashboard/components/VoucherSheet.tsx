import './voucher-print.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherDetail } from '@weekends/shared';
import { LogoMark } from '../../../components/LogoMark.tsx';
import { TestModeBadge } from '../../../components/TestModeBadge.tsx';
import { formatCalendarDay, isolate } from '../../../lib/format/index.ts';
import { mapsSearchUrl } from '../../../lib/mapsLink.ts';
import { VoucherStatusBadge } from './VoucherStatusBadge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The voucher itself, to show the host from a phone or to print: the code large, its QR code, what and when, where
 * (with a map link) and how to redeem. Prints on its own, black on white (voucher-print.css).
 */
export function VoucherSheet({ voucher }: { voucher: VoucherDetail }) {
  const { t } = useTranslation('dashboard');
  const { activity } = voucher;
  const cancelled = voucher.status === 'cancelled';
  return (
    <article
      data-voucher-sheet
      aria-labelledby="voucher-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 bg-brand-800 px-5 py-3 text-white">
        <span className="inline-flex items-center gap-2 text-base font-extrabold tracking-tight">
          <LogoMark size={26} />
          {t('voucher.brand')}
        </span>
        <span className="text-xs font-bold tracking-widest uppercase">{t('voucher.kind')}</span>
      </div>

      <div className="px-5 pt-5 sm:px-7">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 id="voucher-title" className="text-xl leading-snug font-bold text-slate-900 sm:text-2xl">
            {voucher.title}
          </h1>
          <span className="inline-flex flex-wrap items-center gap-2">
            <TestModeBadge />
            <VoucherStatusBadge status={voucher.status} />
          </span>
        </div>
        {/* A pass's voucher is for one of its experiences: the host at the door reads which. */}
        {voucher.itemType === 1 && (
          <p className="mt-1 text-base font-semibold text-slate-800">
            {t('bookings.passExperience', { title: activity.title })}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">{t('voucher.for', { name: isolate(voucher.customerName) })}</p>
        {voucher.giftFrom && (
          <figure className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
            <figcaption className="text-sm font-semibold text-amber-900">
              {t('voucher.giftFrom', { name: isolate(voucher.giftFrom.name) })}
            </figcaption>
            {voucher.giftFrom.message && (
              <blockquote dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-800 italic">
                {voucher.giftFrom.message}
              </blockquote>
            )}
          </figure>
        )}
      </div>

      <div className="mx-5 mt-5 flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-slate-300 p-5 text-center sm:mx-7">
        <p className="text-xs font-semibold tracking-widest text-slate-500 uppercase">{t('voucher.code')}</p>
        {/* A cancelled voucher keeps its code for reference, struck through, so nobody mistakes it for a ticket. */}
        <p
          className={`font-mono text-3xl font-bold tracking-[0.2em] break-all sm:text-4xl ${cancelled ? 'text-slate-400 line-through' : 'text-slate-900'}`}
          data-testid="voucher-code"
          translate="no"
          dir="ltr"
        >
          {voucher.otp}
        </p>
        <img
          src={voucher.qrCode}
          alt={t('voucher.qr', { code: voucher.otp })}
          width={192}
          height={192}
          className={`h-48 w-48 bg-white ${cancelled ? 'opacity-25' : ''}`}
        />
        <p className={`text-sm ${cancelled ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {cancelled ? t('voucher.cancelledNote') : t('voucher.showHost')}
        </p>
      </div>

      <dl className="mx-5 mt-3 divide-y divide-slate-100 pb-5 sm:mx-7">
        {voucher.date ? (
          <Row label={t('voucher.date')}>
            <time dateTime={voucher.date}>{formatCalendarDay(voucher.date)}</time>
          </Row>
        ) : (
          voucher.validUntil && (
            <Row label={t('voucher.validUntil')}>
              <time dateTime={voucher.validUntil}>{formatCalendarDay(voucher.validUntil)}</time>
            </Row>
          )
        )}
        <Row label={t('voucher.quantity')}>
          {voucher.description
            ? t('voucher.option', { description: voucher.description, quantity: voucher.quantity })
            : voucher.quantity}
        </Row>
        {activity.address && (
          <Row label={t('voucher.where')}>
            <span className="block">{activity.address}</span>
            {activity.latitude !== null && activity.longitude !== null && (
              <a
                href={mapsSearchUrl(activity.latitude, activity.longitude)}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex min-h-8 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('voucher.map')}
              </a>
            )}
          </Row>
        )}
        {voucher.address && (
          <Row label={t('voucher.deliveryAddress')}>
            <span dir="auto">{voucher.address}</span>
          </Row>
        )}
        {voucher.orderNumber && (
          <Row label={t('voucher.orderNumber')}>
            <span className="font-mono" translate="no" dir="ltr">
              {voucher.orderNumber}
            </span>
          </Row>
        )}
        <Row label={t('voucher.bookingId')}>#{voucher.bookingId}</Row>
        {activity.howToRedeem && (
          <Row label={t('voucher.howToRedeem')}>
            <span className="whitespace-pre-line">{activity.howToRedeem}</span>
          </Row>
        )}
      </dl>
    </article>
  );
}
