import type { HostListingCard, HostListingDetail } from '@weekends/shared/listings';
import type { RouteHandler } from '../../../../test/api/mockApi.ts';

type Routes = Record<string, RouteHandler>;

const category = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  level: 1,
  image: null,
  menuImage: null,
  headerImage: null,
  metaTitle: null,
  metaDescription: null,
  children: [],
  menuActivities: [],
});

/** The reference lists the listing form reads, as the API answers them. */
export const lookupRoutes: Routes = {
  'GET /api/days': () => ({
    status: 200,
    body: [
      { id: 1, name: 'Thursday', weekday: 4 },
      { id: 2, name: 'Friday', weekday: 5 },
      { id: 3, name: 'Saturday', weekday: 6 },
    ],
  }),
  'GET /api/timings': () => ({
    status: 200,
    body: [
      { id: 1, name: 'Morning' },
      { id: 2, name: 'Evening' },
    ],
  }),
  'GET /api/activity-preferences': () => ({
    status: 200,
    body: [
      { id: 1, name: 'Stay At Home' },
      { id: 2, name: 'Out Of Home' },
      { id: 3, name: 'Anywhere' },
    ],
  }),
  'GET /api/categories': () => ({
    status: 200,
    body: [
      category(4, 'Adventure', 'adventure'),
      category(5, 'Food', 'food'),
      category(9, 'Weekend Pass', 'weekend-pass'),
    ],
  }),
  'GET /api/cities': () => ({
    status: 200,
    body: [
      { id: 1, name: 'Dubai', slug: 'dubai' },
      { id: 2, name: 'Abu Dhabi', slug: 'abu-dhabi' },
    ],
  }),
  'GET /api/cities/1/areas': () => ({
    status: 200,
    body: [
      { id: 11, name: 'Al Barsha', cityId: 1 },
      { id: 12, name: 'Jumeirah', cityId: 1 },
    ],
  }),
};

export function listingCard(id: number, overrides: Partial<HostListingCard> = {}): HostListingCard {
  return {
    id,
    slug: `listing-${id}`,
    title: `Listing ${id}`,
    image: `/uploads/listings/${id}-960.webp`,
    rating: 4.5,
    reviewsCount: 2,
    firstPrice: 25_000,
    isActive: true,
    soldOut: false,
    bestSeller: false,
    pendingRevision: null,
    rejectionReason: null,
    ...overrides,
  };
}

/** A live listing as the edit form receives it. */
export function listingDetail(overrides: Partial<HostListingDetail> = {}): HostListingDetail {
  return {
    id: 7,
    slug: 'kayak-tour',
    isActive: true,
    pendingRevision: null,
    missingArabic: ['titleAr', 'descriptionAr'],
    listing: {
      title: 'Kayak Tour',
      isOnline: false,
      description: 'Paddle through the mangroves.',
      images: ['/uploads/listings/a-960.webp'],
      priceOptions: [{ id: 31, description: 'Adult', price: 15_050, discountedPrice: 12_000, places: 1 }],
      asksForDate: true,
      places: 20,
      dayIds: [2],
      timingIds: [1],
      categoryId: 4,
      validityPeriod: null,
      expiryDate: null,
      duration: '2 hours',
      whatsNext: 'We send you the meeting point.',
      workingHours: '8:00 to 12:00',
      howToRedeem: 'Show the voucher.',
      thursdayWorkingHours: 'Closed',
      fridayWorkingHours: '8:00 to 12:00',
      saturdayWorkingHours: '8:00 to 12:00',
      included: ['Kayak', 'Life jacket'],
      notIncluded: [],
      thingsToKeepInMind: '',
      highlight: '',
      cancellationPolicy: '',
      termsAndConditions: '',
      additionalInformation: '',
      otherInformation: '',
      latitude: 25.1,
      longitude: 55.2,
      activityPreferenceId: 2,
      address: 'Eastern Mangroves',
      street: '',
      buildingNo: '',
      poBoxNo: '',
      cityId: 1,
      areaId: 12,
    },
    ...overrides,
  };
}

/**
 * An XMLHttpRequest stand-in for the image uploads: each `send` is recorded, and the test answers it (progress, a
 * stored image, a refusal) when it chooses.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
