import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPostDetail } from '@weekends/shared/admin-content';
import { inputClass } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePublishPost } from './api.ts';
import { fromDubaiInput, toDubaiInput } from './dubaiDateTime.ts';
import { PostStatusBadge } from './PostStatusBadge.tsx';

/** The post's status, and publishing from a Dubai date and time (a future one schedules it), or taking it down. */
export function PublishPanel({ post }: { post: AdminPostDetail }) {
  const { t } = useTranslation('admin');
  const publish = usePublishPost();
  const [when, setWhen] = useState(() => toDubaiInput(post.status === 'draft' ? new Date() : post.publishedAt));
  const [alert, setAlert] = useState('');
  const at = fromDubaiInput(when);

  const run = async (publishedAt: string | null) => {
    setAlert('');
    try {
      await publish.mutateAsync({ id: post.id, publishedAt });
    } catch (error) {
      setAlert(applyApiError(error));
    }
  };

  return (
    <section
      aria-label={t('content.posts.publishing')}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <p className="text-xs font-semibold text-slate-500">{t('content.posts.status')}</p>
        <p className="mt-1 flex items-center gap-2">
          <PostStatusBadge status={post.status} />
          {post.status !== 'draft' && (
            <span className="text-sm text-slate-700">{formatDubaiDayTime(post.publishedAt)}</span>
          )}
        </p>
      </div>
      <label className="w-56">
        <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('content.posts.publishAt')}</span>
        <input
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          className={`${inputClass} border-slate-300`}
        />
      </label>
      <button
        type="button"
        disabled={!at || publish.isPending}
        onClick={() => run(at)}
        className="h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {at && new Date(at) > new Date() ? t('content.posts.schedule') : t('content.posts.publish')}
      </button>
      {post.status !== 'draft' && (
        <button
          type="button"
          disabled={publish.isPending}
          onClick={() => run(null)}
          className="h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t('content.posts.unpublish')}
        </button>
      )}
      <p className="basis-full text-xs text-slate-500">{t('content.posts.dubaiTime')}</p>
      {alert && (
        <div className="basis-full">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
    </section>
  );
}
