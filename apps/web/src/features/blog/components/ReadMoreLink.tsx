import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from './icons.tsx';

/**
 * 'Read more..' (the earlier site's words, kept exactly), named with the post's title for screen readers, which list
 * links out of context.
 */
export function ReadMoreLink({ slug, title, className = '' }: { slug: string; title: string; className?: string }) {
  const { t } = useTranslation('blog');
  return (
    <Link
      to={`/blog-detail/${slug}`}
      aria-label={t('list.readMoreLabel', { title })}
      className={`group/more inline-flex items-center gap-1.5 rounded-full font-semibold text-brand-700 transition hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {t('list.readMore')}
      <ArrowIcon className="transition group-hover/more:translate-x-0.5" />
    </Link>
  );
}
