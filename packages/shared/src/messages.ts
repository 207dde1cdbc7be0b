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
import { DATA_RIGHTS_MESSAGES } from './data-rights.ts';
import { CORPORATE_ADMIN_MESSAGES } from './corporate-admin.ts';
import { CORPORATE_MESSAGES } from './corporates.ts';
import { DEVICE_MESSAGES } from './devices.ts';
import { API_MESSAGES } from './errors.ts';
import { GUEST_MESSAGES } from './guests.ts';
import { HOST_CALENDAR_MESSAGES } from './host-calendar.ts';
import { HOST_SALES_MESSAGES } from './host-sales.ts';
import { HOST_MESSAGES } from './hosts.ts';
import { INTEREST_MESSAGES } from './interest.ts';
import { LISTING_MESSAGES } from './listings.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.ts';
import { NOMINATION_MESSAGES } from './nominations.ts';
import { PASSKEY_MESSAGES } from './passkeys.ts';
import { REDEEM_MESSAGES } from './redemption.ts';
import { REMINDER_MESSAGES } from './reminders.ts';
import { REVIEW_MESSAGES } from './reviews.ts';
import { SECURITY_MESSAGES } from './security.ts';
import { STAFF_MESSAGES } from './staff.ts';
import { messageFinder, type FoundMessage } from './message-finder.ts';

export type { FoundMessage } from './message-finder.ts';

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
  dataRights: DATA_RIGHTS_MESSAGES,
  device: DEVICE_MESSAGES,
  guest: GUEST_MESSAGES,
  host: HOST_MESSAGES,
  hostCalendar: HOST_CALENDAR_MESSAGES,
  hostSales: HOST_SALES_MESSAGES,
  inbox: INBOX_MESSAGES,
  interest: INTEREST_MESSAGES,
  listing: LISTING_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  nomination: NOMINATION_MESSAGES,
  passkey: PASSKEY_MESSAGES,
  redeem: REDEEM_MESSAGES,
  reminder: REMINDER_MESSAGES,
  review: REVIEW_MESSAGES,
  sandbox: SANDBOX_MESSAGES,
  security: SECURITY_MESSAGES,
  staff: STAFF_MESSAGES,
} as const;

/** Every message's key and English template, in MESSAGES' order. */
export function messageTemplates(): [key: string, template: string][] {
  return Object.entries(MESSAGES).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, template]): [string, string] => [`${group}.${name}`, template]),
  );
}

let find: ((text: string) => FoundMessage | undefined) | undefined;

/**
 * The key of a message by its English text, with the values that filled its placeholders; undefined for a text that
 * is no catalogue message (a name, an address, a message from elsewhere).
 */
export function findMessage(text: string): FoundMessage | undefined {
  find ??= messageFinder(messageTemplates());
  return find(text);
}
