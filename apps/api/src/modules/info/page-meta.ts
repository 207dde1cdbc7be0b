import { pageTitle } from '@weekends/shared';
import type { PageMeta, PageMetaResolver } from '../../plugins/web.ts';

/**
 * Titles and descriptions of the information and inbound-form pages, written into the HTML by the server so search
 * engines and share previews see them without JavaScript. They are the web catalogue's `meta` entries
 * (locales/en/info.json, terms.json, privacy.json, contact.json, nominations.json); page-meta.test.ts fails if the two
 * drift apart.
 */
export const INFO_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Weekend experiences in the UAE',
    description:
      'Find, book and plan curated weekend experiences across the UAE: desert adventures, workshops, staycations and more, from Thursday evening to Saturday night.',
  },
  '/search': {
    title: 'Search weekend experiences',
    description: 'Browse and filter curated weekend experiences across the UAE by city, day, time, rating and price.',
  },
  '/weekend-passes': {
    title: 'Weekend Passes',
    description:
      'Weekend passes bundle hand-picked experiences across the UAE at a lower price. Choose a pass or make your own.',
  },
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

/** The same in Arabic (the `meta` entries of locales/ar/…), for the pages under /ar. */
export const INFO_PAGES_AR: Record<keyof typeof INFO_PAGES, { title: string; description: string }> = {
  '/': {
    title: 'تجارب عطلة نهاية الأسبوع في الإمارات',
    description:
      'اكتشف واحجز وخطّط لتجارب مختارة بعناية لعطلة نهاية الأسبوع في جميع أنحاء الإمارات: مغامرات صحراوية وورش عمل وإقامات قريبة والمزيد، من مساء الخميس حتى ليلة السبت.',
  },
  '/search': {
    title: 'ابحث عن تجارب عطلة نهاية الأسبوع',
    description:
      'تصفّح تجارب مختارة بعناية لعطلة نهاية الأسبوع في جميع أنحاء الإمارات، وصفّها حسب المدينة واليوم والوقت والتقييم والسعر.',
  },
  '/weekend-passes': {
    title: 'باقات عطلة نهاية الأسبوع',
    description:
      'تجمع باقات عطلة نهاية الأسبوع تجارب مختارة بعناية في جميع أنحاء الإمارات بسعر أقل. اختر باقة أو صمّم باقتك الخاصة.',
  },
  '/about': {
    title: 'من نحن',
    description:
      'Weekends هي منصة الإمارات لتجارب عطلة نهاية الأسبوع المختارة بعناية، من مساء الخميس حتى ليلة السبت، يقدّمها مضيفون محليون نعرفهم ونثق بهم.',
  },
  '/faq': {
    title: 'الأسئلة الشائعة',
    description:
      'إجابات عن الأسئلة الشائعة حول حجز تجارب عطلة نهاية الأسبوع في الإمارات مع Weekends: التوفر، واسترداد المبلغ، والإلغاء وتغيير الموعد، والقسائم، والمزيد.',
  },
  '/how-it-works': {
    title: 'طريقة العمل',
    description:
      'كيف تحجز تجربة لعطلة نهاية الأسبوع في الإمارات مع Weekends في أربع خطوات بسيطة: اكتشف، واحجز، واحصل على قسيمتك، واستمتع.',
  },
  '/terms-conditions': {
    title: 'الشروط والأحكام',
    description:
      'الشروط التي تسري عند تصفّح تجارب عطلة نهاية الأسبوع أو حجزها أو استضافتها على Weekends، السوق الإلكتروني لتجارب عطلة نهاية الأسبوع المختارة بعناية في الإمارات.',
  },
  '/privacy': {
    title: 'سياسة الخصوصية',
    description:
      'كيف تجمع Weekends معلوماتك الشخصية وتستخدمها وتشاركها وتحميها عند تصفّح تجارب عطلة نهاية الأسبوع في الإمارات أو حجزها أو استضافتها.',
  },
  '/contact': {
    title: 'تواصل معنا',
    description: 'لديك أسئلة حول حجز أو قسيمة أو تجربة؟ راسل فريق Weekends: نرد خلال يوم عمل واحد.',
  },
  '/corporate': {
    title: 'خدمات الشركات',
    description:
      'كافئ موظفيك بتجارب عطلة نهاية الأسبوع في الإمارات: نظام مكافآت، ولوحة تحكم تعرض التوفير والموظفين المتميزين، وفاتورة شهرية واحدة. تواصل معنا.',
  },
  '/partner-contact': {
    title: 'كن مضيفًا',
    description:
      'استضف تجربتك على Weekends: تواصل مع من يخططون لعطلة نهاية الأسبوع في الإمارات، واحصل على مستحقاتك شهريًا، وأدِر كل شيء من لوحة التحكم الخاصة بك كمضيف.',
  },
  '/give-back': {
    title: 'عطلة رد الجميل',
    description:
      'رُدّ الجميل بعطلة نهاية أسبوع: رشّح نفسك أو أحد أفراد عائلتك للتبرع بوقتك أو مالك أو كليهما، ليستمتع بعطلة نهاية أسبوع في الإمارات من لا تتاح له هذه الفرصة.',
  },
  '/sports-weekend': {
    title: 'عطلة الرياضة',
    description:
      'ترشّح لعطلة الرياضة من Weekends: اختر رياضاتك، وأخبرنا بمستواك، ورتّب رياضاتك المفضلة، وسنضمّك إلى فريق.',
  },
};

export const infoPageMeta: Record<string, PageMetaResolver> = Object.fromEntries(
  Object.keys(INFO_PAGES).map((route) => {
    const inLanguage = (pages: typeof INFO_PAGES): PageMeta => ({
      title: pageTitle(pages[route]!.title),
      description: pages[route]!.description,
    });
    const meta = { en: inLanguage(INFO_PAGES), ar: inLanguage(INFO_PAGES_AR) };
    return [route, async (_app, _params, language) => meta[language]];
  }),
);
