import { zodResolver } from '../../../../lib/zodResolver.ts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { aedToFils, FILS_PER_AED } from '@weekends/shared';
import {
  LISTING_MESSAGES,
  listingBodySchema,
  type HostListingDetail,
  type ListingBody,
  type ListingInput,
} from '@weekends/shared/listings';
import { dubaiDay } from '@weekends/shared/time';
import i18n from '../../../../lib/i18n.ts';
import { wordMessage } from '../../../../lib/messages.ts';

/**
 * What the Add New Activity / Edit form holds: the listing as the host types it. Numbers stay text until sent
 * (a blank field is 'not given', not 0), prices are in AED, and the included rows are objects for useFieldArray.
 * `toListingInput` turns it into the shared ListingBody shape, which the shared schema then checks.
 */
export interface PriceRow {
  /** An existing option's id, kept so carts and sold items keep pointing at it. */
  id?: number;
  description: string;
  /** The description in Arabic, empty until translated. */
  descriptionAr: string;
  /**
   * The saved option held no Arabic at all (a submission made before it existed): left empty, its Arabic is left out
   * of the edit, so the live option's translation stays.
   */
  arabicAbsent?: true;
  price: string;
  discountedPrice: string;
  places: string;
}

export interface TextRow {
  text: string;
}

export interface ListingFormValues {
  images: string[];
  title: string;
  /**
   * The Arabic beside its English twin, empty until translated. The form always shows and sends them, so an emptied
   * Arabic field removes the translation (the English then shows on the Arabic site).
   */
  titleAr: string;
  descriptionAr: string;
  highlightAr: string;
  thingsToKeepInMindAr: string;
  includedAr: TextRow[];
  notIncludedAr: TextRow[];
  addressAr: string;
  durationAr: string;
  workingHoursAr: string;
  howToRedeemAr: string;
  whatsNextAr: string;
  cancellationPolicyAr: string;
  additionalInformationAr: string;
  termsAndConditionsAr: string;
  otherInformationAr: string;
  thursdayWorkingHoursAr: string;
  fridayWorkingHoursAr: string;
  saturdayWorkingHoursAr: string;
  isOnline: boolean;
  description: string;
  priceOptions: PriceRow[];
  asksForDate: boolean;
  places: string;
  dayIds: number[];
  timingIds: number[];
  categoryId: string;
  validityPeriod: string;
  expiryDate: string;
  duration: string;
  whatsNext: string;
  workingHours: string;
  howToRedeem: string;
  thursdayWorkingHours: string;
  fridayWorkingHours: string;
  saturdayWorkingHours: string;
  included: TextRow[];
  notIncluded: TextRow[];
  thingsToKeepInMind: string;
  highlight: string;
  cancellationPolicy: string;
  termsAndConditions: string;
  additionalInformation: string;
  otherInformation: string;
  latitude: string;
  longitude: string;
  activityPreferenceId: string;
  address: string;
  street: string;
  buildingNo: string;
  poBoxNo: string;
  cityId: string;
  areaId: string;
}

export const emptyPriceRow = (): PriceRow => ({
  description: '',
  descriptionAr: '',
  price: '',
  discountedPrice: '',
  places: '1',
});

/** A new listing: one price row, one included and one not-included row. */
export function emptyListing(): ListingFormValues {
  return {
    images: [],
    title: '',
    titleAr: '',
    descriptionAr: '',
    highlightAr: '',
    thingsToKeepInMindAr: '',
    includedAr: [{ text: '' }],
    notIncludedAr: [{ text: '' }],
    addressAr: '',
    durationAr: '',
    workingHoursAr: '',
    howToRedeemAr: '',
    whatsNextAr: '',
    cancellationPolicyAr: '',
    additionalInformationAr: '',
    termsAndConditionsAr: '',
    otherInformationAr: '',
    thursdayWorkingHoursAr: '',
    fridayWorkingHoursAr: '',
    saturdayWorkingHoursAr: '',
    isOnline: false,
    description: '',
    priceOptions: [emptyPriceRow()],
    asksForDate: false,
    places: '',
    dayIds: [],
    timingIds: [],
    categoryId: '',
    validityPeriod: '',
    expiryDate: '',
    duration: '',
    whatsNext: '',
    workingHours: '',
    howToRedeem: '',
    thursdayWorkingHours: '',
    fridayWorkingHours: '',
    saturdayWorkingHours: '',
    included: [{ text: '' }],
    notIncluded: [{ text: '' }],
    thingsToKeepInMind: '',
    highlight: '',
    cancellationPolicy: '',
    termsAndConditions: '',
    additionalInformation: '',
    otherInformation: '',
    latitude: '',
    longitude: '',
    activityPreferenceId: '',
    address: '',
    street: '',
    buildingNo: '',
    poBoxNo: '',
    cityId: '',
    areaId: '',
  };
}

