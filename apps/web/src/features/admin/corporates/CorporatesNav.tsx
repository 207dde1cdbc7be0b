import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../components/SectionTabs.tsx';

const PAGES = ['corporates', 'invoices'] as const;

/** The Corporates section's pages as tabs under the title: the corporates, and the invoices for their awards. */
export function CorporatesNav({ current }: { current: (typeof PAGES)[number] }) {
  const { t } = useTranslation('admin');
  return (
    <SectionTabs
      label={t('corporates.nav.label')}
      tabs={PAGES}
      current={current}
      to={(page) => (page === 'corporates' ? '/admin/corporates' : '/admin/corporate-invoices')}
      name={(page) => t(`corporates.nav.${page}`)}
    />
  );
}
