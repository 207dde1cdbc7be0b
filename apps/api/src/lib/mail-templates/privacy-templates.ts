import { fill, formatMailDubaiDate, type MailContext } from './format.ts';
import type { MailContent } from './layout.ts';
import { supportEmail } from './messages.ts';

/** The mails of a customer's data rights: the export's link, and a deletion asked for, cancelled and done. */
export interface PrivacyTemplateData {
  /** `link` is the Security and Privacy tab with the export's signed token; it lasts `validDays`. */
  'data-export-ready': { firstName?: string; link: string; validDays: number };
  /** `dueAt` is the end of the grace period (ISO); `waitingForVouchers` the unused vouchers the erasure waits for. */
  'deletion-requested': {
    firstName?: string;
    dueAt: string;
    graceDays: number;
    taxYears: number;
    waitingForVouchers: number;
    link: string;
  };
  /** `cause`: a sign-in during the grace period, or the customer's own Cancel deletion. */
  'deletion-cancelled': { firstName?: string; cause: 'signed-in' | 'customer'; link: string };
  'account-erased': { firstName?: string; taxYears: number };
}

/** Words of the mails: kept here, beside their templates, so a copy editor finds them with them. */
export const privacyMailMessages = {
  en: {
    'data-export-ready': {
      subject: 'Your Weekends data is ready to download',
      preheader: 'Download it within {validDays} days.',
      heading: 'Your data is ready',
      paragraphs: [
        'You asked for a copy of the data we hold about you. It is ready: a ZIP file with your profile, addresses, orders, vouchers, reviews, favourites, newsletter and interest requests and sign-in history as JSON files, and the tax invoices of your orders as PDF.',
        'The link works for {validDays} days, and only when you are signed in to your account. After that the file is deleted; you can ask for a new copy at any time.',
      ],
      button: 'Download my data',
    },
    'deletion-requested': {
      subject: 'Your Weekends account will be deleted on {dueDate}',
      preheader: 'Changed your mind? Sign in before {dueDate}.',
      heading: 'Your account will be deleted',
      paragraphs: [
        'You asked us to delete your Weekends account. We will do it on {dueDate}, {graceDays} days from your request. If you change your mind, simply sign in before then, or press Cancel deletion in Security and Privacy: the deletion is cancelled and your account stays as it is.',
        'What we erase: your name, e-mail address and phone number, your password and sign-in methods (passkeys, authenticator app, social sign-in), your addresses, favourites, newsletter subscription, interest requests and sign-in history. Your reviews stay, shown as by a deleted customer.',
        'What we keep, and why: the UAE VAT law requires us to keep tax records for {taxYears} years. Your orders, booked experiences and their tax invoices stay for that time with your name replaced by "Deleted customer", and are then removed.',
      ],
      waiting:
        'You still have {count} unused voucher(s). As you chose, the deletion waits until the last one has been used or has expired.',
      button: 'Cancel deletion',
    },
    'deletion-cancelled': {
      subject: 'Your Weekends account will not be deleted',
      preheader: 'Your account stays as it is.',
      heading: 'Deletion cancelled',
      'signed-in':
        'You signed in to your account, so the deletion you asked for is cancelled and your account stays as it is.',
      customer: 'You cancelled the deletion of your account. It stays as it is.',
      paragraphs: ['If you did not do this, change your password and write to us at {supportEmail}.'],
      button: 'Security and Privacy',
    },
    'account-erased': {
      subject: 'Your Weekends account has been deleted',
      preheader: 'Your personal data has been erased.',
      heading: 'Your account has been deleted',
      paragraphs: [
        'As you asked, we have deleted your Weekends account and erased your personal data. This is the last e-mail we send to this address.',
        'As the UAE VAT law requires, your orders and their tax invoices are kept for {taxYears} years under the name "Deleted customer", then removed.',
        'Thank you for spending your weekends with us.',
      ],
    },
  },
  ar: {
    'data-export-ready': {
      subject: 'بياناتك في Weekends جاهزة للتنزيل',
      preheader: 'نزّلها خلال {validDays} أيام.',
      heading: 'بياناتك جاهزة',
      paragraphs: [
        'طلبت نسخة من البيانات التي نحتفظ بها عنك، وهي جاهزة الآن: ملف مضغوط فيه ملفك الشخصي وعناوينك وطلباتك وقسائمك ومراجعاتك ومفضلتك واشتراكك في النشرة وطلبات الاهتمام وسجل تسجيل الدخول في ملفات بيانات مقروءة آلياً، والفواتير الضريبية لطلباتك بصيغة PDF.',
        'يعمل الرابط لمدة {validDays} أيام، وفقط عندما تكون مسجلاً الدخول إلى حسابك. بعد ذلك يُحذف الملف، ويمكنك طلب نسخة جديدة في أي وقت.',
      ],
      button: 'تنزيل بياناتي',
    },
    'deletion-requested': {
      subject: 'سيُحذف حسابك في Weekends في {dueDate}',
      preheader: 'غيّرت رأيك؟ سجّل الدخول قبل {dueDate}.',
      heading: 'سيُحذف حسابك',
      paragraphs: [
        'طلبت منا حذف حسابك في Weekends، وسنحذفه في {dueDate}، بعد {graceDays} يوماً من طلبك. إن غيّرت رأيك فما عليك إلا تسجيل الدخول قبل ذلك، أو الضغط على إلغاء الحذف في الأمان والخصوصية: يُلغى الحذف ويبقى حسابك كما هو.',
        'ما نمحوه: اسمك وبريدك الإلكتروني ورقم هاتفك، وكلمة المرور وطرق تسجيل الدخول (مفاتيح المرور وتطبيق المصادقة وتسجيل الدخول عبر الشبكات الاجتماعية)، وعناوينك ومفضلتك واشتراكك في النشرة وطلبات الاهتمام وسجل تسجيل الدخول. تبقى مراجعاتك منسوبة إلى عميل محذوف.',
        'ما نحتفظ به ولماذا: يُلزمنا قانون ضريبة القيمة المضافة في الإمارات بحفظ السجلات الضريبية {taxYears} سنوات. تبقى طلباتك وتجاربك المحجوزة وفواتيرها الضريبية طوال هذه المدة مع استبدال اسمك بعبارة "عميل محذوف"، ثم تُحذف.',
      ],
      waiting:
        'لا يزال لديك {count} من القسائم غير المستخدمة. وكما اخترت، ينتظر الحذف حتى تُستخدم آخرها أو تنتهي صلاحيتها.',
      button: 'إلغاء الحذف',
    },
    'deletion-cancelled': {
      subject: 'لن يُحذف حسابك في Weekends',
      preheader: 'يبقى حسابك كما هو.',
      heading: 'أُلغي الحذف',
      'signed-in': 'سجّلت الدخول إلى حسابك، لذا أُلغي الحذف الذي طلبته ويبقى حسابك كما هو.',
      customer: 'ألغيت حذف حسابك، ويبقى كما هو.',
      paragraphs: ['إن لم تفعل ذلك بنفسك، فغيّر كلمة المرور وراسلنا على {supportEmail}.'],
      button: 'الأمان والخصوصية',
    },
    'account-erased': {
      subject: 'حُذف حسابك في Weekends',
      preheader: 'مُحيت بياناتك الشخصية.',
      heading: 'حُذف حسابك',
      paragraphs: [
        'كما طلبت، حذفنا حسابك في Weekends ومحونا بياناتك الشخصية. هذه آخر رسالة نرسلها إلى هذا العنوان.',
        'وكما يُلزمنا قانون ضريبة القيمة المضافة في الإمارات، تُحفظ طلباتك وفواتيرها الضريبية {taxYears} سنوات باسم "عميل محذوف" ثم تُحذف.',
        'شكراً لأنك قضيت عطلاتك معنا.',
      ],
    },
  },
} as const;

