import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ListingRevisionDetail } from '@weekends/shared/approvals';
import type { ListingValues } from '@weekends/shared/listings';
import { formatAed, formatDubaiDay } from '../../../lib/format/index.ts';
import { mapsSearchUrl } from '../../../lib/mapsLink.ts';

type Names = ListingRevisionDetail['names'];

/** One row of the comparison: its label, what is compared, and how a version shows it. */
export interface ListingField {
  key: string;
  /** What makes two versions differ (so a re-ordered array or a reworded text both count). */
  value: (listing: ListingValues) => unknown;
  show: (listing: ListingValues, context: { names: Names; t: TFunction<'admin'>; title: string }) => ReactNode;
}

const nameOf = (list: { id: number; name: string }[], id: number | null) =>
  id === null ? null : (list.find((n) => n.id === id)?.name ?? `#${id}`);
const text = (value: string) => (value.trim() ? <p className="whitespace-pre-line">{value}</p> : null);
// In the order of the names list (the week's order for days), whatever order the ids came in.
const names = (list: { id: number; name: string }[], ids: number[]) =>
  ids.length
    ? list
        .filter((n) => ids.includes(n.id))
        .map((n) => n.name)
        .join(', ') || null
    : null;
/** Ticked ids compare as a set: the form and the catalogue may list them in another order. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const bullets = (rows: string[]) =>
  rows.length ? (
    <ul className="list-disc space-y-0.5 ps-5">
      {rows.map((row, i) => (
        <li key={i}>{row}</li>
      ))}
    </ul>
  ) : null;

const textField = (key: keyof ListingValues & string): ListingField => ({
  key,
  value: (l) => l[key],
  show: (l) => text(String(l[key] ?? '')),
});

/**
 * An Arabic field beside its English one, shown right to left; a submission made before the Arabic existed (no
 * field) compares as one without it (null).
 */
type ArabicKey = {
  [K in keyof ListingValues]-?: K extends `${string}Ar`
    ? NonNullable<ListingValues[K]> extends string
      ? K
      : never
    : never;
}[keyof ListingValues];
const arabicText = (key: ArabicKey): ListingField => ({
  key,
  value: (l) => l[key] ?? null,
  show: (l) =>
    l[key]?.trim() ? (
      <p dir="rtl" lang="ar" className="whitespace-pre-line">
        {l[key]}
      </p>
    ) : null,
});
const arabicList = (key: 'includedAr' | 'notIncludedAr'): ListingField => ({
  key,
  value: (l) => l[key] ?? null,
  show: (l) => (
    <div dir="rtl" lang="ar">
      {bullets(l[key] ?? [])}
    </div>
  ),
});

