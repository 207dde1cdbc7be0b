import { useTranslation } from 'react-i18next';
import { dubaiIsoDay, formatCount, formatDubaiDay } from '../../../lib/format/index.ts';
import { CalendarIcon, ClockIcon, EyeIcon } from './icons.tsx';

/** A post's date (D MMM YYYY in Dubai), reading time and, where asked, its view count. */
export function PostMeta({
  publishedAt,
  readingTime,
  views,
  className = '',
}: {
  publishedAt: string;
  readingTime: number;
  views?: number;
  className?: string;
}) {
  const { t } = useTranslation('blog');
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarIcon className="text-slate-400" />
        <time dateTime={dubaiIsoDay(publishedAt)}>{formatDubaiDay(publishedAt)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <ClockIcon className="text-slate-400" />
        {t('post.readingTime', { count: readingTime })}
      </li>
      {views !== undefined && (
        <li className="inline-flex items-center gap-1.5" data-testid="post-views">
          <EyeIcon className="text-slate-400" />
          {t('post.views', { count: views, formatted: formatCount(views) })}
        </li>
      )}
    </ul>
  );
}
