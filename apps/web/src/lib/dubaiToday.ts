import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@weekends/shared';

/** Today's date in Dubai, whatever the visitor's own clock zone. */
export function todayInDubai(): TZDate {
  const now = TZDate.tz(TIME_ZONE);
  return new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), TIME_ZONE);
}
