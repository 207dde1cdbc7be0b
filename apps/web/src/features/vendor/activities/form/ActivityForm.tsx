import { Fragment, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, FormProvider, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingBody } from '@weekends/shared/listings';
import { dubaiDay } from '@weekends/shared/time';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useCategories, useDays, useTimings, withoutWeekendPass } from '../../../../lib/catalog-lookups.ts';
import { useSubmitListing } from '../api.ts';
import { AddressFields } from './AddressFields.tsx';
import { CHECKBOX, CheckboxGroup, FormSection, RadioGroup } from './FormParts.tsx';
import { firstErrorPath, listingResolver, type ListingFormValues } from './formValues.ts';
import { ImageUploader } from './ImageUploader.tsx';
import { InfoTabs, tabOf, type InfoTab } from './InfoTabs.tsx';
import { LocationPicker } from './map/LocationPicker.tsx';
import { PriceOptionsTable } from './PriceOptionsTable.tsx';

interface Props {
  initial: ListingFormValues;
  /** The listing being edited; left out for Add New Activity. */
  listingId?: number;
  /** Arabic fields the saved listing does not hold at all (`absentArabic`): left out of the edit while empty. */
  absentArabic?: readonly string[];
}

/**
 * A server's field errors ('priceOptions.0.price', 'included.2') as the form's nested errors, for focusing the first.
 */
function nestErrors(fieldErrors: Record<string, string[]>): FieldErrors<ListingFormValues> {
  const root: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const parts = path.split('.');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = { type: 'server', message: messages[0] };
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root as FieldErrors<ListingFormValues>;
}

/** A server field name as the form's: an included row's message sits on its text field, an image's on the images. */
function formPath(field: string): string {
  if (/^(included|notIncluded)(Ar)?\.\d+$/.test(field)) return `${field}.text`;
  if (/^images\.\d+$/.test(field)) return 'images';
  return field;
}

/**
 * Add New Activity and Edit: one form, checked in the browser by the shared listing schema
 * and sent only when valid. A refused form says 'Information provided is not valid or missing!' at the button, shows
 * each field's message and moves focus to the first; a sent one is replaced by the approval notice.
 */
