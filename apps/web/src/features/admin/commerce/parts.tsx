import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect as ListFilter } from '../components/FilterSelect.tsx';
import { SectionTabs } from '../components/SectionTabs.tsx';

const PAGES = ['orders', 'passes', 'promo-codes'] as const;
type Page = (typeof PAGES)[number];

/** The Commerce section's pages as tabs under the title; each page has its own address. */
export function CommerceNav({ current }: { current: Page }) {
  const { t } = useTranslation('admin');
  return (
    <SectionTabs
      label={t('commerce.nav.label')}
      tabs={PAGES}
      current={current}
      to={(page) => `/admin/${page}`}
      name={(page) => t(`commerce.nav.${page}`)}
    />
  );
}

export function PageHeading({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{intro}</p>
      </div>
      {children}
    </div>
  );
}

const tones = {
  good: 'bg-emerald-100 text-emerald-900',
  waiting: 'bg-amber-100 text-amber-900',
  off: 'bg-slate-200 text-slate-700',
  bad: 'bg-red-100 text-red-800',
} as const;

/** A state as a small coloured label; the words say it too, never the colour alone. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

export const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex h-9 items-center justify-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
export const dangerButton =
  'inline-flex h-9 items-center justify-center rounded-full border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';

/** A list filter as a select whose first option means 'any'; full width on a phone. */
export function FilterSelect(props: ComponentProps<typeof ListFilter>) {
  return <ListFilter width="w-full sm:w-48" {...props} />;
}
