import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@weekends/shared';
import { dubaiDateTimeInput } from '../../../lib/format/index.ts';

/** A moment as a datetime-local input shows it, in Dubai time ('2026-11-27T09:30'). */
export const toDubaiInput = dubaiDateTimeInput;

/** A datetime-local value read as Dubai time, as an ISO moment; null when it is not a whole date and time. */
export function fromDubaiInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, m - 1, d, h, min, TIME_ZONE).toISOString();
}