export function ActivityForm({ initial, listingId, absentArabic = [] }: Props) {
  const { t } = useTranslation('vendor');
  const form = useForm<ListingFormValues, unknown, ListingBody>({
    resolver: listingResolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const submit = useSubmitListing(listingId);
  const [alert, setAlert] = useState<{ message: string; detail?: string } | null>(null);
  const [tab, setTab] = useState<InfoTab>('workingHours');
  const [uploading, setUploading] = useState(0);
  const [sent, setSent] = useState(false);
  const asksForDate = useWatch({ control, name: 'asksForDate' });
  const days = useDays();
  const timings = useTimings();
  const categories = useCategories();

  /** Opens the tab holding the first field with a message, then puts the focus there. */
  const focusFirst = (fieldErrors: FieldErrors<ListingFormValues>) => {
    const path = firstErrorPath(fieldErrors);
    if (!path) return;
    const inTab = tabOf(path.split('.')[0]!);
    // The panel must be shown before its field can take the focus.
    if (inTab && inTab !== tab) flushSync(() => setTab(inTab));
    setFocus(path as Path<ListingFormValues>);
  };

  const invalid = () => ({ message: t('activities.form.invalid') });

  const onValid = async (body: ListingBody) => {
    if (uploading > 0) {
      setAlert({ message: t('activities.form.imagesUploading') });
      return;
    }
    setAlert(null);
    try {
      // An Arabic field the saved listing never held, still empty, is left out: the live translation (if any) stays.
      const sent: Record<string, unknown> = { ...body };
      for (const field of absentArabic) if (sent[field] === null) delete sent[field];
      await submit.mutateAsync(sent as ListingBody);
      setSent(true);
    } catch (error) {
      const answer = error instanceof ApiRequestError ? error.body : null;
      if (error instanceof ApiRequestError && error.status === 400 && answer) {
        const fieldErrors = answer.fieldErrors ?? {};
        for (const [field, messages] of Object.entries(fieldErrors)) {
          if (messages[0])
            setError(formPath(field) as Path<ListingFormValues>, { type: 'server', message: messages[0] });
        }
        const refused = invalid();
        // A refusal the fields do not explain (an image that is not the host's own…) says why under the message.
        const unexplained =
          Object.keys(fieldErrors).length === 0 &&
          answer.code !== 'VALIDATION_FAILED' &&
          answer.message !== refused.message;
        setAlert({ ...refused, detail: unexplained ? answer.message : undefined });
        focusFirst(
          nestErrors(
            Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [formPath(field), messages])),
          ),
        );
      } else {
        setAlert({ message: applyApiError(error) });
      }
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<ListingFormValues>) => {
    // Images still on their way do not count yet, which may be why the images are missing.
    setAlert({ ...invalid(), detail: uploading > 0 ? t('activities.form.imagesUploading') : undefined });
    focusFirst(fieldErrors);
  };

  if (sent) return <Submitted />;

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-5">
        <FormSection title={t('activities.sections.images')} hint={t('activities.sections.imagesHint')}>
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ImageUploader
                label={t('activities.images.add')}
                value={field.value}
                onChange={field.onChange}
                onUploadingChange={setUploading}
                error={fieldState.error?.message}
                ref={field.ref}
              />
            )}
          />
        </FormSection>

        <FormSection title={t('activities.sections.about')} hint={t('activities.form.arabicNote')}>
          {/* Each text with its Arabic twin beside it (under it on a phone), so a host translates as they write. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('activities.fields.title')}
              autoComplete="off"
              error={errors.title?.message}
              {...register('title')}
            />
            <TextField
              label={t('activities.fields.titleAr')}
              autoComplete="off"
              dir="rtl"
              lang="ar"
              error={errors.titleAr?.message}
              {...register('titleAr')}
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 sm:col-span-2">
              <input type="checkbox" className={CHECKBOX} {...register('isOnline')} />
              {t('activities.fields.isOnline')}
            </label>
            <TextAreaField
              label={t('activities.fields.description')}
              rows={6}
              error={errors.description?.message}
              {...register('description')}
            />
            <TextAreaField
              label={t('activities.fields.descriptionAr')}
              rows={6}
              dir="rtl"
              lang="ar"
              error={errors.descriptionAr?.message}
              {...register('descriptionAr')}
            />
          </div>
        </FormSection>

        <FormSection title={t('activities.sections.prices')} hint={t('activities.sections.pricesHint')}>
          <PriceOptionsTable />
          <div className="mt-6 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800 sm:col-span-2">
              <input type="checkbox" className={`${CHECKBOX} mt-0.5`} {...register('asksForDate')} />
              <span>
                <span className="font-medium">{t('activities.fields.asksForDate')}</span>
                <span className="block text-xs text-slate-500">{t('activities.fields.asksForDateHint')}</span>
              </span>
            </label>
            <TextField
              label={asksForDate ? t('activities.fields.placesPerDate') : t('activities.fields.placesInStock')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.places?.message}
              {...register('places')}
            />
          </div>
        </FormSection>

        <FormSection title={t('activities.sections.schedule')}>
          <div className="space-y-5">
            <Controller
              control={control}
              name="dayIds"
              render={({ field }) => (
                <CheckboxGroup
                  legend={t('activities.fields.days')}
                  options={days.data ?? []}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="timingIds"
              render={({ field }) => (
                <CheckboxGroup
                  legend={t('activities.fields.timings')}
                  options={timings.data ?? []}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
        </FormSection>

        <FormSection title={t('activities.sections.category')}>
          <RadioGroup
            legend={t('activities.fields.category')}
            options={withoutWeekendPass(categories.data)}
            field={register('categoryId')}
            error={errors.categoryId?.message}
          />
        </FormSection>

        <FormSection title={t('activities.sections.validity')} hint={t('activities.sections.validityHint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('activities.fields.validityPeriod')}
              hint={t('activities.fields.validityPeriodHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.validityPeriod?.message}
              {...register('validityPeriod')}
            />
            <TextField
              label={t('activities.fields.expiryDate')}
              hint={t('activities.fields.expiryDateHint')}
              type="date"
              min={dubaiDay()}
              error={errors.expiryDate?.message}
              {...register('expiryDate')}
            />
          </div>
        </FormSection>

        <FormSection title={t('activities.sections.details')}>
          <InfoTabs value={tab} onChange={setTab} />
        </FormSection>

        <FormSection title={t('activities.sections.visit')}>
          {/* Each text with its Arabic twin beside it (under it on a phone). */}
          <div className="grid gap-4 sm:grid-cols-2">
            {(['whatsNext', 'howToRedeem', 'additionalInformation', 'otherInformation'] as const).map((name) => (
              <Fragment key={name}>
                <TextAreaField
                  label={t(`activities.fields.${name}`)}
                  rows={4}
                  error={errors[name]?.message}
                  {...register(name)}
                />
                <TextAreaField
                  label={t(`activities.fields.${name}Ar`)}
                  rows={4}
                  dir="rtl"
                  lang="ar"
                  error={errors[`${name}Ar`]?.message}
                  {...register(`${name}Ar`)}
                />
              </Fragment>
            ))}
          </div>
        </FormSection>

        <FormSection title={t('activities.sections.location')}>
          <div className="space-y-6">
            <LocationPicker />
            <AddressFields />
          </div>
        </FormSection>

        <div className="space-y-3 sm:flex sm:flex-row-reverse sm:items-start sm:gap-4 sm:space-y-0">
          <SubmitButton pending={isSubmitting} className="sm:w-auto sm:min-w-48">
            {listingId === undefined ? t('activities.form.submit') : t('activities.form.submitEdit')}
          </SubmitButton>
          {alert && (
            <div className="sm:flex-1">
              <FormAlert>
                {alert.message}
                {alert.detail && <span className="mt-1 block">{alert.detail}</span>}
              </FormAlert>
            </div>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

/** The approval notice that replaces a sent form, with the way back to the list. */
function Submitted() {
  const { t } = useTranslation('vendor');
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      ref={heading}
      tabIndex={-1}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center focus:outline-none sm:p-10"
    >
      <svg
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="mx-auto text-emerald-700"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.7 2.7L16 9.8" />
      </svg>
      <p role="status" className="mx-auto mt-4 max-w-xl text-base font-semibold text-emerald-900">
        {t('activities.form.submitted')}
      </p>
      <Link
        to="/vendor/dashboard/activities"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('activities.form.backToList')}
      </Link>
    </div>
  );
}
