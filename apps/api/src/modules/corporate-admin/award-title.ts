import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@weekends/shared';
import { corporateAwards } from '../../db/schema/index.ts';

/**
 * An award's title in `language`: it keeps the English it was given with (the experience's title or the pass's name),
 * which the invoice and the books read; a reader of Arabic sees the Arabic of the experience or pass it came from while
 * that still carries the English kept (one renamed since would name something that was never given), else the English.
 */
export const awardTitle = (language: Language): SQL<string> =>
  language === 'ar'
    ? sql<string>`coalesce(
        (select nullif(a.title_ar, '') from activities a
          where a.id = ${corporateAwards.activityId} and a.title = ${corporateAwards.title}),
        (select nullif(b.name_ar, '') from bundles b
          where b.id = ${corporateAwards.bundleId} and b.name = ${corporateAwards.title}),
        ${corporateAwards.title})`
    : sql<string>`${corporateAwards.title}`;
