import '../../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSlide } from '@weekends/shared/admin-home';
import { CatalogueText, inReaderLanguage, Literal } from '../../../../components/CatalogueText.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SuccessNotice } from '../../components/SuccessNotice.tsx';
import { ActiveBadge, ArabicBadge, dangerTextButton, smallButton } from '../parts.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { TabIntro } from './TabIntro.tsx';
import { slidesQuery } from './api.ts';
import { SlideDialog } from './SlideDialog.tsx';
import { api } from '../../../../lib/api.ts';

/** Catalogue > Slides: the home page's slideshow, in its order, shown or hidden, each with its two pictures. */
export function SlidesTab() {
  const { t, i18n } = useTranslation('admin');
  const slides = useQuery(slidesQuery);
  const [editing, setEditing] = useState<AdminSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSlide | null>(null);
  const [notice, setNotice] = useState('');
  const list = slides.data ?? [];
  const nextPosition = list.reduce((max, s) => Math.max(max, s.position + 1), 0);

  return (
    <div>
      <TabIntro intro={t('homePage.slides.intro')} add={t('homePage.slides.add')} onAdd={() => setEditing('new')} />
      <SuccessNotice text={notice} gap="mt-4" />
      {slides.error ? (
        <div className="mt-4">
          <FormAlert>{t('table.error')}</FormAlert>
        </div>
      ) : slides.isPending ? (
        <p className="mt-4 text-sm text-slate-600">{t('table.loading')}</p>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {t('homePage.slides.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('homePage.slides.listLabel')}>
          {list.map((slide) => {
            const title = slide.title ? inReaderLanguage(slide.title, slide.titleAr, i18n.language) : '';
            const name = title || t('homePage.slides.untitled', { position: slide.position });
            return (
              <li key={slide.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <img
                  src={slide.image}
                  alt=""
                  className="aspect-[8/3] w-full bg-slate-100 object-cover"
                  loading="lazy"
                />
                <div className="space-y-2 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold text-slate-900">{title ? <CatalogueText text={title} /> : name}</h3>
                    <span className="flex flex-wrap justify-end gap-1.5">
                      <ActiveBadge active={slide.isActive} />
                      <ArabicBadge count={slide.missingArabic.length} />
                    </span>
                  </div>
                  <p className="text-xs break-all text-slate-600">
                    {slide.link ? <Literal>{slide.link}</Literal> : t('homePage.slides.noLink')}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('homePage.slides.positionIs', { position: slide.position })}
                  </p>
                  <div className="flex flex-wrap gap-2 pt-1">
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`${t('homePage.edit')}: ${name}`}
                      onClick={() => setEditing(slide)}
                    >
                      {t('homePage.edit')}
                    </button>
                    <button
                      type="button"
                      className={dangerTextButton}
                      aria-label={`${t('homePage.delete')}: ${name}`}
                      onClick={() => setDeleting(slide)}
                    >
                      {t('homePage.delete')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {editing && (
        <SlideDialog
          slide={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
          onSaved={setNotice}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('homePage.slides.deleteTitle')}
          description={t('homePage.slides.deleteDescription')}
          request={() => api.delete('/api/admin/catalogue/slides/{id}', { params: { path: { id: deleting.id } } })}
          onDeleted={() => {
            setNotice(t('homePage.slides.deleted'));
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
