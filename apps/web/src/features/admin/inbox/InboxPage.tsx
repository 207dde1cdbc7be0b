import '../i18n.ts';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_TABS, type InboxTab } from '@weekends/shared/admin-inbox';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { SectionTabs } from '../components/SectionTabs.tsx';
import { ApplicationsTab } from './ApplicationsTab.tsx';
import { InterestTab } from './InterestTab.tsx';
import { MessagesTab } from './MessagesTab.tsx';
import { NominationsTab } from './NominationsTab.tsx';
import { SubscribersTab } from './SubscribersTab.tsx';

const isTab = (value: string | undefined): value is InboxTab =>
  (INBOX_TABS as readonly (string | undefined)[]).includes(value);

/**
 * /admin/inbox/:tab: what visitors sent through the forms. Interest requests per activity (with 'Tell them' once it
 * is on sale), contact messages of every kind, career applications with the résumé, nominations, and newsletter
 * subscribers with their CSV. Every list pages, sorts and searches on the server.
 */
export function InboxPage() {
  const { t } = useTranslation('admin');
  const { tab } = useParams();
  usePageMeta(t('inbox.title'));
  if (!isTab(tab)) return <Navigate to="/admin/inbox/interest" replace />;
  const Tab = {
    interest: InterestTab,
    messages: MessagesTab,
    applications: ApplicationsTab,
    nominations: NominationsTab,
    subscribers: SubscribersTab,
  }[tab];
  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('inbox.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('inbox.intro')}</p>
      <SectionTabs
        label={t('inbox.tabsLabel')}
        tabs={INBOX_TABS}
        current={tab}
        to={(id) => `/admin/inbox/${id}`}
        name={(id) => t(`inbox.tabs.${id}`)}
      />
      <div className="mt-6">
        {/* Keyed by tab: each list starts from its own search box. */}
        <Tab key={tab} />
      </div>
    </div>
  );
}