/** 150 or 150.50, as a host would type it. */
const filsToAed = (fils: number) =>
  fils % FILS_PER_AED === 0 ? String(fils / FILS_PER_AED) : (fils / FILS_PER_AED).toFixed(2);
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const rowsOf = (rows: string[]) => (rows.length > 0 ? rows : ['']).map((row) => ({ text: row }));

/** The edit form's starting values, from a saved listing (fils back to AED). */
export function fromListing(listing: HostListingDetail['listing']): ListingFormValues {
  return {
    ...listing,
    priceOptions: listing.priceOptions.map((option) => ({
      id: option.id,
      description: option.description,
      descriptionAr: option.descriptionAr ?? '',
      ...(option.descriptionAr === undefined ? { arabicAbsent: true as const } : {}),
      price: filsToAed(option.price),
      discountedPrice: option.discountedPrice === null ? '' : filsToAed(option.discountedPrice),
      places: String(option.places),
    })),
    places: String(listing.places),
    categoryId: text(listing.categoryId),
    validityPeriod: text(listing.validityPeriod),
    expiryDate: listing.expiryDate ?? '',
    included: rowsOf(listing.included),
    notIncluded: rowsOf(listing.notIncluded),
    titleAr: listing.titleAr ?? '',
    descriptionAr: listing.descriptionAr ?? '',
    highlightAr: listing.highlightAr ?? '',
    thingsToKeepInMindAr: listing.thingsToKeepInMindAr ?? '',
    includedAr: rowsOf(listing.includedAr ?? []),
    notIncludedAr: rowsOf(listing.notIncludedAr ?? []),
    addressAr: listing.addressAr ?? '',
    durationAr: listing.durationAr ?? '',
    workingHoursAr: listing.workingHoursAr ?? '',
    howToRedeemAr: listing.howToRedeemAr ?? '',
    whatsNextAr: listing.whatsNextAr ?? '',
    cancellationPolicyAr: listing.cancellationPolicyAr ?? '',
    additionalInformationAr: listing.additionalInformationAr ?? '',
    termsAndConditionsAr: listing.termsAndConditionsAr ?? '',
    otherInformationAr: listing.otherInformationAr ?? '',
    thursdayWorkingHoursAr: listing.thursdayWorkingHoursAr ?? '',
    fridayWorkingHoursAr: listing.fridayWorkingHoursAr ?? '',
    saturdayWorkingHoursAr: listing.saturdayWorkingHoursAr ?? '',
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    activityPreferenceId: text(listing.activityPreferenceId),
    cityId: String(listing.cityId),
    areaId: text(listing.areaId),
  };
}

/** The form's Arabic fields, each the twin of the English field its name begins with. */
export const ARABIC_FIELDS = [
  'titleAr',
  'descriptionAr',
  'highlightAr',
  'thingsToKeepInMindAr',
  'includedAr',
  'notIncludedAr',
  'addressAr',
  'durationAr',
  'workingHoursAr',
  'howToRedeemAr',
  'whatsNextAr',
  'cancellationPolicyAr',
  'additionalInformationAr',
  'termsAndConditionsAr',
  'otherInformationAr',
  'thursdayWorkingHoursAr',
  'fridayWorkingHoursAr',
  'saturdayWorkingHoursAr',
] as const;

/**
 * The Arabic fields a saved listing does not hold at all (a submission made before they existed), as opposed to
 * holding none (null). Left empty in the form, these are left out of the edit, so a translation the live activity has
 * stays rather than being removed by a form that never showed it.
 */
export function absentArabic(listing: HostListingDetail['listing']): (typeof ARABIC_FIELDS)[number][] {
  return ARABIC_FIELDS.filter((field) => listing[field] === undefined);
}

/** Text to a number; blank is 'not given' (undefined), so the schema says Required rather than taking 0. */
const number = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
const orNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const aed = (value: string) => {
  const amount = number(value);
  return amount === undefined ? undefined : aedToFils(amount);
};

/** The form as the API's ListingBody input: AED to fils, blank numbers to null or left out. */
export function toListingInput(values: ListingFormValues): ListingInput {
  return {
    ...values,
    priceOptions: values.priceOptions.map((row) => ({
      ...(row.id !== undefined ? { id: row.id } : {}),
      description: row.description,
      // Sent, so an emptied one removes the translation; unless the saved option never held one (see arabicAbsent).
      ...(row.arabicAbsent && row.descriptionAr.trim() === '' ? {} : { descriptionAr: row.descriptionAr }),
      price: aed(row.price) as number,
      discountedPrice: row.discountedPrice.trim() === '' ? null : (aed(row.discountedPrice) as number),
      places: number(row.places) as number,
    })),
    places: number(values.places) as number,
    categoryId: orNull(values.categoryId),
    validityPeriod: orNull(values.validityPeriod),
    expiryDate: values.expiryDate === '' ? null : values.expiryDate,
    included: values.included.map((row) => row.text),
    notIncluded: values.notIncluded.map((row) => row.text),
    includedAr: values.includedAr.map((row) => row.text),
    notIncludedAr: values.notIncludedAr.map((row) => row.text),
    latitude: number(values.latitude) as number,
    longitude: number(values.longitude) as number,
    activityPreferenceId: orNull(values.activityPreferenceId),
    cityId: number(values.cityId) as number,
    areaId: orNull(values.areaId),
  };
}

