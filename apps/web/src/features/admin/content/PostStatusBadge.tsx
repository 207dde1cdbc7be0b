import { useTranslation } from 'react-i18next';
import type { PostStatus } from '@weekends/shared/admin-content';

const TONES: Record<PostStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {t(`content.posts.statuses.${status}`)}
    </span>
  );
}
