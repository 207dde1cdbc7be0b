import { formatDubaiTimeDay } from '../../../../lib/format/index.ts';

/** A deadline or an event of a voucher as Dubai reads it, e.g. '18:00, 3 Dec 2026'. */
export const formatMoment = (iso: string): string => formatDubaiTimeDay(iso);