/**
 * Messages for the issues the shared schema leaves to zod's defaults (a blank or non-numeric number, a number out of
 * range), in the catalogue's words. The schema's own messages (prices, location, category…) win over these.
 */
function issueMessage(issue: {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}): string | undefined {
  if (issue.input === undefined || issue.input === null || issue.input === '') return LISTING_MESSAGES.required;
  if (issue.code === 'invalid_type' && typeof issue.input === 'number')
    return i18n.t('vendor:activities.form.wholeNumber');
  if (issue.origin === 'number' && issue.code === 'too_small')
    return i18n.t('vendor:activities.form.atLeast', { min: issue.minimum });
  if (issue.origin === 'number' && issue.code === 'too_big')
    return i18n.t('vendor:activities.form.atMost', { max: issue.maximum });
  return undefined;
}

const bodyResolver = zodResolver(listingBodySchema, { error: issueMessage });

/** The included rows' errors sit on the row's `text` field in the form. */
function onRowText(errors: unknown): unknown {
  return Array.isArray(errors) ? errors.map((error) => (error ? { text: error as FieldError } : error)) : errors;
}

/**
 * react-hook-form's resolver: the form is converted to the ListingBody input and checked by the shared schema, so the
 * browser refuses exactly what the API would. An expiry date must not be in the past in Dubai (the server checks too).
 */
export const listingResolver: Resolver<ListingFormValues, unknown, ListingBody> = async (values, context, options) => {
  const result = await bodyResolver(
    toListingInput(values),
    context,
    options as unknown as Parameters<typeof bodyResolver>[2],
  );
  const errors: Record<string, unknown> = { ...(result.errors as Record<string, unknown>) };
  for (const rows of ['included', 'notIncluded', 'includedAr', 'notIncludedAr'] as const) {
    if (errors[rows]) errors[rows] = onRowText(errors[rows]);
  }
  if (values.expiryDate !== '' && values.expiryDate < dubaiDay()) {
    errors.expiryDate = { type: 'min', message: wordMessage(LISTING_MESSAGES.expiryInPast) };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<ListingFormValues> };
  return { values: result.values as ListingBody, errors: {} };
};

/**
 * Every field in the order the form shows it, so the first field with a message can be focused (and its tab opened).
 * Row fields are listed by their last part and matched per row.
 */
export const FIELD_ORDER = [
  'images',
  'title',
  'titleAr',
  'isOnline',
  'description',
  'descriptionAr',
  'priceOptions',
  'asksForDate',
  'places',
  'dayIds',
  'timingIds',
  'categoryId',
  'validityPeriod',
  'expiryDate',
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
  'included',
  'includedAr',
  'notIncluded',
  'notIncludedAr',
  'thingsToKeepInMind',
  'thingsToKeepInMindAr',
  'highlight',
  'highlightAr',
  'cancellationPolicy',
  'cancellationPolicyAr',
  'termsAndConditions',
  'termsAndConditionsAr',
  'whatsNext',
  'whatsNextAr',
  'howToRedeem',
  'howToRedeemAr',
  'additionalInformation',
  'additionalInformationAr',
  'otherInformation',
  'otherInformationAr',
  'latitude',
  'longitude',
  'activityPreferenceId',
  'address',
  'addressAr',
  'street',
  'buildingNo',
  'poBoxNo',
  'cityId',
  'areaId',
] as const satisfies readonly (keyof ListingFormValues)[];

const PRICE_FIELDS = ['description', 'descriptionAr', 'price', 'discountedPrice', 'places'] as const;
/** The one-line lists, whose messages sit on each row's text field. */
const ROW_LISTS = ['included', 'notIncluded', 'includedAr', 'notIncludedAr'] as const;

/** The path of the first field with a message, in the order of the form ('priceOptions.1.price', 'title'…). */
export function firstErrorPath(errors: FieldErrors<ListingFormValues>): string | null {
  for (const field of FIELD_ORDER) {
    const error = errors[field] as unknown;
    if (!error) continue;
    if (Array.isArray(error)) {
      const index = error.findIndex(Boolean);
      if (index < 0) continue;
      const row = error[index] as Record<string, unknown>;
      if (field === 'priceOptions')
        return `${field}.${index}.${PRICE_FIELDS.find((name) => row[name]) ?? 'description'}`;
      if (ROW_LISTS.includes(field as (typeof ROW_LISTS)[number])) return `${field}.${index}.text`;
      return field;
    }
    if (field === 'priceOptions' && typeof error === 'object' && !('message' in (error as object))) continue;
    return field;
  }
  return null;
}
