import { fill, type MailContext } from './format.ts';
import type { MailContent } from './layout.ts';

/** The mail to people who asked about an activity, once it is on sale again (the back office's 'Tell them'). */
export interface InterestTemplateData {
  /** `link` is the activity's public page. */
  'interest-available': { firstName?: string; title: string; link: string };
}

/** Words of the mail: kept here, beside their one template, so a copy editor finds them with it. */
export const interestAvailableMessages = {
  en: {
    subject: '{title} is open for booking',
    preheader: 'You asked us about {title}: you can book it now.',
    heading: 'It is open for booking',
    paragraphs: [
      'You asked us to let you know about {title}. Good news: it is now open for booking on Weekends.',
      'Places are limited, so book soon if you would like to go.',
    ],
    button: 'Book now',
  },
  ar: {
    subject: '{title} متاحة للحجز',
    preheader: 'سألتنا عن {title}: يمكنك حجزها الآن.',
    heading: 'متاحة للحجز الآن',
    paragraphs: [
      'طلبت منا إعلامك بشأن {title}. خبر سار: أصبحت متاحة للحجز الآن على Weekends.',
      'الأماكن محدودة، فاحجز قريباً إن كنت ترغب في الذهاب.',
    ],
    button: 'احجز الآن',
  },
} as const;

export function interestAvailable(data: InterestTemplateData['interest-available'], ctx: MailContext): MailContent {
  const t = interestAvailableMessages[ctx.language];
  const values = { title: data.title };
  return {
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    heading: t.heading,
    firstName: data.firstName,
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    button: { label: t.button, url: ctx.absolute(data.link) },
  };
}
