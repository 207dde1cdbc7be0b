import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHostDetail } from '@weekends/shared/admin-hosts';
import { formatAed, formatDubaiDayTime } from '../../../lib/format/index.ts';
import { CloseHostDialog } from './CloseHostDialog.tsx';

/**
 * The owner's 'Close business account' on a host's page: what closing does, what still stands in its way (guests'
 * vouchers, money owed, the same checks the server makes), the button once nothing does, and the date once closed.
 */
export function CloseHostCard({ host, onDone }: { host: AdminHostDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (host.closedAt)
    return (
      <p className="text-sm text-slate-800">
        {t('hostsAdmin.closure.closedText', { date: formatDubaiDayTime(host.closedAt) })}
      </p>
    );
  const blockers = [
    host.guestVouchers > 0 ? t('hostsAdmin.closure.guestsHolding', { count: host.guestVouchers }) : null,
    host.amountDue > 0 ? t('hostsAdmin.closure.owed', { amount: formatAed(host.amountDue) }) : null,
  ].filter((text): text is string => text !== null);
  return (
    <>
      <p className="text-sm text-slate-700">{t('hostsAdmin.closure.intro')}</p>
      {blockers.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {blockers.map((text) => (
            <li key={text} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm font-medium text-emerald-800">{t('hostsAdmin.closure.ready')}</p>
      )}
      <button
        ref={button}
        type="button"
        disabled={blockers.length > 0}
        onClick={() => setConfirming(true)}
        className="mt-4 inline-flex h-11 items-center justify-center rounded-full border border-red-700 px-6 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
      >
        {t('hostsAdmin.closure.close')}
      </button>
      {confirming && (
        <CloseHostDialog
          host={host}
          onClose={() => {
            setConfirming(false);
            button.current?.focus();
          }}
          onDone={(message) => {
            setConfirming(false);
            onDone(message);
          }}
        />
      )}
    </>
  );
}
