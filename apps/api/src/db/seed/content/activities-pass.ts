import type { ActivitySeed } from './activity-types.ts';

/** Bundled experiences listed under the 'weekend-pass' category. */
export const passActivities: readonly ActivitySeed[] = [
  {
    title: 'Weekends Pass: Dubai Adventure Bundle',
    city: 'dubai',
    area: 'Downtown Dubai',
    venue: 'Redeemable at each partner venue',
    categories: ['weekend-pass'],
    themes: ['skyline', 'desert', 'dhow', 'balloon'],
    days: ['Thursday', 'Friday', 'Saturday'],
    timings: ['Morning', 'Afternoon', 'Evening'],
    duration: 'Three experiences',
    options: [['Pass for one person', 690, 549]],
    about: [
      'Three of our best-selling Dubai experiences on one pass: the Desert Safari with BBQ Dinner, the Sunset Dhow Cruise in Dubai Marina and a Jet Ski Tour past the Burj Al Arab. Use them over the weekends that suit you within the validity period.',
      'The pass is launching soon. Submit your interest to be first in line.',
    ],
    highlight: 'Three experiences for less than the price of two.',
    included: ['Desert safari', 'Sunset dhow cruise', '30-minute jet ski tour'],
    notIncluded: ['Transfers to the jet ski harbour'],
    popularity: 5,
    validityPeriod: 12,
    submitRequestText:
      'The Weekends Pass is coming soon. Leave your details and we will tell you as soon as it is available.',
  },
  {
    title: 'Weekends Pass: Abu Dhabi Culture and Coast',
    city: 'abu-dhabi',
    area: 'Saadiyat Island',
    venue: 'Redeemable at each partner venue',
    categories: ['weekend-pass'],
    themes: ['skyline', 'mangrove', 'art'],
    days: ['Friday', 'Saturday'],
    timings: ['Morning', 'Afternoon'],
    duration: 'Three experiences',
    options: [
      ['Pass for one person', 420, 349],
      ['Pass for two people', 780, 650],
    ],
    about: [
      'The Louvre Abu Dhabi Guided Tour, Kayaking through the Mangroves of Abu Dhabi and a Family Brunch at Yas Bay Waterfront on one pass, valid for twelve weekends.',
    ],
    included: ['Museum ticket and tour', 'Mangrove kayak tour', 'Brunch at Yas Bay'],
    notIncluded: [],
    popularity: 3,
    validityPeriod: 12,
    dateInput: true,
  },
];
