/**
 * Fixed lookup rows; their ids are part of the API contract (days by weekday, preferences 1 and 2). Each has its
 * Arabic name (`nameAr`), which the filters, the planner and the activity page show on the Arabic site.
 */
export const days = [
  { id: 1, name: 'Thursday', nameAr: 'الخميس', weekday: 4 },
  { id: 2, name: 'Friday', nameAr: 'الجمعة', weekday: 5 },
  { id: 3, name: 'Saturday', nameAr: 'السبت', weekday: 6 },
] as const;

export type DayName = (typeof days)[number]['name'];

export const timings = [
  { id: 1, name: 'Morning', nameAr: 'الصباح', position: 1, hours: ['7:00 AM', '12:00 PM'] },
  { id: 2, name: 'Afternoon', nameAr: 'بعد الظهر', position: 2, hours: ['12:00 PM', '5:00 PM'] },
  { id: 3, name: 'Evening', nameAr: 'المساء', position: 3, hours: ['5:00 PM', '9:00 PM'] },
  { id: 4, name: 'Night', nameAr: 'الليل', position: 4, hours: ['9:00 PM', '1:00 AM'] },
] as const;

export type TimingName = (typeof timings)[number]['name'];

export const STAY_AT_HOME = 1;
export const OUT_OF_HOME = 2;

export const activityPreferences = [
  { id: STAY_AT_HOME, name: 'Stay At Home', nameAr: 'في المنزل' },
  { id: OUT_OF_HOME, name: 'Out Of Home', nameAr: 'خارج المنزل' },
] as const;

export function dayId(name: DayName): number {
  return days.find((d) => d.name === name)!.id;
}

export function timingId(name: TimingName): number {
  return timings.find((t) => t.name === name)!.id;
}
