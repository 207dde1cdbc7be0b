import { useTranslation } from 'react-i18next';
import type { Manifest } from '@weekends/shared';
import { orderNo } from './orderNo.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** A phone's screen gets a card per guest; the table stays for wider screens and for printing from any screen. */
function GuestCards({ manifest }: { manifest: Manifest }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="md:hidden print:hidden">
      <ul className="space-y-3">
        {manifest.guests.map((guest) => (
          <li key={guest.bookedItemId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-slate-900">
                <bdi>{guest.customerName}</bdi>{' '}
                <span translate="no" dir="ltr" className="text-xs font-normal text-slate-500">
                  {orderNo(guest)}
                </span>
              </p>
              <StatusBadge status={guest.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t('sales.manifest.voucher')}
                </dt>
                <dd translate="no" dir="ltr" className="mt-0.5 font-mono font-semibold tracking-widest text-slate-900">
                  {guest.voucherCode}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t('sales.manifest.quantity')}
                </dt>
                <dd className="mt-0.5 text-slate-900">
                  {guest.priceOptionDescription
                    ? `${guest.priceOptionDescription} × ${guest.quantity}`
                    : guest.quantity}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t('sales.manifest.phone')}
                </dt>
                <dd className="mt-0.5">
                  <Phone number={guest.phoneNumber} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-900">
        {t('sales.manifest.total')}: {manifest.totalQuantity} ·{' '}
        {t('sales.manifest.totalGuests', { count: manifest.guests.length })}
      </p>
    </div>
  );
}

function Phone({ number }: { number: string | null }) {
  if (!number) return <span className="text-slate-400">—</span>;
  return (
    <a href={`tel:${number.replace(/\s+/g, '')}`} dir="ltr" className="text-brand-800 hover:underline">
      {number}
    </a>
  );
}

/** A day's guests: the table the door prints, and cards on a phone's screen. */
export function GuestTable({ manifest }: { manifest: Manifest }) {
  return (
    <>
      <GuestCards manifest={manifest} />
      <GuestRows manifest={manifest} />
    </>
  );
}

function GuestRows({ manifest }: { manifest: Manifest }) {
  const { t } = useTranslation('vendor');
  const th = 'px-3 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase';
  const td = 'px-3 py-3 align-top';
  return (
    <div
      data-scroll
      className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block print:block"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('sales.manifest.name')}
            </th>
            <th scope="col" className={th}>
              {t('sales.manifest.phone')}
            </th>
            <th scope="col" className={th}>
              {t('sales.manifest.option')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('sales.manifest.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('sales.manifest.voucher')}
            </th>
            <th scope="col" className={th}>
              {t('sales.manifest.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {manifest.guests.map((guest) => (
            <tr key={guest.bookedItemId}>
              <th scope="row" className={`${td} text-start font-semibold text-slate-900`}>
                <bdi>{guest.customerName}</bdi>
                <span className="block text-xs font-normal text-slate-500">
                  <span translate="no" dir="ltr">
                    {orderNo(guest)}
                  </span>
                </span>
              </th>
              <td className={`${td} whitespace-nowrap`}>
                <Phone number={guest.phoneNumber} />
              </td>
              <td className={`${td} text-slate-700`}>{guest.priceOptionDescription ?? '—'}</td>
              <td className={`${td} text-end font-semibold tabular-nums`}>{guest.quantity}</td>
              <td className={`${td} font-mono font-semibold tracking-widest whitespace-nowrap text-slate-900`}>
                <span translate="no" dir="ltr">
                  {guest.voucherCode}
                </span>
              </td>
              <td className={td}>
                <StatusBadge status={guest.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50">
          <tr>
            <th scope="row" colSpan={3} className={`${td} text-start font-semibold text-slate-900`}>
              {t('sales.manifest.total')}
            </th>
            <td className={`${td} text-end font-bold tabular-nums`}>{manifest.totalQuantity}</td>
            <td colSpan={2} className={`${td} text-slate-600`}>
              {t('sales.manifest.totalGuests', { count: manifest.guests.length })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
