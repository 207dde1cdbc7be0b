import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { areaOf, useMayUse } from '../shell/access.ts';
import { approvalCountsQuery } from '../api.ts';
import { HostApprovals } from './HostApprovals.tsx';
import { ListingApprovals } from './ListingApprovals.tsx';
import { ReviewApprovals } from './ReviewApprovals.tsx';
import type { Notice } from './notice.ts';

const TABS = ['hosts', 'listings', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => (TABS as readonly (string | undefined)[]).includes(value);

/** A tab's count: what waits, once known (one small request, refreshed after each decision). */
function useCounts(): Partial<Record<Tab, number>> {
  return useQuery(approvalCountsQuery).data ?? {};
}

/**
 * /admin/approvals/:tab: host applications, listing submissions and reviews waiting for the provider,
 * each tab with its count. The tab is the address, so each has its own link and Back works; after a decision the
 * queue refreshes and a message says what happened.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('admin');
  const { tab } = useParams();
  const counts = useCounts();
  // The message belongs to the tab it was made on.
  const [notice, setNotice] = useState<(Notice & { tab: Tab }) | null>(null);
  usePageMeta(t('approvals.title'));
  // Only the tabs the member's role may use (the layout explains a tab it may not).
  const mayUse = useMayUse();
  const tabs = TABS.filter((id) => mayUse(areaOf(`/admin/approvals/${id}`)!));

  if (!isTab(tab)) return <Navigate to={`/admin/approvals/${tabs[0] ?? 'hosts'}`} replace />;
  const onNotice = (next: Notice) => setNotice({ ...next, tab });

  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('approvals.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('approvals.intro')}</p>

      <nav aria-label={t('approvals.tabsLabel')} className="mt-6 border-b border-slate-200">
        <ul className="relative -mb-px flex gap-1 overflow-x-auto">
          {tabs.map((id) => {
            const active = id === tab;
            const count = counts[id];
            return (
              <li key={id} className="shrink-0">
                <Link
                  to={`/admin/approvals/${id}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setNotice(null)}
                  className={`inline-flex min-h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4 ${
                    active
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`}
                >
                  {t(`approvals.tabs.${id}`)}
                  {count !== undefined && (
                    <span
                      className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-bold tabular-nums ${count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-600'}`}
                    >
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">{t('approvals.count', { count })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {notice?.tab === tab && (
        <div className="mt-5">
          <FormAlert key={notice.text} tone={notice.tone}>
            {notice.text}
          </FormAlert>
        </div>
      )}

      <div className="mt-6">
        {tab === 'hosts' ? (
          <HostApprovals onNotice={onNotice} />
        ) : tab === 'listings' ? (
          <ListingApprovals onNotice={onNotice} />
        ) : (
          <ReviewApprovals onNotice={onNotice} />
        )}
      </div>
    </div>
  );
}
