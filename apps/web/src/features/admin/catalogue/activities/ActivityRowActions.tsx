import { useTranslation } from 'react-i18next';
import type { AdminActivityRow } from '@weekends/shared/admin-activities';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useActivityAction } from './api.ts';
import type { Notice } from './notice.ts';

export type RowDialog = { kind: 'places' | 'feature' | 'edit'; row: AdminActivityRow };

export const actionButton =
  'inline-flex h-8 items-center rounded-lg border border-slate-300 bg-white px-2.5 text-xs font-semibold whitespace-nowrap text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50';

/**
 * A row's actions: the two switches act at once (each names the activity for screen readers); places, feature and
 * edit open their dialog.
 */
export function ActivityRowActions({
  row,
  onDialog,
  onNotice,
}: {
  row: AdminActivityRow;
  onDialog: (dialog: RowDialog) => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('admin');
  const action = useActivityAction();
  const toggle = (change: { isActive?: boolean; soldOut?: boolean }, done: string) =>
    action.mutate(
      { id: row.id, action: { kind: 'status', change } },
      {
        onSuccess: () => onNotice({ tone: 'success', text: done }),
        onError: (error) => onNotice({ tone: 'error', text: applyApiError(error) }),
      },
    );
  const named = (label: string) => `${label}: ${row.title}`;
  return (
    <div className="flex min-w-56 flex-wrap gap-1.5">
      <button
        type="button"
        className={actionButton}
        disabled={action.isPending}
        aria-label={named(row.isActive ? t('activities.deactivate') : t('activities.activate'))}
        onClick={() =>
          toggle(
            { isActive: !row.isActive },
            t(row.isActive ? 'activities.deactivated' : 'activities.activated', { title: row.title }),
          )
        }
      >
        {row.isActive ? t('activities.deactivate') : t('activities.activate')}
      </button>
      <button
        type="button"
        className={actionButton}
        disabled={action.isPending}
        aria-label={named(row.soldOut ? t('activities.backOnSale') : t('activities.markSoldOut'))}
        onClick={() =>
          toggle(
            { soldOut: !row.soldOut },
            t(row.soldOut ? 'activities.nowOnSale' : 'activities.nowSoldOut', { title: row.title }),
          )
        }
      >
        {row.soldOut ? t('activities.backOnSale') : t('activities.markSoldOut')}
      </button>
      {(['places', 'feature', 'edit'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={actionButton}
          aria-label={named(t(`activities.${kind}Action`))}
          onClick={() => onDialog({ kind, row })}
        >
          {t(`activities.${kind}Action`)}
        </button>
      ))}
    </div>
  );
}
