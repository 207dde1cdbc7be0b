import { pageTitle } from '@weekends/shared';
import type { PageMeta, PageMetaResolver } from '../../plugins/web.ts';

/**
 * Titles and descriptions of the information and inbound-form pages, written into the HTML by the server so search
 * engines and share previews see them without JavaScript. They are the web catalogue's `meta` entries
 * (locales/en/info.json, terms.json, privacy.json, contact.json, nominations.json); page-meta.test.ts fails if the two
 * drift apart.
 */
export const INFO_PAGES: Record<string, { title: string; description: string }> = {
  '/about': {
    title: 'About Us',
    description:
      'Weekends is the UAE’s marketplace for curated weekend experiences, from Thursday evening to Saturday night, run by local hosts we know and trust.',
  },
  '/faq': {
    title: 'FAQs',
    description:
      'Answers to common questions about booking weekend experiences in the UAE with Weekends: availability, refunds, cancelling and rescheduling, coupons and more.',
  },
  '/how-it-works': {
    title: 'How It Works',
    description:
      'How to book a weekend experience in the UAE with Weekends, in four simple steps: discover, book, get your voucher and enjoy.',
  },
  '/terms-conditions': {
    title: 'Terms & Conditions',
    description:
      'The terms that apply when you browse, book or host weekend experiences on Weekends, the UAE marketplace for curated weekend experiences.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How Weekends collects, uses, shares and protects your personal information when you browse, book or host weekend experiences in the UAE.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Questions about a booking, a voucher or an experience? Write to the Weekends team: we reply within one working day.',
  },
  '/corporate': {
    title: 'Corporate Services',
    description:
      'Reward your people with UAE weekend experiences: an award system, a dashboard of savings and star performers, and one monthly invoice. Get in touch.',
  },
  '/partner-contact': {
    title: 'Become A Host',
    description:
      'Host your experience on Weekends: reach people planning their UAE weekend, get paid monthly and manage everything from your own host dashboard.',
  },
  '/give-back': {
    title: 'Return Gift Weekend',
    description:
      'Give a weekend back: nominate yourself or a family member to gift your time, money or both, so people who would not otherwise have one enjoy a UAE weekend.',
  },
  '/sports-weekend': {
    title: 'Sports weekend',
    description:
      'Nominate for the Weekends Sports weekend: pick your sports, tell us your level and rank your favourites, and we will put you in a team.',
  },
};

export const infoPageMeta: Record<string, PageMetaResolver> = Object.fromEntries(
  Object.entries(INFO_PAGES).map(([route, { title, description }]) => {
    const meta: PageMeta = { title: pageTitle(title), description };
    return [route, async () => meta];
  }),
);
