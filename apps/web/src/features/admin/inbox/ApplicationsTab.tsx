import { useTranslation } from 'react-i18next';
import { applicationsQuery, resumeUrl } from './api.ts';
import { LongText } from './HandledCell.tsx';
import { InboxList } from './InboxList.tsx';
import { CatalogueText } from '../../../components/CatalogueText.tsx';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Career applications with the cover letter and the résumé (downloaded from private storage, admins only). */
export function ApplicationsTab() {
  const { t } = useTranslation('admin');
  return (
    <InboxList
      list="applications"
      rows={applicationsQuery}
      placeholder={t('inbox.applications.searchPlaceholder')}
      lead={{
        key: 'opening',
        header: t('inbox.applications.opening'),
        cell: (row) => <CatalogueText text={row.opening.title} className="font-semibold text-slate-900" />,
      }}
      columns={[
        {
          key: 'coverLetter',
          header: t('inbox.applications.coverLetter'),
          cell: (row) => <LongText text={row.coverLetter} more={t('inbox.more')} />,
        },
        {
          key: 'resume',
          header: t('inbox.applications.resume'),
          cell: (row) => (
            <a
              href={resumeUrl(row.id)}
              download={row.resume.fileName}
              className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('inbox.applications.download', { size: kilobytes(row.resume.size) })}
              <span className="sr-only">: {row.resume.fileName}</span>
            </a>
          ),
        },
      ]}
    />
  );
}
