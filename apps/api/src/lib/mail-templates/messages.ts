/**
 * Every text of every e-mail, in one place so a copy editor can change them without touching markup.
 * `{name}` placeholders are filled (and HTML-escaped) by the renderer; nothing here is HTML.
 */
export const mailMessages = {
  layout: {
    brand: 'Weekends',
    greeting: 'Hi {firstName},',
    greetingNoName: 'Hi there,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footerHelp: 'Questions? Write to us at {supportEmail}.',
    footerMadeIn: 'Made in the UAE',
    footerWhy: 'You received this e-mail because of an action on your Weekends account.',
  },
  'email-confirmation': {
    subject: 'Confirm your e-mail address',
    preheader: 'One click and your Weekends account is ready.',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      'Thanks for signing up to Weekends. Please confirm that {email} is your e-mail address.',
      'The link is valid for {validHours} hours. If you did not create an account, you can ignore this e-mail.',
    ],
    button: 'Confirm e-mail address',
  },
  'password-reset': {
    subject: 'Your Weekends password reset code',
    preheader: 'Your code is {code}. It is valid for {validMinutes} minutes.',
    heading: 'Reset your password',
    paragraphs: ['Use this code to reset your Weekends password:'],
    codeNote:
      'The code is valid for {validMinutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    button: 'Enter the code',
  },
  'login-throttled': {
    subject: 'Someone is trying to sign in to your Weekends account',
    preheader: 'We paused sign-ins to your account for a few minutes.',
    heading: 'Sign-ins to your account are paused',
    paragraphs: [
      'There were {attempts} wrong passwords for your account in a short time, so we paused sign-ins to it for up to {waitMinutes} minutes. Your account and bookings are safe: nobody signed in.',
      'If this was you, wait a little and try again, or reset your password now. If it was not you, resetting your password is a good idea.',
    ],
    button: 'Reset my password',
  },
  welcome: {
    subject: 'Welcome to Weekends',
    preheader: 'Your e-mail address is confirmed. Your next weekend starts here.',
    heading: 'Welcome to Weekends',
    paragraphs: [
      'Your e-mail address is confirmed and your account is ready.',
      'Discover curated experiences across the seven emirates, from Thursday evening to Saturday night, and save your favourites for later.',
    ],
    button: 'Explore experiences',
  },
  /** To the address a customer moved away from in Personal Information; the new one is masked (see templates.ts). */
  'email-changed': {
    subject: 'Your Weekends e-mail address was changed',
    preheader: 'Your account now uses {newEmail}.',
    heading: 'Your e-mail address was changed',
    paragraphs: [
      'The e-mail address of your Weekends account was changed from {oldEmail} to {newEmail}. From now on we will write to the new address, and this one no longer signs you in.',
      'If you made this change, there is nothing more to do. If you did not, write to us at {supportEmail} right away so we can secure your account.',
    ],
    button: 'Contact us',
  },
  'newsletter-welcome': {
    subject: 'You are subscribed to the Weekends newsletter',
    preheader: 'The best of the UAE weekend, in your inbox.',
    heading: 'Thanks for subscribing',
    paragraphs: [
      'You will hear from us about new experiences, weekend passes and the best of what is on across the seven emirates.',
      'Changed your mind? You can unsubscribe at any time with the link below.',
    ],
    button: 'Unsubscribe',
  },
  /** To the customer once an order is paid; the tax invoice PDF goes with it as an attachment. */
  'booking-confirmation': {
    subject: 'Your Weekends booking {orderNumber}',
    preheader: 'Your booking {orderNumber} is confirmed. Your voucher codes are inside.',
    heading: 'Your booking is confirmed',
    paragraphs: [
      'Thank you for booking with Weekends. Your order {orderNumber} is paid and confirmed. Here are your vouchers:',
    ],
    quantity: 'Quantity: {quantity}',
    voucherCode: 'Voucher code',
    total: 'Total',
    vat: 'VAT {vatPercent}% included',
    address: 'Delivery address: {address}',
    howToUse:
      'How to use your voucher: on the day, show the voucher code or its QR code to your host. You will find the QR codes on your vouchers page.',
    invoice: 'Your tax invoice is attached to this e-mail as a PDF.',
    button: 'View your vouchers',
  },
  /** To a host whose experience was just sold. */
  'host-sale': {
    subject: 'New booking {orderNumber} on Weekends',
    preheader: 'A customer has just booked your experience.',
    heading: 'You have a new booking',
    paragraphs: [
      'Good news: a customer has just booked your experience on Weekends (order {orderNumber}). Here is what was sold:',
    ],
    quantity: 'Quantity: {quantity}',
    total: 'You will be paid',
    payoutNote: 'The amounts are what you will be paid, after the Online Marketplace Fee.',
    howToCheck:
      'On the day, the customer will show you a voucher code or its QR code: check it in your dashboard before the experience starts.',
    button: 'Open your dashboard',
  },
  /** A refund to the customer's card, with the words for why it happened. */
  'payment-refunded': {
    subject: 'Your refund for order {orderNumber}',
    late: {
      preheader: 'We have refunded {amount} to your card.',
      heading: 'Your payment has been refunded',
      paragraphs: [
        'Your payment for order {orderNumber} reached us after the {holdMinutes} minutes we hold places for had run out, and in the meantime the places were booked by someone else. We are sorry.',
        'We have refunded the full amount of {amount} to your card. Banks usually take 5–10 working days to show it on your statement.',
        'You can still book another day or another experience on Weekends.',
      ],
    },
    promo: {
      preheader: 'We have refunded {amount} to your card.',
      heading: 'Your payment has been refunded',
      paragraphs: [
        'Your payment for order {orderNumber} reached us after the {holdMinutes} minutes we hold an order for had run out, and in the meantime its promo code reached the limit of its uses. We could not honour the discounted price, so nothing was booked.',
        'We have refunded the full amount of {amount} to your card. Banks usually take 5–10 working days to show it on your statement.',
        'Your cart still has your choices: you can book them again on Weekends.',
      ],
    },
    replaced: {
      preheader: 'We have refunded {amount} to your card.',
      heading: 'Your payment has been refunded',
      paragraphs: [
        'You paid for order {orderNumber} after you had replaced it with a newer checkout (in another tab, or after going back) or cancelled it, so nothing was booked twice.',
        'We have refunded the full amount of {amount} to your card. Banks usually take 5–10 working days to show it on your statement.',
      ],
    },
    amount: {
      preheader: 'We have refunded {amount} to your card.',
      heading: 'Your payment has been refunded',
      paragraphs: [
        'The payment we received for order {orderNumber} was not the amount of the order, so nothing was booked.',
        'We have refunded the full amount of {amount} to your card. Banks usually take 5–10 working days to show it on your statement. Please try again, or write to us if it happens again.',
      ],
    },
    cancelled: {
      preheader: 'We have refunded {amount} to your card.',
      heading: 'Your refund is on its way',
      paragraphs: [
        'Your booking {orderNumber} has been cancelled, and we have refunded {amount} to your card.',
        'Banks usually take 5–10 working days to show it on your statement.',
      ],
    },
    button: 'Explore experiences',
  },
  /** The day before a dated experience, to whoever holds its voucher. */
  'day-before-reminder': {
    subject: 'Tomorrow: {title}',
    preheader: 'Your experience is tomorrow, {day}. Your voucher code is {voucherCode}.',
    heading: 'See you tomorrow',
    paragraphs: ['A reminder that your experience is tomorrow. Here is your voucher:'],
    quantity: 'Quantity: {quantity}',
    voucherCode: 'Voucher code',
    address: 'Where: {address}',
    howToUse: 'On the day, show the voucher code or its QR code to your host.',
    mapText: 'Getting there:',
    mapLink: 'Open the map',
    button: 'View your voucher',
  },
  /** The day after an experience whose voucher was redeemed. */
  'review-request': {
    subject: 'How was {title}?',
    preheader: 'Tell other weekenders what {title} was like.',
    heading: 'How was your experience?',
    paragraphs: [
      'We hope you enjoyed {title}. Would you take a minute to tell others what it was like?',
      'Your review helps other customers choose their weekend, and helps your host do even better. It will show as a Verified booking.',
    ],
    button: 'Write a review',
  },
  /** Once, a day after a signed-in customer last changed a cart they did not buy. */
  'cart-reminder': {
    subject: 'You left something in your cart',
    preheader: 'Your weekend is still waiting in your cart.',
    heading: 'Still thinking about it?',
    paragraphs: ['You left these experiences in your cart:'],
    afterItems: 'Places can sell out, so book while they are still available.',
    button: 'Go to your cart',
    offText: 'Not interested in these reminders?',
    offLink: 'Turn them off',
  },
  /** To the customer who cancelled vouchers; the refund mail (payment-refunded, cancelled) follows once it is made. */
  'booking-cancelled': {
    subject: 'Your booking {orderNumber} is cancelled',
    subjectNoOrder: 'Your booking is cancelled',
    preheader: 'Your cancellation is confirmed. Refund: {amount}.',
    heading: 'Your booking is cancelled',
    paragraphs: ['As you asked, we have cancelled these vouchers. They can no longer be used:'],
    voucherCode: 'Voucher code',
    refund: 'Refund',
    refundPending: 'We are refunding {amount} to the card you paid with, and will e-mail you once the refund is made.',
    refunded: 'We have refunded {amount} to the card you paid with. Banks usually take 5–10 working days to show it.',
    notCharged: 'Nothing was charged for this booking, so there is nothing to refund.',
    button: 'View your bookings',
  },
  /** To the host of cancelled vouchers. */
  'host-booking-cancelled': {
    subject: 'Booking {orderNumber} of your experience was cancelled',
    subjectNoOrder: 'A booking of your experience was cancelled',
    preheader: 'A customer has cancelled a booking; the places are free again.',
    heading: 'A booking was cancelled',
    paragraphs: [
      'A customer has cancelled these vouchers of your experience. Please do not accept their codes any more:',
    ],
    quantity: 'Quantity: {quantity}',
    voucherCode: 'Voucher code',
    placesFree: 'Their places are free again and can be booked by others.',
    button: 'Open your dashboard',
  },
  /** A dated voucher moved to another day, to its customer and to its host. */
  'booking-moved': {
    subject: '{title} moved to {to}',
    preheader: '{title} moved from {from} to {to}.',
    quantity: 'Quantity: {quantity}',
    voucherCode: 'Voucher code',
    codeStays: 'The voucher code stays the same.',
    customer: {
      heading: 'Your booking has a new date',
      paragraphs: ['Your booking of {title} has moved from {from} to {to}. See you there!'],
      button: 'View your voucher',
    },
    host: {
      heading: 'A booking has a new date',
      paragraphs: ['A customer has moved their booking of {title} from {from} to {to}.'],
      button: 'Open your dashboard',
    },
  },
  /** To the receiver of a voucher given by a customer. */
  'voucher-gift': {
    subject: '{fromName} has given you {title}',
    preheader: 'A Weekends voucher is waiting for you.',
    heading: 'You have received a gift',
    paragraphs: ['{fromName} has given you a Weekends experience: {title}.'],
    message: '{fromName} wrote:',
    voucherCode: 'Voucher code',
    howToUse: 'On the day, show the voucher code to your host.',
    account:
      'Sign up or log in with this e-mail address to find the voucher, with its QR code, in your Booked Activities.',
    button: 'Sign up or log in',
  },
  /** The provider approved a host application (modules/admin); an unconfirmed applicant confirms the e-mail first. */
  'host-approved': {
    subject: 'Welcome to Weekends as a host',
    preheader: 'Your application for {businessName} is approved.',
    heading: 'Your host application is approved',
    paragraphs: [
      'Good news: we have approved the application of {businessName}. You can now list your experiences on Weekends.',
    ],
    confirmFirst:
      'First, please confirm your e-mail address with the button below. Once it is confirmed, your Vendor Account opens.',
    dashboard:
      'In your Vendor Account you can add experiences, see your bookings and check your customers\u2019 voucher codes.',
    confirmButton: 'Confirm e-mail address',
    dashboardButton: 'Open your Vendor Account',
    dashboardLinkText: 'Your Vendor Account:',
    dashboardLinkLabel: 'open it',
  },
  /** The provider rejected a host application, with its reason. */
  'host-rejected': {
    subject: 'Your host application on Weekends',
    preheader: 'We could not approve the application of {businessName}.',
    heading: 'We could not approve your application',
    paragraphs: [
      'Thank you for applying to host on Weekends. We have reviewed the application of {businessName} and could not approve it, for this reason:',
    ],
    afterReason: 'You are welcome to correct it and apply again.',
    button: 'Apply again',
  },
  /** A host's listing (new, or an edit of a live one) was approved and is live. */
  'listing-approved': {
    subject: 'Your experience is live: {title}',
    preheader: 'Customers can now find and book {title}.',
    heading: 'Your experience is live',
    new: ['Good news: we have approved {title}. It is now live on Weekends, and customers can find and book it.'],
    edit: ['Good news: we have approved your changes to {title}. Customers now see the new version.'],
    button: 'See it on Weekends',
  },
  /** A host's listing submission was rejected, with its reason; the live listing, if any, stays as it was. */
  'listing-rejected': {
    subject: 'Your submission of {title} was not approved',
    preheader: 'We could not approve {title}.',
    heading: 'We could not approve your submission',
    new: ['We have reviewed your new experience {title} and could not approve it, for this reason:'],
    edit: [
      'We have reviewed your changes to {title} and could not approve them, for this reason. Customers still see the listing as it was:',
    ],
    afterReason: 'You can change the listing in your Vendor Account and submit it again.',
    button: 'Open Manage Activities',
  },
  /** Every inbound form's receipt: one layout, one set of words per form. */
  acknowledgement: {
    contact: {
      subject: 'We have received your message',
      heading: 'Thanks for getting in touch',
      paragraphs: ['We have received your message and our team will reply to {email} within one working day.'],
    },
    corporate: {
      subject: 'Your corporate enquiry',
      heading: 'Thanks for your interest in Weekends for teams',
      paragraphs: [
        'We have received your enquiry for {company}. Our corporate team will contact you within two working days to plan rewards your people will love.',
      ],
    },
    partner: {
      subject: 'Your request to become a host',
      heading: 'Thanks for wanting to host with us',
      paragraphs: [
        'We have received your request. Our partnerships team will review it and get back to you within three working days.',
      ],
    },
    interest: {
      subject: 'Your interest in {activity}',
      heading: 'We will let you know',
      paragraphs: [
        'Thank you for your interest in {activity}. Our team will get back to you when enough people have asked for it.',
      ],
    },
    career: {
      subject: 'Your application for {opening}',
      heading: 'Thanks for applying',
      paragraphs: [
        'We have received your application for {opening}. If your profile matches what we are looking for, we will contact you to arrange a conversation.',
      ],
    },
    'give-back': {
      subject: 'Your Return Gift Weekend nomination',
      heading: 'Thank you for giving back',
      paragraphs: [
        'We have received your nomination for the Return Gift Weekend. Our team will contact you about the next steps.',
      ],
    },
    sports: {
      subject: 'Your Sports weekend nomination',
      heading: 'Game on',
      paragraphs: ['We have received your Sports weekend nomination. We will be in touch with the teams and dates.'],
    },
  },
} as const;

export const supportEmail = 'support@weekends.ae';
