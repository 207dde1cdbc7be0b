import { useTranslation } from 'react-i18next';
import type { AdminHostStatus } from '@weekends/shared/admin-hosts';

const tones: Record<string, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  active: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-slate-200 text-slate-700',
  suspended: 'bg-red-100 text-red-800',
  closed: 'bg-slate-800 text-white',
};

/** A host's or an account's state as a small coloured label (the words say it too, never the colour alone). */
export function StatusBadge({ status }: { status: AdminHostStatus | 'active' }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}>
      {t(`hostsAdmin.status.${status}`)}
    </span>
  );
}
