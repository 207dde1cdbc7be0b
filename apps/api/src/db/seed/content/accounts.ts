import type { StaffRole } from '@weekends/shared';

/**
 * Demo sign-ins for the demo database only (README 'Demo accounts'): one password for all of them, which meets the
 * sign-up password rule. They are inserted with the demo catalogue, so they exist only where the demo
 * seed ran; the server prints them at start when they exist with this password.
 */
export const DEMO_PASSWORD = 'Weekend#2026';
/**
 * The demo staff's authenticator app key (staff need a second factor), the same for the owner and each role:
 * published in the README, so anyone trying the demo can add it to a TOTP app and sign in to the back office.
 * Base32, 20 bytes.
 */
export const DEMO_AUTHENTICATOR_KEY = 'WEEKENDSDEMOADMINSECONDFACTORKEY';

export type DemoRole =
  'customer' | 'host' | 'admin' | 'finance staff' | 'support staff' | 'content staff' | 'corporate admin';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isHost: boolean;
  canManageActivities: boolean;
  /** The provider's staff and their role (the back office's least privilege); null for everyone else. */
  staffRole: StaffRole | null;
  /** An employee of the demo corporate who runs its awards (/corporate-admin). */
  isCorporateAdmin?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'customer',
    email: 'customer@weekends.ae',
    firstName: 'Mariam',
    lastName: 'Al Falasi',
    phoneNumber: '+971501234567',
    isHost: false,
    canManageActivities: false,
    staffRole: null,
  },
  {
    role: 'host',
    email: 'host@weekends.ae',
    firstName: 'Rashid',
    lastName: 'Al Mazrouei',
    phoneNumber: '+971551234567',
    isHost: true,
    canManageActivities: true,
    staffRole: null,
  },
  {
    role: 'admin',
    email: 'admin@weekends.ae',
    firstName: 'Noura',
    lastName: 'Saeed',
    phoneNumber: '+971561234567',
    isHost: false,
    canManageActivities: false,
    staffRole: 'owner',
  },
  {
    role: 'finance staff',
    email: 'finance@weekends.ae',
    firstName: 'Khalid',
    lastName: 'Al Nuaimi',
    phoneNumber: '+971562345678',
    isHost: false,
    canManageActivities: false,
    staffRole: 'finance',
  },
  {
    role: 'support staff',
    email: 'support@weekends.ae',
    firstName: 'Fatima',
    lastName: 'Al Shamsi',
    phoneNumber: '+971563456789',
    isHost: false,
    canManageActivities: false,
    staffRole: 'support',
  },
  {
    role: 'content staff',
    email: 'content@weekends.ae',
    firstName: 'Hessa',
    lastName: 'Al Ketbi',
    phoneNumber: '+971564567890',
    isHost: false,
    canManageActivities: false,
    staffRole: 'content',
  },
  {
    role: 'corporate admin',
    email: 'hr@emiratestech.ae',
    firstName: 'Aisha',
    lastName: 'Al Mansoori',
    phoneNumber: '+971521234567',
    isHost: false,
    canManageActivities: false,
    staffRole: null,
    isCorporateAdmin: true,
  },
];

/** Emirates Tech's employees, registered through its corporate page (confirmed, with the demo password). */
export const demoEmployees = [
  {
    email: 'layla.haddad@emiratestech.ae',
    firstName: 'Layla',
    lastName: 'Haddad',
    phoneNumber: '+971502345678',
    daysAgo: 110,
  },
  {
    email: 'omar.khalifa@emiratestech.ae',
    firstName: 'Omar',
    lastName: 'Khalifa',
    phoneNumber: '+971503456789',
    daysAgo: 95,
  },
  {
    email: 'priya.nair@emiratestech.ae',
    firstName: 'Priya',
    lastName: 'Nair',
    phoneNumber: '+971504567890',
    daysAgo: 60,
  },
  {
    email: 'yousef.alhashimi@emiratestech.ae',
    firstName: 'Yousef',
    lastName: 'Al Hashimi',
    phoneNumber: '+971505678901',
    daysAgo: 21,
  },
] as const;

/**
 * Emirates Tech's past awards, oldest first, so its dashboard has figures, a chart and a star performer. Each is the
 * activity's first price option; `paid`: the corporate has paid its invoice.
 */
