import type { ActivitySeed } from './activity-types.ts';
import { arabicOf, highlightsAr, venuesAr } from './arabic.ts';
import { days } from './lookups.ts';
import { workingHours } from './details.ts';

/**
 * The Arabic of an activity's derived texts (details.ts), in Modern Standard Arabic as UAE sites write it: the hours
 * with 'ص' and 'م' as Intl's ar-AE writes them, the redemption, what happens next, the policies and notes, the
 * important information, the highlight and the things to keep in mind. The venue is named in Arabic (`venuesAr`), as
 * in the Arabic address. A duration, an hour, a highlight or a venue without its Arabic fails the seed.
 */
export interface ActivityDetailsAr {
  importantInformationAr: string;
  highlightAr: string | null;
  thingsToKeepInMindAr: string;
  durationAr: string;
  workingHoursAr: string;
  howToRedeemAr: string;
  whatsNextAr: string;
  cancellationPolicyAr: string | null;
  additionalInformationAr: string;
  termsAndConditionsAr: string;
  otherInformationAr: string;
  scheduleAr: string;
  thursdayWorkingHoursAr: string | null;
  fridayWorkingHoursAr: string | null;
  saturdayWorkingHoursAr: string | null;
  sundayWorkingHoursAr: string | null;
}

/** The demo activities' durations (and the bulk generator's), by their English. */
export const durationsAr: Readonly<Record<string, string>> = {
  '30 minutes': '30 دقيقة',
  '40 minutes': '40 دقيقة',
  '45 minutes': '45 دقيقة',
  '75 minutes': '75 دقيقة',
  '90 minutes': '90 دقيقة',
  '1 hour': 'ساعة واحدة',
  '2 hours': 'ساعتان',
  '2.5 hours': 'ساعتان ونصف',
  '3 hours': '3 ساعات',
  '4 hours': '4 ساعات',
  '5 hours': '5 ساعات',
  '6 hours': '6 ساعات',
  '7 hours': '7 ساعات',
  '8 hours': '8 ساعات',
  '16 hours': '16 ساعة',
  'Full day': 'يوم كامل',
  'Three experiences': 'ثلاث تجارب',
};

export const durationAr = (duration: string) => arabicOf(durationsAr, duration, 'duration');

/** 'Closed' in Arabic, for a day without hours. */
export const CLOSED_AR = 'مغلق';

/**
 * Hours in Arabic: '3:00 PM – 9:30 PM' is '3:00 م – 9:30 م', '(next day)' is '(اليوم التالي)'. Anything left in
 * Latin letters fails the seed, so a new way of writing hours gets its Arabic.
 */
export function hoursAr(hours: string): string {
  const arabic = hours
    .replace(/(\d{1,2}:\d{2}) AM\b/g, '$1 ص')
    .replace(/(\d{1,2}:\d{2}) PM\b/g, '$1 م')
    .replace('(next day)', '(اليوم التالي)');
  if (/[A-Za-z]/.test(arabic)) throw new Error(`No Arabic for the demo hours '${hours}' (seed/content/details-ar.ts)`);
  return arabic;
}

/** 'الخميس والجمعة والسبت': Arabic joins every item of a list with 'و'. */
const dayListAr = (names: readonly string[]) =>
  names.map((name) => days.find((d) => d.name === name)!.nameAr).join(' و');

/** A demo venue's or meeting point's Arabic name. */
export const venueAr = (venue: string) => arabicOf(venuesAr, venue, 'venue');

