import { ACCOUNT_MESSAGES } from './accounts.ts';
import { ADMIN_ACTIVITY_MESSAGES } from './admin-activities.ts';
import { CATALOGUE_MESSAGES } from './admin-catalogue.ts';
import { COMMERCE_MESSAGES } from './admin-commerce.ts';
import { CONTENT_MESSAGES } from './admin-content.ts';
import { ADMIN_CORPORATE_MESSAGES, ADMIN_INVOICE_MESSAGES } from './admin-corporates.ts';
import { ADMIN_HOME_MESSAGES } from './admin-home.ts';
import { ADMIN_HOSTS_MESSAGES } from './admin-hosts.ts';
import { INBOX_MESSAGES } from './admin-inbox.ts';
import { AFTERSALE_MESSAGES } from './aftersale.ts';
import { APPROVAL_MESSAGES } from './approvals.ts';
import { BOOKING_MESSAGES } from './bookings.ts';
import { CAREER_MESSAGES } from './careers.ts';
import { CART_MESSAGES } from './cart.ts';
import { CHECKOUT_MESSAGES, SANDBOX_MESSAGES } from './checkout.ts';
import { CONTACT_MESSAGES } from './contact.ts';
import { CORPORATE_ADMIN_MESSAGES } from './corporate-admin.ts';
import { CORPORATE_MESSAGES } from './corporates.ts';
import { API_MESSAGES } from './errors.ts';
import { GUEST_MESSAGES } from './guests.ts';
import { HOST_CALENDAR_MESSAGES } from './host-calendar.ts';
import { HOST_SALES_MESSAGES } from './host-sales.ts';
import { HOST_MESSAGES } from './hosts.ts';
import { INTEREST_MESSAGES } from './interest.ts';
import { LISTING_MESSAGES } from './listings.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.ts';
import { NOMINATION_MESSAGES } from './nominations.ts';
import { REDEEM_MESSAGES } from './redemption.ts';
import { REMINDER_MESSAGES } from './reminders.ts';
import { REVIEW_MESSAGES } from './reviews.ts';

/**
 * Every message the API and the forms' own checks can show, by a stable key ('cart.emptyCart'): the English text
 * is the template ('Only {left} left for {title}.'), and the web's catalogue words each key in the reader's language
 * (locales/<language>/messages.json). Errors travel with their key and values (`messageKey`, `messageValues`) beside
 * the English text, so a client that knows the key never parses the text.
 */
export const MESSAGES = {
  account: ACCOUNT_MESSAGES,
  adminActivity: ADMIN_ACTIVITY_MESSAGES,
  adminCorporate: ADMIN_CORPORATE_MESSAGES,
  adminHome: ADMIN_HOME_MESSAGES,
  adminHosts: ADMIN_HOSTS_MESSAGES,
  adminInvoice: ADMIN_INVOICE_MESSAGES,
  aftersale: AFTERSALE_MESSAGES,
  api: API_MESSAGES,
  approval: APPROVAL_MESSAGES,
  booking: BOOKING_MESSAGES,
  career: CAREER_MESSAGES,
  cart: CART_MESSAGES,
  catalogue: CATALOGUE_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  commerce: COMMERCE_MESSAGES,
  contact: CONTACT_MESSAGES,
  content: CONTENT_MESSAGES,
  corporate: CORPORATE_MESSAGES,
  corporateAdmin: CORPORATE_ADMIN_MESSAGES,
  guest: GUEST_MESSAGES,
  host: HOST_MESSAGES,
  hostCalendar: HOST_CALENDAR_MESSAGES,
  hostSales: HOST_SALES_MESSAGES,
  inbox: INBOX_MESSAGES,
  interest: INTEREST_MESSAGES,
  listing: LISTING_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  nomination: NOMINATION_MESSAGES,
  redeem: REDEEM_MESSAGES,
  reminder: REMINDER_MESSAGES,
  review: REVIEW_MESSAGES,
  sandbox: SANDBOX_MESSAGES,
} as const;

/** A message found by its text: its key and the values its placeholders held. */
export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}

/** Every message's key and English template, in MESSAGES' order. */
export function messageTemplates(): [key: string, template: string][] {
  return Object.entries(MESSAGES).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, template]): [string, string] => [`${group}.${name}`, template]),
  );
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  key: string;
  pattern: RegExp;
  names: string[];
}

let exact: Map<string, string> | undefined;
let patterns: Matcher[] | undefined;

function index() {
  if (exact && patterns) return { exact, patterns };
  exact = new Map();
  patterns = [];
  for (const [key, template] of messageTemplates()) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
      continue;
    }
    const source = template
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return { exact, patterns };
}

/**
 * The key of a message by its English text, with the values that filled its placeholders; undefined for a text that
 * is no catalogue message (a name, an address, a message from elsewhere).
 */
export function findMessage(text: string): FoundMessage | undefined {
  const { exact, patterns } = index();
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}