export const demoAwards = [
  {
    employee: 'layla.haddad@emiratestech.ae',
    activity: 'desert-safari-with-bbq-dinner',
    daysAgo: 75,
    paid: true,
    note: 'For shipping the payments release a week early. Enjoy the desert!',
  },
  {
    employee: 'omar.khalifa@emiratestech.ae',
    activity: 'moroccan-hammam-ritual',
    daysAgo: 40,
    paid: true,
    note: 'Thank you for mentoring our new joiners this quarter.',
  },
  {
    employee: 'layla.haddad@emiratestech.ae',
    activity: 'louvre-abu-dhabi-guided-tour',
    daysAgo: 12,
    paid: false,
    note: 'Employee of the month: congratulations, Layla!',
  },
] as const;

/** The corporate whose employees register at /corporate/emirates-tech/register with an @emiratestech.ae address. */
export const demoCorporate = { name: 'Emirates Tech', slug: 'emirates-tech', emailDomain: 'emiratestech.ae' } as const;

/** Where the demo customer's bookings are delivered: one line, as checkout stores it. */
export const DEMO_CUSTOMER_ADDRESS = 'Villa 23, 15B Street, Al Safa 1, Dubai, P.O. Box 118500';

/** One line of a seeded booking: an activity's price option (by its description) and how many. */
export interface DemoLine {
  activity: string;
  option: string;
  quantity: number;
}

/**
 * The demo customer's orders, oldest first, 8 items in all (2 dashboard pages). A weekend pass is sold as one item
 * per experience, each at its first price option less the pass's discount.
 */
/**
 * The demo customer's orders. `redeemedDaysAgo`: the host verified the vouchers then (so the customer's review of it
 * carries 'Verified booking'). `forDayAhead`: a dated booking for the first bookable day at least that many days
 * ahead of the seeding, so the voucher page shows its cancel, move and gift actions open.
 */
export const demoBookings: readonly ({
  daysAgo: number;
  hour: number;
  redeemedDaysAgo?: number;
  forDayAhead?: number;
} & (
  | { kind: 'activities'; lines: readonly DemoLine[] }
  | { kind: 'pass'; name: string; discountPercent: number; activities: readonly string[] }
))[] = [
  {
    daysAgo: 75,
    hour: 9,
    redeemedDaysAgo: 71,
    kind: 'activities',
    lines: [
      { activity: 'desert-safari-with-bbq-dinner', option: 'Adult', quantity: 2 },
      { activity: 'desert-safari-with-bbq-dinner', option: 'Child (3-11 years)', quantity: 1 },
    ],
  },
  {
    daysAgo: 40,
    hour: 14,
    kind: 'pass',
    name: 'Weekends Pass: Abu Dhabi Culture and Coast',
    discountPercent: 15,
    activities: [
      'louvre-abu-dhabi-guided-tour',
      'kayaking-through-the-mangroves-of-abu-dhabi',
      'family-brunch-at-yas-bay-waterfront',
    ],
  },
  {
    daysAgo: 12,
    hour: 19,
    kind: 'activities',
    lines: [
      { activity: 'moroccan-hammam-ritual', option: 'Hammam ritual, 60 minutes', quantity: 1 },
      {
        activity: 'live-online-emirati-cooking-class',
        option: 'Class with spice box delivered (UAE only)',
        quantity: 1,
      },
      { activity: 'theme-park-day-on-yas-island', option: 'Family of four', quantity: 1 },
    ],
  },
  {
    daysAgo: 1,
    hour: 20,
    forDayAhead: 9,
    kind: 'activities',
    lines: [{ activity: 'desert-safari-with-bbq-dinner', option: 'Adult', quantity: 2 }],
  },
];

export const demoFavorites = [
  'hot-air-balloon-ride-over-the-desert',
  'jebel-jais-zipline-flight',
  'pottery-wheel-class-in-alserkal-avenue',
] as const;

/** Published reviews by the demo customer, on experiences they booked. */
export const demoCustomerReviews = [
  {
    activity: 'desert-safari-with-bbq-dinner',
    daysAgo: 70,
    rating: 5,
    title: 'Our children loved every minute',
    content:
      'Pick-up was on time, the dune drive was exciting without being scary for the little one, and the BBQ was generous. The camel ride at sunset was the highlight.',
  },
  {
    activity: 'moroccan-hammam-ritual',
    daysAgo: 8,
    rating: 4,
    title: 'Properly relaxing',
    content:
      'A calm, spotless spa and a thorough scrub. It ran ten minutes late, but the tea and the quiet room afterwards made up for it.',
  },
] as const;