export function activityDetailsAr(a: ActivitySeed, cityAr: string, areaAr: string): ActivityDetailsAr {
  const hours = hoursAr(workingHours(a));
  const online = a.online === true;
  const dayHours = (day: 'Thursday' | 'Friday' | 'Saturday') => (a.days.includes(day) ? hours : CLOSED_AR);
  const venue = venueAr(a.venue);
  return {
    importantInformationAr: online
      ? 'تحتاج إلى حاسوب محمول أو جهاز لوحي مزوّد بكاميرا واتصال مستقر بالإنترنت. يصلك رابط الانضمام عبر البريد الإلكتروني قبل موعد الجلسة بـ24 ساعة.'
      : `يُرجى الحضور إلى ${venue} قبل موعد البدء بـ15 دقيقة. أحضر بطاقة هوية تحمل صورتك، على أن يطابق الاسم فيها اسم الحجز.`,
    highlightAr: a.highlight === undefined ? null : arabicOf(highlightsAr, a.highlight, 'highlight'),
    thingsToKeepInMindAr: online
      ? 'انضم قبل الموعد بخمس دقائق لتجربة الكاميرا والصوت. تبدأ الجلسات في موعدها (بتوقيت الإمارات، غرينتش +4).'
      : a.family
        ? 'يجب أن يرافق الأطفالَ شخصٌ بالغ في جميع الأوقات. أحضر واقيًا من الشمس وقبعة وماءً، وارتدِ حذاءً مريحًا.'
        : 'ارتدِ ملابس محتشمة ومريحة، وأحضر واقيًا من الشمس وماءً، وأبلغ المشغّل مسبقًا بأي حساسية أو حمل أو حالة صحية.',
    durationAr: durationAr(a.duration),
    workingHoursAr: hours,
    howToRedeemAr: online
      ? 'بعد الحجز تصلك قسيمة عبر البريد الإلكتروني. اختر موعد جلستك من تقويم المضيف باستخدام رمز القسيمة، ثم يصلك رابط الفيديو عبر البريد الإلكتروني.'
      : 'أبرز القسيمة على هاتفك أو مطبوعةً في موقع التجربة. إذا اخترت تاريخًا، يؤكده لك المشغّل عبر واتساب خلال 24 ساعة؛ وإلا فاتصل بالرقم المدوّن على القسيمة لحجز موعدك.',
    whatsNextAr: a.dateInput
      ? 'ستصلك القسيمة عبر البريد الإلكتروني فورًا، وسيؤكد المشغّل التاريخ والوقت اللذين اخترتهما خلال 24 ساعة.'
      : 'ستصلك القسيمة عبر البريد الإلكتروني فورًا. احجز عطلة نهاية الأسبوع التي تناسبك مع المشغّل قبل موعدها بـ48 ساعة على الأقل.',
    cancellationPolicyAr: a.noCancellationPolicy
      ? null
      : 'الإلغاء مجاني مع استرداد المبلغ كاملًا حتى 48 ساعة قبل موعد التجربة. لا يُسترد المبلغ عند الإلغاء خلال الساعات الـ48 الأخيرة أو عند عدم الحضور. ويمكنك تغيير الموعد مرة واحدة مجانًا حتى 48 ساعة قبل التجربة.',
    additionalInformationAr: online
      ? 'تُقدَّم الجلسة باللغة الإنجليزية، وبالعربية عند الطلب. مناسبة لجميع الأعمار.'
      : `يصلك تأكيد الحجز فور إتمامه. ${a.family ? 'مناسبة للعائلات مع الأطفال.' : 'لا يُنصح بها للأطفال دون 12 عامًا.'} إمكانية الوصول بالكراسي المتحركة محدودة، لذا يُرجى التواصل معنا قبل الحجز.`,
    termsAndConditionsAr:
      'القسيمة صالحة لعدد عطلات نهاية الأسبوع المبيّن اعتبارًا من تاريخ الشراء، وتُستخدم مرة واحدة، ولا يمكن استبدالها نقدًا. الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%. ويحق للمشغّل تعديل البرنامج لدواعي السلامة أو بسبب الأحوال الجوية.',
    otherInformationAr: online
      ? 'تُقدَّم الجلسة من دولة الإمارات، فتحقّق من موعد بدئها بحسب توقيتك المحلي.'
      : `نقطة الالتقاء: ${venue}، ${areaAr}، ${cityAr}.`,
    scheduleAr: `متاحة أيام ${dayListAr(a.days)}، ${hours}.`,
    thursdayWorkingHoursAr: dayHours('Thursday'),
    fridayWorkingHoursAr: dayHours('Friday'),
    saturdayWorkingHoursAr: dayHours('Saturday'),
    sundayWorkingHoursAr: CLOSED_AR,
  };
}
