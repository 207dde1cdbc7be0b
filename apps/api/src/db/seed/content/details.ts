import { slugify } from '../prng.ts';
import type { ActivitySeed } from './activity-types.ts';
import { timings } from './lookups.ts';

/** The derived text fields of an activity, written in the voice of a local operator. */
export interface ActivityDetails {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  description: string;
  importantInformation: string;
  workingHours: string;
  howToRedeem: string;
  whatsNext: string;
  highlight: string | null;
  cancellationPolicy: string | null;
  thingsToKeepInMind: string;
  additionalInformation: string;
  termsAndConditions: string;
  otherInformation: string;
  schedule: string;
  thursdayWorkingHours: string | null;
  fridayWorkingHours: string | null;
  saturdayWorkingHours: string | null;
  sundayWorkingHours: string | null;
}

export function activitySlug(a: ActivitySeed): string {
  return slugify(a.title);
}

export function workingHours(a: ActivitySeed): string {
  if (a.hours) return a.hours;
  const chosen = timings.filter((t) => a.timings.includes(t.name));
  const first = chosen[0] ?? timings[0];
  const last = chosen[chosen.length - 1] ?? timings[0];
  return `${first.hours[0]} – ${last.hours[1]}`;
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function metaDescription(a: ActivitySeed): string {
  const sentence = firstSentence(a.about[0] ?? a.title);
  const text = sentence.length > 155 ? `${sentence.slice(0, 152).replace(/\s+\S*$/, '')}…` : sentence;
  return text;
}

export function activityDetails(a: ActivitySeed, cityName: string, areaName: string): ActivityDetails {
  const hours = workingHours(a);
  const online = a.online === true;
  const place = online ? 'online' : `${areaName}, ${cityName}`;
  const dayHours = (day: 'Thursday' | 'Friday' | 'Saturday') => (a.days.includes(day) ? hours : 'Closed');
  const dayList = a.days.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return {
    slug: activitySlug(a),
    metaTitle: `${a.title} | ${online ? 'Online Experience' : cityName} | Weekends`,
    metaDescription: metaDescription(a),
    description: a.about.join('\n\n'),
    importantInformation: online
      ? 'You need a laptop or tablet with a camera and a stable internet connection. The joining link is emailed 24 hours before the session.'
      : `Please arrive 15 minutes before the start time at ${a.venue}. Bring a photo ID; the name must match the booking.`,
    workingHours: hours,
    howToRedeem: online
      ? 'After booking you receive a voucher by email. Choose your session on the host’s calendar using the voucher code, and the video link follows by email.'
      : 'Show the voucher on your phone or printed at the venue. If you selected a date, the operator confirms it by WhatsApp within 24 hours; otherwise call the number on the voucher to reserve your slot.',
    whatsNext: a.dateInput
      ? 'You will receive your voucher by email straight away, and the operator will confirm your chosen date and time within 24 hours.'
      : 'You will receive your voucher by email straight away. Book your preferred weekend with the operator at least 48 hours in advance.',
    highlight: a.highlight ?? null,
    cancellationPolicy: a.noCancellationPolicy
      ? null
      : 'Free cancellation up to 48 hours before the experience for a full refund. Cancellations within 48 hours, and no-shows, are not refunded. You can reschedule once, free of charge, up to 48 hours before.',
    thingsToKeepInMind: online
      ? 'Join five minutes early to test your camera and sound. Sessions start on time (UAE time, GMT+4).'
      : a.family
        ? 'Children must be accompanied by an adult at all times. Bring sunscreen, a hat and water, and wear comfortable shoes.'
        : 'Dress modestly and comfortably, bring sunscreen and water, and let the operator know in advance about allergies, pregnancy or medical conditions.',
    additionalInformation: online
      ? 'Hosted in English, with Arabic on request. Suitable for all ages.'
      : `Confirmation is received at the time of booking. ${a.family ? 'Suitable for families with children.' : 'Not recommended for children under 12.'} Wheelchair access is limited; please contact us before booking.`,
    termsAndConditions:
      'The voucher is valid for the number of weekends shown from the date of purchase and can be used once. It cannot be exchanged for cash. Prices include 5% VAT. The operator may change the itinerary for safety or weather reasons.',
    otherInformation: online
      ? 'The session is hosted from the UAE; check the start time in your own time zone.'
      : `Meeting point: ${a.venue}, ${place}.`,
    schedule: `Available on ${dayList}, ${hours}.`,
    thursdayWorkingHours: dayHours('Thursday'),
    fridayWorkingHours: dayHours('Friday'),
    saturdayWorkingHours: dayHours('Saturday'),
    sundayWorkingHours: 'Closed',
  };
}
