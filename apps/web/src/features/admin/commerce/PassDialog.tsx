import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passBodySchema, type AdminPass } from '@weekends/shared/admin-commerce';
import { slugFromName } from '@weekends/shared/admin-catalogue';
import { CatalogueText } from '../../../components/CatalogueText.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { inputClass, TextField } from '../../../components/form/TextField.tsx';
import { passActivitiesQuery, useSavePass } from './api.ts';
import { secondaryButton } from './parts.tsx';
import { SaveFooter } from './SaveFooter.tsx';
import { useCheckedSave } from './useCheckedSave.ts';

interface Item {
  activityId: number;
  title: string;
  discount: string;
}

/**
 * New or edit a weekend pass: its fields, and its experiences in order, each with its discount percent (0-100).
 * Saved whole; the shared schema checks here what the API checks.
 */
export function PassDialog({
  pass,
  onDone,
  onClose,
}: {
  pass: AdminPass | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSavePass();
  const [name, setName] = useState(pass?.name ?? '');
  const [slug, setSlug] = useState(pass?.slug ?? '');
  const [description, setDescription] = useState(pass?.description ?? '');
  // The Arabic beside each English text; always sent, so an emptied field removes the translation.
  const [nameAr, setNameAr] = useState(pass?.nameAr ?? '');
  const [descriptionAr, setDescriptionAr] = useState(pass?.descriptionAr ?? '');
  const [highlightsAr, setHighlightsAr] = useState((pass?.highlightsAr ?? []).join('\n'));
  const [coverImage, setCoverImage] = useState(pass?.coverImage ?? '');
  const [highlights, setHighlights] = useState((pass?.highlights ?? []).join('\n'));
  const [position, setPosition] = useState(String(pass?.position ?? 0));
  const [active, setActive] = useState(pass?.isActive ?? true);
  const [items, setItems] = useState<Item[]>(() =>
    (pass?.items ?? []).map((i) => ({ activityId: i.activityId, title: i.title, discount: String(i.discountPercent) })),
  );
  const [search, setSearch] = useState('');
  const found = useQuery(passActivitiesQuery(search));
  const {
    errors,
    alert,
    submit: check,
  } = useCheckedSave(passBodySchema, async (body) => {
    const saved = await save.mutateAsync({ id: pass?.id ?? null, body });
    onDone(t(pass ? 'commerce.passes.saved' : 'commerce.passes.created', { name: saved.name }));
    onClose();
  });

  const move = (index: number, by: -1 | 1) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const setDiscount = (index: number, discount: string) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, discount } : item)));

  const lines = (text: string) =>
    text
      .split('\n')
      .map((h) => h.trim())
      .filter(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      slug,
      description,
      coverImage: coverImage.trim() || null,
      highlights: lines(highlights),
      nameAr,
      descriptionAr,
      highlightsAr: lines(highlightsAr),
      isActive: active,
      position: Number(position) || 0,
      items: items.map((i) => ({
        activityId: i.activityId,
        discountPercent: i.discount.trim() === '' ? Number.NaN : Number(i.discount),
      })),
    };
    await check(body);
  };

  return (
    <DialogFrame
      title={pass ? t('commerce.passes.editTitle', { name: pass.name }) : t('commerce.passes.newTitle')}
      description={t('commerce.passes.formIntro')}
      onClose={onClose}
      width="max-w-3xl"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
        <p className="text-sm text-slate-600">{t('catalogue.arabicNote')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('commerce.passes.name')}
            lang="en"
            dir="ltr"
            value={name}
            onChange={(e) => {
              // The address follows the name until it is edited, or for a pass that already has one.
              if (!pass && slug === slugFromName(name)) setSlug(slugFromName(e.target.value));
              setName(e.target.value);
            }}
            error={errors.name}
          />
          <TextField
            label={t('commerce.passes.nameAr')}
            value={nameAr}
            onChange={(e) => setNameAr(e.target.value)}
            dir="rtl"
            lang="ar"
            error={errors.nameAr}
          />
          <TextAreaField
            label={t('commerce.passes.description')}
            lang="en"
            dir="ltr"
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
          />
          <TextAreaField
            label={t('commerce.passes.descriptionAr')}
            rows={3}
            value={descriptionAr}
            onChange={(e) => setDescriptionAr(e.target.value)}
            dir="rtl"
            lang="ar"
            error={errors.descriptionAr}
          />
          <TextAreaField
            label={t('commerce.passes.highlights')}
            lang="en"
            dir="ltr"
            hint={t('commerce.passes.highlightsHint')}
            rows={3}
            value={highlights}
            onChange={(e) => setHighlights(e.target.value)}
            error={errors.highlights}
          />
          <TextAreaField
            label={t('commerce.passes.highlightsAr')}
            hint={t('commerce.passes.highlightsHint')}
            rows={3}
            value={highlightsAr}
            onChange={(e) => setHighlightsAr(e.target.value)}
            dir="rtl"
            lang="ar"
            error={errors.highlightsAr}
          />
        </div>
        <TextField
          label={t('commerce.passes.slug')}
          dir="ltr"
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          error={errors.slug}
          hint={t('commerce.passes.slugHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('commerce.passes.coverImage')}
            dir="ltr"
            value={coverImage}
            onChange={(e) => setCoverImage(e.target.value)}
            error={errors.coverImage}
            hint={t('commerce.passes.coverImageHint')}
          />
          <TextField
            label={t('commerce.passes.position')}
            inputMode="numeric"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            error={errors.position}
            hint={t('commerce.passes.positionHint')}
          />
        </div>

        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('commerce.passes.experiences')}</legend>
          {errors.items && (
            <p className="mb-2 text-sm text-red-700" role="alert">
              {errors.items}
            </p>
          )}
          <ol className="space-y-2">
            {items.map((item, index) => (
              <li key={item.activityId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2">
                <CatalogueText text={item.title} className="min-w-0 flex-1 text-sm font-medium text-slate-900" />
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  {t('commerce.passes.discount')}
                  <input
                    inputMode="numeric"
                    value={item.discount}
                    onChange={(e) => setDiscount(index, e.target.value)}
                    aria-label={t('commerce.passes.discountFor', { title: item.title })}
                    className={`${inputClass} w-20 border-slate-300`}
                  />
                  %
                </label>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('commerce.passes.up', { title: item.title })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('commerce.passes.down', { title: item.title })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
                >
                  {t('commerce.passes.remove')}
                </button>
              </li>
            ))}
          </ol>
          <label className="mt-3 block">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('commerce.passes.addExperience')}
            </span>
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('commerce.passes.addPlaceholder')}
              className={`${inputClass} border-slate-300`}
            />
          </label>
          {found.data && found.data.length > 0 && (
            <ul className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200">
              {found.data
                .filter((a) => !items.some((i) => i.activityId === a.id))
                .map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      className="block w-full px-3 py-2 text-start text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                      onClick={() => {
                        setItems((list) => [...list, { activityId: a.id, title: a.title, discount: '0' }]);
                        setSearch('');
                      }}
                    >
                      <CatalogueText text={a.title} />
                      {!a.isActive && <span className="ms-2 text-xs text-slate-500">{t('commerce.inactive')}</span>}
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </fieldset>

        <SaveFooter
          active={active}
          onActive={setActive}
          activeLabel={t('commerce.passes.activeLabel')}
          alert={alert}
          pending={save.isPending}
        />
      </form>
    </DialogFrame>
  );
}
