import { todayInDubai } from '../../../lib/dubaiToday.ts';

/** yyyy-MM of the month before today's in Dubai: the month whose payouts are made now (first week of the month). */
export function lastMonthInDubai(today = todayInDubai()): string {
  const year = today.getFullYear();
  const month = today.getMonth(); // 0-based: this is already last month's 1-based number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

export const thisMonthInDubai = (today = todayInDubai()) =>
  `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
