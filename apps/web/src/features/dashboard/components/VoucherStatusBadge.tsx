import { useTranslation } from 'react-i18next';
import type { BookedItem } from '@weekends/shared';

const TONES: Record<BookedItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** Pending (not redeemed yet), Verified (the host redeemed it) or Cancelled (refunded). */
export function VoucherStatusBadge({ status }: { status: BookedItem['status'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[status]}`}>
      {t(`bookings.status.${status}`)}
    </span>
  );
}
