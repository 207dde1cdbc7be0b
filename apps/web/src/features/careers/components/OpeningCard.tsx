import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CareerOpeningCard } from '@weekends/shared/careers';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { OpeningMeta } from './OpeningMeta.tsx';
import '../i18n.ts';

/** One open position in the list: title, where and how, the summary and the way to the details. */
export function OpeningCard({ opening }: { opening: CareerOpeningCard }) {
  const { t } = useTranslation('careers');
  const href = `/career-detail/${encodeURIComponent(opening.slug)}`;
  return (
    <article className="group relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600/50 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 sm:flex-row sm:items-center sm:gap-8 sm:p-6">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold text-slate-900 sm:text-xl">
          {/* The whole card is the link's target area; the heading names it. */}
          <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {opening.title}
          </Link>
        </h3>
        <div className="mt-3">
          <OpeningMeta location={opening.location} employmentType={opening.employmentType} />
        </div>
        <p className="mt-3 leading-relaxed text-slate-600">{opening.summary}</p>
        <p className="mt-3 text-xs text-slate-500">{t('opening.posted', { date: formatDubaiDay(opening.postedAt) })}</p>
      </div>
      <span
        aria-hidden="true"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition group-hover:bg-brand-700 group-hover:text-white sm:self-center"
      >
        {t('list.details')}
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M7.5 4.5L13 10l-5.5 5.5" />
        </svg>
      </span>
    </article>
  );
}