export function dataExportReady(data: PrivacyTemplateData['data-export-ready'], ctx: MailContext): MailContent {
  const t = privacyMailMessages[ctx.language]['data-export-ready'];
  const values = { validDays: data.validDays };
  return {
    subject: t.subject,
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}

export function deletionRequested(data: PrivacyTemplateData['deletion-requested'], ctx: MailContext): MailContent {
  const t = privacyMailMessages[ctx.language]['deletion-requested'];
  const values = {
    dueDate: formatMailDubaiDate(new Date(data.dueAt), ctx.language),
    graceDays: data.graceDays,
    taxYears: data.taxYears,
    count: data.waitingForVouchers,
  };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [
      ...t.paragraphs.map((p) => fill(p, values)),
      ...(data.waitingForVouchers > 0 ? [fill(t.waiting, values)] : []),
    ],
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}

export function deletionCancelled(data: PrivacyTemplateData['deletion-cancelled'], ctx: MailContext): MailContent {
  const t = privacyMailMessages[ctx.language]['deletion-cancelled'];
  return {
    subject: t.subject,
    preheader: t.preheader,
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: [t[data.cause], ...t.paragraphs.map((p) => fill(p, { supportEmail }))],
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}

export function accountErased(data: PrivacyTemplateData['account-erased'], ctx: MailContext): MailContent {
  const t = privacyMailMessages[ctx.language]['account-erased'];
  return {
    subject: t.subject,
    preheader: t.preheader,
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, { taxYears: data.taxYears })),
  };
}
