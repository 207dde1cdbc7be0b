import * as Tabs from '@radix-ui/react-tabs';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import type { ListingFormValues } from './formValues.ts';
import { RowList } from './RowList.tsx';

/** The tabs of the form and the fields each holds. */
export const INFO_TABS = {
  workingHours: [
    'thursdayWorkingHours',
    'thursdayWorkingHoursAr',
    'fridayWorkingHours',
    'fridayWorkingHoursAr',
    'saturdayWorkingHours',
    'saturdayWorkingHoursAr',
    'workingHours',
    'workingHoursAr',
    'duration',
    'durationAr',
  ],
  included: ['included', 'includedAr'],
  notIncluded: ['notIncluded', 'notIncludedAr'],
  knowBeforeYouGo: ['thingsToKeepInMind', 'thingsToKeepInMindAr'],
  special: ['highlight', 'highlightAr'],
  cancellation: ['cancellationPolicy', 'cancellationPolicyAr'],
  terms: ['termsAndConditions', 'termsAndConditionsAr'],
} as const satisfies Record<string, readonly (keyof ListingFormValues)[]>;

export type InfoTab = keyof typeof INFO_TABS;
const TAB_NAMES = Object.keys(INFO_TABS) as InfoTab[];

/** The tab holding a field, if it is in one. */
export function tabOf(field: string): InfoTab | undefined {
  return TAB_NAMES.find((tab) => (INFO_TABS[tab] as readonly string[]).includes(field));
}

/**
 * Working Hours, What's Included, What's Not Included, Know Before You Go, What's Special, Cancellation Policy and
 * Terms & Conditions. Every panel stays mounted (only hidden), so its fields keep their values and the form can open
 * the tab of the first field with a message. A tab with a message in it is marked.
 */
export function InfoTabs({ value, onChange }: { value: InfoTab; onChange: (tab: InfoTab) => void }) {
  const { t } = useTranslation('vendor');
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const text = (
    name: 'thingsToKeepInMind' | 'highlight' | 'cancellationPolicy' | 'termsAndConditions',
    label: string,
  ) => <TextAreaField label={label} rows={6} error={errors[name]?.message} {...register(name)} />;
  /** A text with its Arabic twin beside it (under it on a phone), written right to left. */
  const pair = (
    name: 'thingsToKeepInMind' | 'highlight' | 'cancellationPolicy' | 'termsAndConditions',
    label: string,
    labelAr: string,
  ) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {text(name, label)}
      <TextAreaField
        label={labelAr}
        rows={6}
        dir="rtl"
        lang="ar"
        error={errors[`${name}Ar`]?.message}
        {...register(`${name}Ar`)}
      />
    </div>
  );
  /** An hours field with its Arabic twin beside it; on a phone the Arabic sits under its English. */
  const hours = (
    name: 'thursdayWorkingHours' | 'fridayWorkingHours' | 'saturdayWorkingHours' | 'workingHours' | 'duration',
    hint?: string,
  ) => (
    <>
      <TextField label={t(`activities.fields.${name}`)} hint={hint} error={errors[name]?.message} {...register(name)} />
      <TextField
        label={t(`activities.fields.${name}Ar`)}
        dir="rtl"
        lang="ar"
        error={errors[`${name}Ar`]?.message}
        {...register(`${name}Ar`)}
      />
    </>
  );
  /** A one-line list with its Arabic list beside it; each says which it is, as the tab names them both. */
  const lists = (name: 'included' | 'notIncluded') => (
    <div className="grid gap-6 sm:grid-cols-2">
      <RowList name={name} label={t(`activities.tabs.${name}`)} heading />
      <RowList name={`${name}Ar`} label={t(`activities.tabs.${name}Ar`)} heading arabic />
    </div>
  );

  return (
    <Tabs.Root value={value} onValueChange={(tab) => onChange(tab as InfoTab)}>
      <Tabs.List
        aria-label={t('activities.tabs.label')}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-px sm:flex-wrap"
      >
        {TAB_NAMES.map((tab) => {
          const invalid = INFO_TABS[tab].some((field) => errors[field]);
          return (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="relative inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-t-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition hover:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:text-brand-800 data-[state=active]:shadow-[inset_0_-2px_0_var(--color-brand-700)]"
            >
              {t(`activities.tabs.${tab}`)}
              {invalid && (
                <>
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                  <span className="sr-only">{t('activities.tabs.invalid')}</span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div className="pt-4">
        <Tabs.Content
          value="workingHours"
          forceMount
          className="grid gap-4 focus-visible:outline-none data-[state=inactive]:hidden sm:grid-cols-2"
        >
          {hours('thursdayWorkingHours')}
          {hours('fridayWorkingHours')}
          {hours('saturdayWorkingHours')}
          {hours('workingHours', t('activities.fields.workingHoursHint'))}
          {hours('duration', t('activities.fields.durationHint'))}
        </Tabs.Content>
        <Tabs.Content value="included" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {lists('included')}
        </Tabs.Content>
        <Tabs.Content
          value="notIncluded"
          forceMount
          className="focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {lists('notIncluded')}
        </Tabs.Content>
        <Tabs.Content
          value="knowBeforeYouGo"
          forceMount
          className="focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {pair('thingsToKeepInMind', t('activities.tabs.knowBeforeYouGo'), t('activities.tabs.knowBeforeYouGoAr'))}
        </Tabs.Content>
        <Tabs.Content value="special" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {pair('highlight', t('activities.tabs.special'), t('activities.tabs.specialAr'))}
        </Tabs.Content>
        <Tabs.Content
          value="cancellation"
          forceMount
          className="focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {pair('cancellationPolicy', t('activities.tabs.cancellation'), t('activities.tabs.cancellationAr'))}
        </Tabs.Content>
        <Tabs.Content value="terms" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {pair('termsAndConditions', t('activities.tabs.terms'), t('activities.tabs.termsAr'))}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
