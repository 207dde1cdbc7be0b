import { useTranslation } from 'react-i18next';
import type { HostBookedItem } from '@weekends/shared';

const TONES: Record<HostBookedItem['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A booked item's status as a host reads it: Pending until the voucher is verified. */
export function StatusBadge({ status }: { status: HostBookedItem['status'] }) {
  const { t } = useTranslation('vendor');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>
      {t(`sales.status.${status}`)}
    </span>
  );
}
