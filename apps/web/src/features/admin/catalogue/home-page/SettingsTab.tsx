import '../../i18n.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_MAX_LENGTH, isSafeLink, type AdminAnnouncement } from '@weekends/shared/admin-home';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { ArabicBadge, CheckboxField } from '../parts.tsx';
import { announcementQuery, publicCitiesQuery, trendingCitiesQuery, useHomePageChange } from './api.ts';
import { serverFieldErrors } from './fieldErrors.ts';
import { api } from '../../../../lib/api.ts';

/** Catalogue > Settings: the announcement strip every page shows under the header, and the default trending cities. */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const announcement = useQuery(announcementQuery);
  const trending = useQuery(trendingCitiesQuery);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Panel title={t('homePage.settings.announcementTitle')} intro={t('homePage.settings.announcementIntro')}>
        {announcement.data ? (
          <AnnouncementForm saved={announcement.data} />
        ) : (
          <Loading failed={Boolean(announcement.error)} />
        )}
      </Panel>
      <Panel title={t('homePage.settings.trendingTitle')} intro={t('homePage.settings.trendingIntro')}>
        {trending.data ? (
          <TrendingCitiesForm saved={trending.data.cityIds} />
        ) : (
          <Loading failed={Boolean(trending.error)} />
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation('admin');
  return failed ? (
    <FormAlert>{t('table.error')}</FormAlert>
  ) : (
    <p className="text-sm text-slate-600">{t('table.loading')}</p>
  );
}

function AnnouncementForm({ saved }: { saved: AdminAnnouncement }) {
  const { t } = useTranslation('admin');
  const change = useHomePageChange<AdminAnnouncement>();
  // The Arabic text is always sent: emptied, it removes the translation and Arabic pages show the English.
  const [values, setValues] = useState({
    text: saved.text,
    textAr: saved.textAr ?? '',
    link: saved.link ?? '',
    isOn: saved.isOn,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.isOn && !values.text.trim()) found.text = t('homePage.settings.textRequired');
    if (values.link.trim() && !isSafeLink(values.link.trim())) found.link = t('homePage.linkInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage({ tone: 'error', text: t('homePage.fixFields') });
    change.mutate(
      () =>
        api.put('/api/admin/catalogue/settings/announcement', {
          body: {
            text: values.text.trim(),
            textAr: values.textAr.trim() || null,
            link: values.link.trim() || null,
            isOn: values.isOn,
          },
        }),
      {
        onSuccess: () =>
          setMessage({
            tone: 'success',
            text: t(values.isOn ? 'homePage.settings.announcementOn' : 'homePage.settings.announcementOff'),
          }),
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          setMessage({ tone: 'error', text: applyApiError(failure) || t('homePage.fixFields') });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {message && (
        <FormAlert key={message.text} tone={message.tone}>
          {message.text}
        </FormAlert>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {t('catalogue.arabicNote')}
        <ArabicBadge count={saved.missingArabic.length} />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('homePage.settings.text')}
          rows={3}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          aside={`${values.text.length}/${ANNOUNCEMENT_MAX_LENGTH}`}
          dir="ltr"
          lang="en"
          value={values.text}
          onChange={(e) => setValues((v) => ({ ...v, text: e.target.value }))}
          error={errors.text}
        />
        <TextAreaField
          label={t('homePage.settings.textAr')}
          rows={3}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          aside={`${values.textAr.length}/${ANNOUNCEMENT_MAX_LENGTH}`}
          dir="rtl"
          lang="ar"
          value={values.textAr}
          onChange={(e) => setValues((v) => ({ ...v, textAr: e.target.value }))}
          error={errors.textAr}
        />
      </div>
      <TextField
        label={t('homePage.linkLabel')}
        hint={t('homePage.linkHint')}
        dir="ltr"
        value={values.link}
        maxLength={500}
        onChange={(e) => setValues((v) => ({ ...v, link: e.target.value }))}
        error={errors.link}
      />
      <CheckboxField
        label={t('homePage.settings.isOn')}
        hint={t('homePage.settings.isOnHint')}
        checked={values.isOn}
        onChange={(e) => setValues((v) => ({ ...v, isOn: e.target.checked }))}
      />
      <SubmitButton pending={change.isPending} className="sm:w-auto">
        {t('homePage.save')}
      </SubmitButton>
    </form>
  );
}

function TrendingCitiesForm({ saved }: { saved: readonly number[] }) {
  const { t } = useTranslation('admin');
  const cities = useQuery(publicCitiesQuery);
  const change = useHomePageChange();
  const [chosen, setChosen] = useState<readonly number[]>(saved);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const toggle = (id: number, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((c) => c !== id)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(() => api.put('/api/admin/catalogue/settings/trending-cities', { body: { cityIds: [...chosen] } }), {
      onSuccess: () =>
        setMessage({
          tone: 'success',
          text:
            chosen.length === 0
              ? t('homePage.settings.trendingAll')
              : t('homePage.settings.trendingSaved', { count: chosen.length }),
        }),
      onError: (failure) => setMessage({ tone: 'error', text: applyApiError(failure) }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {message && (
        <FormAlert key={message.text} tone={message.tone}>
          {message.text}
        </FormAlert>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('homePage.settings.cities')}</legend>
        {cities.error ? (
          <FormAlert>{t('table.error')}</FormAlert>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(cities.data ?? []).map((city) => (
              <CheckboxField
                key={city.id}
                label={city.name}
                checked={chosen.includes(city.id)}
                onChange={(e) => toggle(city.id, e.target.checked)}
              />
            ))}
          </div>
        )}
        <p className="mt-2 text-xs text-slate-500">{t('homePage.settings.noneMeansAll')}</p>
      </fieldset>
      <SubmitButton pending={change.isPending} className="sm:w-auto">
        {t('homePage.save')}
      </SubmitButton>
    </form>
  );
}
