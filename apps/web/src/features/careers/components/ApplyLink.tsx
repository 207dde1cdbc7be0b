import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

const TONES = {
  brand: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  light: 'bg-white text-slate-900 hover:bg-brand-50 focus-visible:outline-white',
} as const;

/** 'Apply Now': the way from a posting to its application form. */
export function ApplyLink({
  slug,
  tone = 'brand',
  className = '',
}: {
  slug: string;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const { t } = useTranslation('careers');
  return (
    <Link
      to={`/career-form/${encodeURIComponent(slug)}`}
      className={`inline-flex h-12 items-center justify-center rounded-full px-8 text-sm font-semibold tracking-wide shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 ${TONES[tone]} ${className}`}
    >
      {t('detail.apply')}
    </Link>
  );
}
