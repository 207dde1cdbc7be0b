import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@weekends/shared/admin-commerce';
import { Badge } from './parts.tsx';

const TONES = {
  paid: 'good',
  awaiting_payment: 'waiting',
  refund_pending: 'waiting',
  refunded: 'bad',
  expired: 'off',
  cancelled: 'off',
  declined: 'bad',
} as const;

export function OrderStatus({ status }: { status: AdminOrderRow['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONES[status]}>{t(`commerce.orderStatus.${status}`)}</Badge>;
}
