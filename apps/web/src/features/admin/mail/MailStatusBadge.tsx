import { useTranslation } from 'react-i18next';
import type { MailStatus } from '@weekends/shared/admin-mail';

const TONES: Record<MailStatus, string> = {
  sent: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {t(`mail.statuses.${status}`)}
    </span>
  );
}