/** Every field of a listing, in the order of the host's Add New Activity form. */
export const LISTING_FIELDS: readonly ListingField[] = [
  {
    key: 'images',
    value: (l) => l.images,
    show: (l, { t, title }) =>
      l.images.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {l.images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a
                href={src}
                target="_blank"
                rel="noopener"
                className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img
                  src={src}
                  alt={t('listings.imageAlt', { number: i + 1, title })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null,
  },
  textField('title'),
  arabicText('titleAr'),
  { key: 'category', value: (l) => l.categoryId, show: (l, { names: n }) => nameOf(n.categories, l.categoryId) },
  {
    key: 'isOnline',
    value: (l) => l.isOnline,
    show: (l, { t }) => (l.isOnline ? t('listings.yes') : t('listings.no')),
  },
  {
    key: 'preference',
    value: (l) => l.activityPreferenceId,
    show: (l, { names: n }) => nameOf(n.activityPreferences, l.activityPreferenceId),
  },
  {
    key: 'priceOptions',
    value: (l) =>
      l.priceOptions.map((o) => [o.description, o.descriptionAr ?? null, o.price, o.discountedPrice, o.places]),
    show: (l, { t }) => (
      <ul className="space-y-2">
        {l.priceOptions.map((o, i) => (
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <span className="font-medium">
              {o.description}
              {o.descriptionAr?.trim() && (
                <span dir="rtl" lang="ar" className="block font-normal">
                  {o.descriptionAr}
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
              {o.discountedPrice === null ? (
                <span className="font-semibold">{formatAed(o.price)}</span>
              ) : (
                <>
                  <span className="font-semibold">{formatAed(o.discountedPrice)}</span>
                  <s className="text-slate-500" aria-label={t('listings.price.was', { price: formatAed(o.price) })}>
                    {formatAed(o.price)}
                  </s>
                </>
              )}
              <span className="text-xs text-slate-500">{t('listings.price.places', { count: o.places })}</span>
            </span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'capacity',
    value: (l) => [l.asksForDate, l.places],
    show: (l, { t }) =>
      t(l.asksForDate ? 'listings.capacity.dated' : 'listings.capacity.undated', { places: l.places }),
  },
  { key: 'days', value: (l) => sorted(l.dayIds), show: (l, { names: n }) => names(n.days, l.dayIds) },
  { key: 'timings', value: (l) => sorted(l.timingIds), show: (l, { names: n }) => names(n.timings, l.timingIds) },
  {
    key: 'validity',
    value: (l) => [l.validityPeriod, l.expiryDate],
    show: (l, { t }) =>
      [
        l.validityPeriod !== null ? t('listings.validity.weekends', { count: l.validityPeriod }) : null,
        l.expiryDate ? t('listings.validity.until', { date: formatDubaiDay(l.expiryDate) }) : null,
      ]
        .filter(Boolean)
        .join(' · ') || t('listings.validity.none'),
  },
  textField('duration'),
  arabicText('durationAr'),
  textField('workingHours'),
  arabicText('workingHoursAr'),
  textField('thursdayWorkingHours'),
  arabicText('thursdayWorkingHoursAr'),
  textField('fridayWorkingHours'),
  arabicText('fridayWorkingHoursAr'),
  textField('saturdayWorkingHours'),
  arabicText('saturdayWorkingHoursAr'),
  textField('description'),
  arabicText('descriptionAr'),
  textField('whatsNext'),
  arabicText('whatsNextAr'),
  textField('howToRedeem'),
  arabicText('howToRedeemAr'),
  { key: 'included', value: (l) => l.included, show: (l) => bullets(l.included) },
  arabicList('includedAr'),
  { key: 'notIncluded', value: (l) => l.notIncluded, show: (l) => bullets(l.notIncluded) },
  arabicList('notIncludedAr'),
  textField('highlight'),
  arabicText('highlightAr'),
  textField('thingsToKeepInMind'),
  arabicText('thingsToKeepInMindAr'),
  textField('cancellationPolicy'),
  arabicText('cancellationPolicyAr'),
  textField('termsAndConditions'),
  arabicText('termsAndConditionsAr'),
  textField('additionalInformation'),
  arabicText('additionalInformationAr'),
  textField('otherInformation'),
  arabicText('otherInformationAr'),
  {
    key: 'location',
    value: (l) => [l.address, l.street, l.buildingNo, l.poBoxNo, l.cityId, l.areaId, l.latitude, l.longitude],
    show: (l, { names: n, t }) => (
      <div className="space-y-0.5">
        <p>
          {[l.address, l.street, l.buildingNo, l.poBoxNo && t('listings.poBox', { number: l.poBoxNo })]
            .filter(Boolean)
            .join(', ')}
        </p>
        <p>{[nameOf(n.areas, l.areaId), nameOf(n.cities, l.cityId)].filter(Boolean).join(', ')}</p>
        <p className="text-slate-500 tabular-nums">
          {l.latitude.toFixed(5)}, {l.longitude.toFixed(5)} ·{' '}
          <a
            href={mapsSearchUrl(l.latitude, l.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('listings.map')}
          </a>
        </p>
      </div>
    ),
  },
  arabicText('addressAr'),
];

/** The keys of the fields an edit changes. */
export function changedFields(submitted: ListingValues, live: ListingValues | null): Set<string> {
  if (!live) return new Set();
  return new Set(
    LISTING_FIELDS.filter((f) => JSON.stringify(f.value(submitted)) !== JSON.stringify(f.value(live))).map(
      (f) => f.key,
    ),
  );
}
