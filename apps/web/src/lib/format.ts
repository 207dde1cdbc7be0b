import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '@weekends/shared';

export { formatAed } from '@weekends/shared';

/** Today's date in Dubai, whatever the visitor's own clock zone. */
export function todayInDubai(): TZDate {
  const now = TZDate.tz(TIME_ZONE);
  return new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), TIME_ZONE);
}

/** A date shown the way Dubai sees it, e.g. 'Fri, 27 Nov 2026'. */
export function formatDubaiDate(date: Date | string, pattern = 'EEE, d MMM yyyy'): string {
  return format(new TZDate(new Date(date), TIME_ZONE), pattern);
}
