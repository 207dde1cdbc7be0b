import { useTranslation } from 'react-i18next';
import '../i18n.ts';

const ICONS = {
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 1114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  type: 'M9 6V4.5A1.5 1.5 0 0110.5 3h3A1.5 1.5 0 0115 4.5V6m-11 0h16v12a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 18zm0 5h16',
} as const;

/** Where and how: the location and the employment type as a small labelled list. */
export function OpeningMeta({
  location,
  employmentType,
  tone = 'light',
}: {
  location: string;
  employmentType: string;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation('careers');
  const chip = tone === 'dark' ? 'bg-white/10 text-white ring-white/25' : 'bg-brand-50 text-brand-900 ring-brand-100';
  return (
    <dl className="flex flex-wrap gap-2">
      {(
        [
          ['location', location],
          ['type', employmentType],
        ] as const
      ).map(([key, value]) => (
        <div
          key={key}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ${chip}`}
        >
          <dt className="sr-only">{t(`opening.${key}`)}</dt>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={ICONS[key]} />
          </svg>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
