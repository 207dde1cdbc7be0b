import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminHostApplication } from '@weekends/shared/approvals';
import { LoadError } from '../../../components/LoadError.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { CatalogueText } from '../../../components/CatalogueText.tsx';
import { formatDubaiDayTime, isolate } from '../../../lib/format/index.ts';
import { pendingHostsQuery, useHostDecision } from '../api.ts';
import { DecisionBar } from './DecisionBar.tsx';
import { HostApplicationDetail } from './HostApplicationDetail.tsx';
import { BackToList, QueueEmpty, QueueSkeleton, SelectHint } from './QueueStates.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import type { Notice } from './notice.ts';
import { useSelection } from './useSelection.ts';

/**
 * Host applications waiting, oldest first: a list, and beside it (or instead of it, on a phone) the chosen one with
 * every field and the licence, to approve or reject with a reason.
 */
export function HostApprovals({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin');
  const query = useQuery(pendingHostsQuery);
  const decide = useHostDecision();
  const [selectedId, select] = useSelection();
  const [rejecting, setRejecting] = useState<AdminHostApplication | null>(null);

  if (query.isPending) return <QueueSkeleton />;
  if (query.isError)
    return <LoadError title={t('approvals.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data;
  if (list.length === 0) return <QueueEmpty title={t('hosts.emptyTitle')} body={t('hosts.emptyBody')} />;
  const selected = list.find((a) => a.id === selectedId) ?? null;

  const decided = (application: AdminHostApplication, key: 'approved' | 'rejected') => {
    onNotice({
      tone: 'success',
      text: t(`hosts.${key}`, { name: isolate(application.business.name), email: application.contact.email }),
    });
    select(null);
  };
  const approve = async (application: AdminHostApplication) => {
    try {
      await decide.mutateAsync({ id: application.id, decision: { kind: 'approve' } });
      decided(application, 'approved');
    } catch (error) {
      onNotice({ tone: 'error', text: t('approvals.failed', { message: applyApiError(error) }) });
    }
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <ul aria-label={t('hosts.listLabel')} className={`space-y-2 ${selected ? 'hidden lg:block' : ''}`}>
        {list.map((application) => {
          const active = application.id === selected?.id;
          return (
            <li key={application.id}>
              <button
                type="button"
                onClick={() => select(application.id)}
                aria-current={active ? 'true' : undefined}
                className={`w-full rounded-xl border bg-white px-4 py-3 text-start transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  active
                    ? 'border-brand-600 shadow-[inset_3px_0_0_var(--color-brand-600)]'
                    : 'border-slate-200 hover:border-brand-300'
                }`}
              >
                <span className="line-clamp-2 font-semibold text-slate-900">
                  <bdi>{application.business.name}</bdi>
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">
                  <bdi>
                    {application.contact.firstName} {application.contact.lastName}
                  </bdi>
                  {application.business.city && (
                    <>
                      {' · '}
                      <CatalogueText text={application.business.city.name} />
                    </>
                  )}
                </span>
                <span className="mt-1 block text-xs text-slate-500">
                  {t('approvals.submitted', { date: formatDubaiDayTime(application.submittedAt) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="min-w-0">
        {selected ? (
          <>
            <BackToList onBack={() => select(null)} />
            <HostApplicationDetail
              application={selected}
              actions={
                <DecisionBar
                  pending={decide.isPending}
                  onApprove={() => void approve(selected)}
                  onReject={() => setRejecting(selected)}
                />
              }
            />
          </>
        ) : (
          <SelectHint />
        )}
      </div>

      {rejecting && (
        <RejectDialog
          title={t('reject.titleHost')}
          description={t('reject.descriptionHost', { name: isolate(rejecting.business.name) })}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            await decide.mutateAsync({ id: rejecting.id, decision: { kind: 'reject', reason } });
            setRejecting(null);
            decided(rejecting, 'rejected');
          }}
        />
      )}
    </div>
  );
}
