import '../i18n.ts';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_TABS, type ContentTab } from '@weekends/shared/admin-content';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { SectionTabs } from '../components/SectionTabs.tsx';
import { OpeningEditor } from './OpeningEditor.tsx';
import { OpeningsTab } from './OpeningsTab.tsx';
import { PostEditor } from './PostEditor.tsx';
import { PostsTab } from './PostsTab.tsx';

const isTab = (value: string | undefined): value is ContentTab =>
  (CONTENT_TABS as readonly (string | undefined)[]).includes(value);

/**
 * /admin/content/:tab and /admin/content/:tab/:id: blog posts and career openings, each list with its editor (an id,
 * or 'new'). Markdown previews as the public page renders it.
 */
export function ContentPage() {
  const { t } = useTranslation('admin');
  const { tab, id } = useParams();
  usePageMeta(t('content.title'));
  if (!isTab(tab)) return <Navigate to="/admin/content/posts" replace />;
  const editing = id === undefined ? undefined : id === 'new' ? null : Number(id);
  if (editing !== undefined && editing !== null && !(Number.isInteger(editing) && editing > 0))
    return <Navigate to={`/admin/content/${tab}`} replace />;
  return (
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('content.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('content.intro')}</p>
      <SectionTabs
        label={t('content.tabsLabel')}
        tabs={CONTENT_TABS}
        current={tab}
        to={(next) => `/admin/content/${next}`}
        name={(next) => t(`content.tabs.${next}`)}
      />
      <div className="mt-6">
        {editing === undefined ? (
          tab === 'posts' ? (
            <PostsTab />
          ) : (
            <OpeningsTab />
          )
        ) : tab === 'posts' ? (
          <PostEditor id={editing} />
        ) : (
          <OpeningEditor id={editing} />
        )}
      </div>
    </div>
  );
}
