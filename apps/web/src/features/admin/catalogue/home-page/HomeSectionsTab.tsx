import '../../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminHomeSection } from '@weekends/shared/admin-home';
import { TRENDING_SECTION_SLUG } from '@weekends/shared/constants';
import { CatalogueText, inReaderLanguage, Literal } from '../../../../components/CatalogueText.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SuccessNotice } from '../../components/SuccessNotice.tsx';
import { ScrollRegion } from '../../../../components/ScrollRegion.tsx';
import { ActiveBadge, ArabicBadge, dangerTextButton, smallButton } from '../parts.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { TabIntro } from './TabIntro.tsx';
import { sectionsQuery } from './api.ts';
import { SectionActivities } from './SectionActivities.tsx';
import { SectionDialog } from './SectionDialog.tsx';
import { api } from '../../../../lib/api.ts';
import { isolate } from '../../../../lib/format/index.ts';

/**
 * Catalogue > Home sections: the home page's blocks of activities in their order, and (for the one chosen, kept in
 * the address as ?section=) its activities. Trending is a section too: what it holds trends first.
 */
export function HomeSectionsTab() {
  const { t, i18n } = useTranslation('admin');
  const sections = useQuery(sectionsQuery);
  const nameOf = (section: AdminHomeSection) => inReaderLanguage(section.name, section.nameAr, i18n.language);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<AdminHomeSection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminHomeSection | null>(null);
  const [notice, setNotice] = useState('');
  const list = sections.data ?? [];
  const chosen = list.find((s) => String(s.id) === params.get('section')) ?? null;
  const choose = (id: number) => setParams({ section: String(id) }, { replace: true });

  return (
    <div>
      <TabIntro intro={t('homePage.sections.intro')} add={t('homePage.sections.add')} onAdd={() => setEditing('new')} />
      <SuccessNotice text={notice} gap="mt-4" />
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ScrollRegion label={t('homePage.sections.tableLabel')} className="rounded-xl border border-slate-200 bg-white">
          {sections.error ? (
            <div className="p-4">
              <FormAlert>{t('table.error')}</FormAlert>
            </div>
          ) : (
            <table className="w-full min-w-[28rem] text-sm" aria-label={t('homePage.sections.tableLabel')}>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start">
                    {t('homePage.sections.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end">
                    {t('homePage.sections.count')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start">
                    {t('homePage.sections.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((section) => (
                  <tr key={section.id} className={chosen?.id === section.id ? 'bg-brand-50/60' : undefined}>
                    <td className="px-4 py-3">
                      <button
                        type="button"
                        className="text-start font-semibold text-slate-900 hover:underline"
                        aria-current={chosen?.id === section.id ? 'true' : undefined}
                        onClick={() => choose(section.id)}
                      >
                        <CatalogueText text={section.name} arabic={section.nameAr} />
                      </button>
                      <span className="block text-xs text-slate-600">
                        <Literal>/sections/{section.slug}</Literal> ·{' '}
                        {t('homePage.positionIs', { position: section.position })}
                      </span>
                      <span className="mt-1 flex flex-wrap gap-1.5">
                        <ActiveBadge active={section.isActive} />
                        <ArabicBadge count={section.missingArabic.length} />
                      </span>
                    </td>
                    <td className="px-4 py-3 text-end tabular-nums">{section.activityCount}</td>
                    <td className="px-4 py-3">
                      <span className="flex flex-wrap gap-1.5">
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={`${t('homePage.sections.activities')}: ${nameOf(section)}`}
                          onClick={() => choose(section.id)}
                        >
                          {t('homePage.sections.activities')}
                        </button>
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={`${t('homePage.edit')}: ${nameOf(section)}`}
                          onClick={() => setEditing(section)}
                        >
                          {t('homePage.edit')}
                        </button>
                        {section.slug !== TRENDING_SECTION_SLUG && (
                          <button
                            type="button"
                            className={dangerTextButton}
                            aria-label={`${t('homePage.delete')}: ${nameOf(section)}`}
                            onClick={() => setDeleting(section)}
                          >
                            {t('homePage.delete')}
                          </button>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {sections.isPending && <p className="p-4 text-sm text-slate-600">{t('table.loading')}</p>}
          {sections.data && list.length === 0 && (
            <p className="p-4 text-sm text-slate-600">{t('homePage.sections.empty')}</p>
          )}
        </ScrollRegion>
        <div>
          {chosen ? (
            <SectionActivities key={chosen.id} section={chosen} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              {t('homePage.sections.choose')}
            </p>
          )}
        </div>
      </div>

      {editing && (
        <SectionDialog
          section={editing === 'new' ? null : editing}
          nextPosition={list.reduce((max, s) => Math.max(max, s.position + 1), 0)}
          onClose={() => setEditing(null)}
          onSaved={setNotice}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('homePage.sections.deleteTitle', { name: isolate(nameOf(deleting)) })}
          description={t('homePage.sections.deleteDescription')}
          request={() =>
            api.delete('/api/admin/catalogue/home-sections/{id}', { params: { path: { id: deleting.id } } })
          }
          onDeleted={() => {
            setNotice(t('homePage.sections.deleted', { name: isolate(nameOf(deleting)) }));
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
