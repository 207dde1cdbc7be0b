import { TEST_MODE_MESSAGES, TEST_MODE_MESSAGES_AR, type Language } from '@weekends/shared';

/**
 * Every text of every e-mail, one catalogue per language, in one place so a copy editor can change them without
 * touching markup. `{name}` placeholders are filled (and HTML-escaped) by the renderer; nothing here is HTML. English
 * is the catalogue's shape; each other language must give every text of it (`MailCatalogue`), so a template never
 * falls back to English in the middle of an Arabic mail.
 */
const en = {
  layout: {
    brand: 'Weekends',
    greeting: 'Hi {firstName},',
    greetingNoName: 'Hi there,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footerHelp: 'Questions? Write to us at {supportEmail}.',
    footerMadeIn: 'Made in the UAE',
    footerWhy: 'You received this e-mail because of an action on your Weekends account.',
    testModeLine: TEST_MODE_MESSAGES.mailLine,
    testMark: TEST_MODE_MESSAGES.mark,
    /** A reason an admin typed, quoted so it reads as theirs. */
    quote: '\u201c{text}\u201d',
    /** An undated voucher's last day, after its option in an item's line. */
    validUntil: 'valid until {day}',
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
  /** A sign-in from a browser the account had not used: see device-templates.ts. */
  'new-device-sign-in': {
    subject: 'New sign-in to your Weekends account',
    preheader: '{device} signed in to your account on {when}.',
    heading: 'A new device signed in',
    paragraphs: ['Your Weekends account was just signed in to from a device it has not used before:'],
    device: '{browser} on {system}',
    unknownBrowser: 'A browser',
    unknownSystem: 'an unknown system',
    unknownPlace: 'Unknown place',
    /** The moment, in Dubai's time. */
    when: '{when} (Dubai time)',
    afterRows: [
      'If this was you, there is nothing to do.',
      'If it was not you, press the button below: we will sign your account out on every device and ask you to choose a new password. The link works once, for 7 days.',
    ],
    button: "This wasn't me",
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

/** The shape of a catalogue: every text of the English one, in any words (lists keep their length). */
type Texts<T> = T extends string ? string : { readonly [K in keyof T]: Texts<T[K]> };
export type MailCatalogue = Texts<typeof en>;

const ar: MailCatalogue = {
  layout: {
    brand: 'Weekends',
    greeting: 'مرحباً {firstName}،',
    greetingNoName: 'مرحباً،',
    linkFallback: 'إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:',
    footerHelp: 'لديك سؤال؟ راسلنا على {supportEmail}.',
    footerMadeIn: 'صُنع في الإمارات',
    footerWhy: 'وصلتك هذه الرسالة بسبب إجراء تم على حسابك في Weekends.',
    testModeLine: TEST_MODE_MESSAGES_AR.mailLine,
    testMark: TEST_MODE_MESSAGES_AR.mark,
    quote: '«{text}»',
    validUntil: 'صالحة حتى {day}',
  },
  'email-confirmation': {
    subject: 'أكّد بريدك الإلكتروني',
    preheader: 'نقرة واحدة ويصبح حسابك في Weekends جاهزاً.',
    heading: 'أكّد بريدك الإلكتروني',
    paragraphs: [
      'شكراً لتسجيلك في Weekends. يُرجى تأكيد أن {email} هو بريدك الإلكتروني.',
      'الرابط صالح لمدة {validHours} ساعة. إذا لم تُنشئ حساباً، يمكنك تجاهل هذه الرسالة.',
    ],
    button: 'تأكيد البريد الإلكتروني',
  },
  'password-reset': {
    subject: 'رمز إعادة تعيين كلمة المرور في Weekends',
    preheader: 'رمزك هو {code}، وهو صالح لمدة {validMinutes} دقائق.',
    heading: 'إعادة تعيين كلمة المرور',
    paragraphs: ['استخدم هذا الرمز لإعادة تعيين كلمة المرور لحسابك في Weekends:'],
    codeNote:
      'الرمز صالح لمدة {validMinutes} دقائق ويُستخدم مرة واحدة فقط. إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
    button: 'إدخال الرمز',
  },
  'login-throttled': {
    subject: 'هناك من يحاول تسجيل الدخول إلى حسابك في Weekends',
    preheader: 'أوقفنا تسجيل الدخول إلى حسابك مؤقتاً لبضع دقائق.',
    heading: 'تم إيقاف تسجيل الدخول إلى حسابك مؤقتاً',
    paragraphs: [
      'أُدخلت كلمة مرور خاطئة {attempts} مرات لحسابك خلال وقت قصير، لذلك أوقفنا تسجيل الدخول إليه لمدة تصل إلى {waitMinutes} دقيقة. حسابك وحجوزاتك في أمان، ولم يسجّل أحد الدخول.',
      'إذا كنت أنت من حاول، انتظر قليلاً ثم أعد المحاولة، أو أعد تعيين كلمة المرور الآن. وإن لم تكن أنت، فمن الأفضل إعادة تعيين كلمة المرور.',
    ],
    button: 'إعادة تعيين كلمة المرور',
  },
  'new-device-sign-in': {
    subject: 'تسجيل دخول جديد إلى حسابك في Weekends',
    preheader: 'سُجّل الدخول إلى حسابك من {device} في {when}.',
    heading: 'سُجّل الدخول من جهاز جديد',
    paragraphs: ['سُجّل الدخول للتو إلى حسابك في Weekends من جهاز لم يُستخدم معه من قبل:'],
    device: '{browser} على {system}',
    unknownBrowser: 'متصفح',
    unknownSystem: 'نظام غير معروف',
    unknownPlace: 'مكان غير معروف',
    when: '{when} (بتوقيت دبي)',
    afterRows: [
      'إذا كنت أنت، فلا حاجة لفعل أي شيء.',
      'وإن لم تكن أنت، فاضغط الزر أدناه: سنُخرج حسابك من جميع الأجهزة ونطلب منك اختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال 7 أيام.',
    ],
    button: 'لم أكن أنا',
  },
  welcome: {
    subject: 'أهلاً بك في Weekends',
    preheader: 'تم تأكيد بريدك الإلكتروني. عطلتك القادمة تبدأ من هنا.',
    heading: 'أهلاً بك في Weekends',
    paragraphs: [
      'تم تأكيد بريدك الإلكتروني وأصبح حسابك جاهزاً.',
      'اكتشف تجارب مختارة بعناية في الإمارات السبع، من مساء الخميس حتى ليلة السبت، واحفظ تجاربك المفضلة لوقت لاحق.',
    ],
    button: 'استكشف التجارب',
  },
  'email-changed': {
    subject: 'تم تغيير بريدك الإلكتروني في Weekends',
    preheader: 'يستخدم حسابك الآن {newEmail}.',
    heading: 'تم تغيير بريدك الإلكتروني',
    paragraphs: [
      'تم تغيير البريد الإلكتروني لحسابك في Weekends من {oldEmail} إلى {newEmail}. من الآن فصاعداً سنراسلك على العنوان الجديد، ولم يعد هذا العنوان يُستخدم لتسجيل الدخول.',
      'إذا كنت أنت من أجرى هذا التغيير، فلا داعي لأي إجراء. وإن لم تكن أنت، راسلنا فوراً على {supportEmail} لنؤمّن حسابك.',
    ],
    button: 'تواصل معنا',
  },
  'newsletter-welcome': {
    subject: 'تم اشتراكك في النشرة الإخبارية من Weekends',
    preheader: 'أفضل ما في عطلة نهاية الأسبوع في الإمارات، في بريدك.',
    heading: 'شكراً لاشتراكك',
    paragraphs: [
      'سنوافيك بأحدث التجارب وباقات عطلة نهاية الأسبوع وأفضل الفعاليات في الإمارات السبع.',
      'غيّرت رأيك؟ يمكنك إلغاء الاشتراك في أي وقت من خلال الرابط أدناه.',
    ],
    button: 'إلغاء الاشتراك',
  },
  'booking-confirmation': {
    subject: 'حجزك في Weekends رقم {orderNumber}',
    preheader: 'تم تأكيد حجزك رقم {orderNumber}. رموز قسائمك في الداخل.',
    heading: 'تم تأكيد حجزك',
    paragraphs: ['شكراً لحجزك مع Weekends. تم دفع طلبك رقم {orderNumber} وتأكيده. إليك قسائمك:'],
    quantity: 'الكمية: {quantity}',
    voucherCode: 'رمز القسيمة',
    total: 'الإجمالي',
    vat: 'شامل ضريبة القيمة المضافة {vatPercent}%',
    address: 'عنوان التوصيل: {address}',
    howToUse:
      'طريقة استخدام القسيمة: في يوم التجربة، اعرض رمز القسيمة أو رمز الاستجابة السريعة (QR) الخاص بها على المضيف. ستجد رموز QR في صفحة قسائمك.',
    invoice: 'مرفق بهذه الرسالة ملف PDF للفاتورة الضريبية.',
    button: 'عرض قسائمك',
  },
  'host-sale': {
    subject: 'حجز جديد رقم {orderNumber} على Weekends',
    preheader: 'حجز أحد العملاء تجربتك للتو.',
    heading: 'لديك حجز جديد',
    paragraphs: ['خبر سار: حجز أحد العملاء تجربتك على Weekends للتو (الطلب رقم {orderNumber}). إليك ما تم بيعه:'],
    quantity: 'الكمية: {quantity}',
    total: 'المبلغ المستحق لك',
    payoutNote: 'المبالغ المذكورة هي ما ستتقاضاه بعد خصم رسوم السوق الإلكتروني.',
    howToCheck:
      'في يوم التجربة، سيعرض عليك العميل رمز القسيمة أو رمز QR الخاص بها: تحقق منه في لوحة التحكم قبل بدء التجربة.',
    button: 'افتح لوحة التحكم',
  },
  'payment-refunded': {
    subject: 'استرداد المبلغ للطلب رقم {orderNumber}',
    late: {
      preheader: 'أعدنا مبلغ {amount} إلى بطاقتك.',
      heading: 'تم استرداد المبلغ المدفوع',
      paragraphs: [
        'وصلتنا دفعتك للطلب رقم {orderNumber} بعد انتهاء مدة {holdMinutes} دقيقة التي نحجز فيها الأماكن، وفي هذه الأثناء حجز شخص آخر هذه الأماكن. نعتذر عن ذلك.',
        'أعدنا كامل المبلغ وقدره {amount} إلى بطاقتك. تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره في كشف حسابك.',
        'لا يزال بإمكانك حجز يوم آخر أو تجربة أخرى على Weekends.',
      ],
    },
    promo: {
      preheader: 'أعدنا مبلغ {amount} إلى بطاقتك.',
      heading: 'تم استرداد المبلغ المدفوع',
      paragraphs: [
        'وصلتنا دفعتك للطلب رقم {orderNumber} بعد انتهاء مدة {holdMinutes} دقيقة التي نحتفظ فيها بالطلب، وفي هذه الأثناء بلغ رمز الخصم الحد الأقصى لمرات استخدامه. لم نتمكن من تطبيق السعر المخفّض، لذلك لم يتم حجز أي شيء.',
        'أعدنا كامل المبلغ وقدره {amount} إلى بطاقتك. تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره في كشف حسابك.',
        'لا تزال اختياراتك في سلة التسوق: يمكنك حجزها مجدداً على Weekends.',
      ],
    },
    replaced: {
      preheader: 'أعدنا مبلغ {amount} إلى بطاقتك.',
      heading: 'تم استرداد المبلغ المدفوع',
      paragraphs: [
        'دفعت قيمة الطلب رقم {orderNumber} بعد أن استبدلته بعملية دفع أحدث (في علامة تبويب أخرى، أو بعد الرجوع إلى الصفحة السابقة) أو بعد أن ألغيته، لذلك لم يتم حجز أي شيء مرتين.',
        'أعدنا كامل المبلغ وقدره {amount} إلى بطاقتك. تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره في كشف حسابك.',
      ],
    },
    amount: {
      preheader: 'أعدنا مبلغ {amount} إلى بطاقتك.',
      heading: 'تم استرداد المبلغ المدفوع',
      paragraphs: [
        'الدفعة التي استلمناها للطلب رقم {orderNumber} لم تكن بقيمة الطلب، لذلك لم يتم حجز أي شيء.',
        'أعدنا كامل المبلغ وقدره {amount} إلى بطاقتك. تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره في كشف حسابك. يُرجى المحاولة مجدداً، أو مراسلتنا إذا تكرر ذلك.',
      ],
    },
    cancelled: {
      preheader: 'أعدنا مبلغ {amount} إلى بطاقتك.',
      heading: 'استرداد المبلغ في الطريق إليك',
      paragraphs: [
        'تم إلغاء حجزك رقم {orderNumber}، وأعدنا مبلغ {amount} إلى بطاقتك.',
        'تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره في كشف حسابك.',
      ],
    },
    button: 'استكشف التجارب',
  },
  'day-before-reminder': {
    subject: 'غداً: {title}',
    preheader: 'تجربتك غداً، {day}. رمز قسيمتك هو {voucherCode}.',
    heading: 'نراك غداً',
    paragraphs: ['نذكّرك بأن تجربتك غداً. إليك قسيمتك:'],
    quantity: 'الكمية: {quantity}',
    voucherCode: 'رمز القسيمة',
    address: 'المكان: {address}',
    howToUse: 'في يوم التجربة، اعرض رمز القسيمة أو رمز QR الخاص بها على المضيف.',
    mapText: 'كيف تصل:',
    mapLink: 'افتح الخريطة',
    button: 'عرض قسيمتك',
  },
  'review-request': {
    subject: 'كيف كانت تجربة {title}؟',
    preheader: 'أخبر الآخرين كيف كانت تجربة {title}.',
    heading: 'كيف كانت تجربتك؟',
    paragraphs: [
      'نأمل أن تكون قد استمتعت بتجربة {title}. هل لديك دقيقة لتخبر الآخرين عنها؟',
      'يساعد تقييمك العملاء الآخرين على اختيار عطلتهم، ويساعد المضيف على تقديم الأفضل. سيظهر تقييمك بعلامة «حجز مؤكَّد».',
    ],
    button: 'اكتب تقييماً',
  },
  'cart-reminder': {
    subject: 'تركت شيئاً في سلة التسوق',
    preheader: 'عطلتك لا تزال بانتظارك في سلة التسوق.',
    heading: 'هل ما زلت تفكر في الأمر؟',
    paragraphs: ['تركت هذه التجارب في سلة التسوق:'],
    afterItems: 'قد تنفد الأماكن، فاحجز ما دامت متاحة.',
    button: 'انتقل إلى سلة التسوق',
    offText: 'لا ترغب في هذه التذكيرات؟',
    offLink: 'أوقفها',
  },
  'booking-cancelled': {
    subject: 'تم إلغاء حجزك رقم {orderNumber}',
    subjectNoOrder: 'تم إلغاء حجزك',
    preheader: 'تم تأكيد الإلغاء. المبلغ المسترد: {amount}.',
    heading: 'تم إلغاء حجزك',
    paragraphs: ['بناءً على طلبك، ألغينا هذه القسائم ولم يعد بالإمكان استخدامها:'],
    voucherCode: 'رمز القسيمة',
    refund: 'استرداد المبلغ',
    refundPending: 'نعمل على إعادة مبلغ {amount} إلى البطاقة التي دفعت بها، وسنراسلك فور إتمام الاسترداد.',
    refunded: 'أعدنا مبلغ {amount} إلى البطاقة التي دفعت بها. تستغرق البنوك عادةً من 5 إلى 10 أيام عمل لإظهاره.',
    notCharged: 'لم يُدفع أي مبلغ مقابل هذا الحجز، لذلك لا يوجد مبلغ لاسترداده.',
    button: 'عرض حجوزاتك',
  },
  'host-booking-cancelled': {
    subject: 'تم إلغاء الحجز رقم {orderNumber} لتجربتك',
    subjectNoOrder: 'تم إلغاء حجز لتجربتك',
    preheader: 'ألغى أحد العملاء حجزاً، وأصبحت الأماكن متاحة من جديد.',
    heading: 'تم إلغاء حجز',
    paragraphs: ['ألغى أحد العملاء هذه القسائم لتجربتك. يُرجى عدم قبول رموزها بعد الآن:'],
    quantity: 'الكمية: {quantity}',
    voucherCode: 'رمز القسيمة',
    placesFree: 'أصبحت أماكنها متاحة من جديد ويمكن للآخرين حجزها.',
    button: 'افتح لوحة التحكم',
  },
  'booking-moved': {
    subject: 'تم نقل {title} إلى {to}',
    preheader: 'تم نقل {title} من {from} إلى {to}.',
    quantity: 'الكمية: {quantity}',
    voucherCode: 'رمز القسيمة',
    codeStays: 'يبقى رمز القسيمة كما هو.',
    customer: {
      heading: 'لحجزك موعد جديد',
      paragraphs: ['تم نقل حجزك لتجربة {title} من {from} إلى {to}. نراك هناك!'],
      button: 'عرض قسيمتك',
    },
    host: {
      heading: 'لأحد الحجوزات موعد جديد',
      paragraphs: ['نقل أحد العملاء حجزه لتجربة {title} من {from} إلى {to}.'],
      button: 'افتح لوحة التحكم',
    },
  },
  'voucher-gift': {
    subject: 'أهداك {fromName} تجربة {title}',
    preheader: 'قسيمة من Weekends بانتظارك.',
    heading: 'وصلتك هدية',
    paragraphs: ['أهداك {fromName} تجربة من Weekends: {title}.'],
    message: 'كتب {fromName}:',
    voucherCode: 'رمز القسيمة',
    howToUse: 'في يوم التجربة، اعرض رمز القسيمة على المضيف.',
    account: 'سجّل أو سجّل الدخول بهذا البريد الإلكتروني لتجد القسيمة ورمز QR الخاص بها في حجوزاتك.',
    button: 'التسجيل أو تسجيل الدخول',
  },
  'host-approved': {
    subject: 'أهلاً بك مضيفاً في Weekends',
    preheader: 'تمت الموافقة على طلب {businessName}.',
    heading: 'تمت الموافقة على طلبك لتصبح مضيفاً',
    paragraphs: ['خبر سار: وافقنا على طلب {businessName}. يمكنك الآن عرض تجاربك على Weekends.'],
    confirmFirst: 'أولاً، يُرجى تأكيد بريدك الإلكتروني من خلال الزر أدناه. بعد تأكيده يُفتح حساب المضيف الخاص بك.',
    dashboard: 'في حساب المضيف يمكنك إضافة التجارب ومتابعة حجوزاتك والتحقق من رموز قسائم عملائك.',
    confirmButton: 'تأكيد البريد الإلكتروني',
    dashboardButton: 'افتح حساب المضيف',
    dashboardLinkText: 'حساب المضيف:',
    dashboardLinkLabel: 'افتحه',
  },
  'host-rejected': {
    subject: 'طلبك لتصبح مضيفاً في Weekends',
    preheader: 'لم نتمكن من الموافقة على طلب {businessName}.',
    heading: 'لم نتمكن من الموافقة على طلبك',
    paragraphs: [
      'شكراً لتقدّمك لتصبح مضيفاً في Weekends. راجعنا طلب {businessName} ولم نتمكن من الموافقة عليه، للسبب التالي:',
    ],
    afterReason: 'يسعدنا أن تصحّح ذلك وتتقدم بطلب جديد.',
    button: 'تقديم طلب جديد',
  },
  'listing-approved': {
    subject: 'تجربتك متاحة الآن: {title}',
    preheader: 'يمكن للعملاء الآن العثور على {title} وحجزها.',
    heading: 'تجربتك متاحة الآن',
    new: ['خبر سار: وافقنا على {title}. أصبحت متاحة الآن على Weekends، ويمكن للعملاء العثور عليها وحجزها.'],
    edit: ['خبر سار: وافقنا على تعديلاتك على {title}. يرى العملاء الآن النسخة الجديدة.'],
    button: 'شاهدها على Weekends',
  },
  'listing-rejected': {
    subject: 'لم تتم الموافقة على ما أرسلته من {title}',
    preheader: 'لم نتمكن من الموافقة على {title}.',
    heading: 'لم نتمكن من الموافقة على ما أرسلته',
    new: ['راجعنا تجربتك الجديدة {title} ولم نتمكن من الموافقة عليها، للسبب التالي:'],
    edit: ['راجعنا تعديلاتك على {title} ولم نتمكن من الموافقة عليها، للسبب التالي. يرى العملاء التجربة كما كانت:'],
    afterReason: 'يمكنك تعديل التجربة من حساب المضيف وإرسالها مجدداً.',
    button: 'افتح إدارة التجارب',
  },
  acknowledgement: {
    contact: {
      subject: 'استلمنا رسالتك',
      heading: 'شكراً لتواصلك معنا',
      paragraphs: ['استلمنا رسالتك وسيرد فريقنا على {email} خلال يوم عمل واحد.'],
    },
    corporate: {
      subject: 'استفسارك بخصوص الشركات',
      heading: 'شكراً لاهتمامك بخدمات Weekends للفرق',
      paragraphs: [
        'استلمنا استفسارك بخصوص {company}. سيتواصل معك فريق الشركات خلال يومَي عمل لنخطط معاً لمكافآت سيحبها فريقك.',
      ],
    },
    partner: {
      subject: 'طلبك لتصبح مضيفاً',
      heading: 'شكراً لرغبتك في الانضمام إلينا مضيفاً',
      paragraphs: ['استلمنا طلبك. سيراجعه فريق الشراكات ويعود إليك خلال ثلاثة أيام عمل.'],
    },
    interest: {
      subject: 'اهتمامك بـ{activity}',
      heading: 'سنُعلمك',
      paragraphs: ['شكراً لاهتمامك بـ{activity}. سيتواصل معك فريقنا عندما يطلبها عدد كافٍ من الأشخاص.'],
    },
    career: {
      subject: 'طلبك لوظيفة {opening}',
      heading: 'شكراً لتقديمك',
      paragraphs: ['استلمنا طلبك لوظيفة {opening}. إذا كان ملفك يناسب ما نبحث عنه، سنتواصل معك لترتيب محادثة.'],
    },
    'give-back': {
      subject: 'ترشيحك لعطلة هدية العطاء',
      heading: 'شكراً لعطائك',
      paragraphs: ['استلمنا ترشيحك لعطلة هدية العطاء. سيتواصل معك فريقنا بشأن الخطوات التالية.'],
    },
    sports: {
      subject: 'ترشيحك لعطلة نهاية الأسبوع الرياضية',
      heading: 'لنبدأ اللعب',
      paragraphs: ['استلمنا ترشيحك لعطلة نهاية الأسبوع الرياضية. سنتواصل معك بشأن الفرق والمواعيد.'],
    },
  },
};

/** The mails' words per language: `mailMessages[language]`. */
export const mailMessages: Record<Language, MailCatalogue> = { en, ar };

export const supportEmail = 'support@weekends.ae';
