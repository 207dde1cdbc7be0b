import { asc, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_HOME_MESSAGES,
  missingArabic,
  type AdminAnnouncement,
  type Announcement,
  type Language,
  type TrendingCities,
  type adminAnnouncementBodySchema,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { cities, settings } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { DEFAULT_TRENDING_CITIES_SETTING } from '../../catalog/service.ts';
import { recordAdminAction } from '../admin-actions.ts';

/**
 * Settings key of the announcement strip ({ text, textAr, link, isOn }). A value stored before the Arabic text existed
 * has no `textAr`: it reads as untranslated.
 */
export const ANNOUNCEMENT_SETTING = 'announcement';

/** What the setting holds. */
type StoredAnnouncement = Omit<AdminAnnouncement, 'missingArabic'>;

const OFF: StoredAnnouncement = { text: '', textAr: null, link: null, isOn: false };

async function readSetting(db: Pick<Database, 'select'>, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

async function writeSetting(tx: Tx, key: string, value: unknown) {
  await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A stored value read defensively: anything malformed counts as the strip being off. */
function asAnnouncement(value: unknown): StoredAnnouncement {
  if (!value || typeof value !== 'object') return OFF;
  const v = value as Record<string, unknown>;
  return {
    text: typeof v.text === 'string' ? v.text : '',
    textAr: typeof v.textAr === 'string' && v.textAr.trim() !== '' ? v.textAr : null,
    link: typeof v.link === 'string' ? v.link : null,
    isOn: v.isOn === true,
  };
}

const withMissingArabic = (a: StoredAnnouncement): AdminAnnouncement => ({
  ...a,
  missingArabic: missingArabic(a, ['text']),
});

export async function getAnnouncement(db: Database): Promise<AdminAnnouncement> {
  return withMissingArabic(asAnnouncement(await readSetting(db, ANNOUNCEMENT_SETTING)));
}

/**
 * What the public header shows: the text in `language` (the Arabic where there is one, else the English) and the link
 * when the strip is on with some text, otherwise nothing.
 */
export async function publicAnnouncement(db: Database, language: Language = 'en'): Promise<Announcement> {
  const a = await getAnnouncement(db);
  const text = language === 'ar' && a.textAr ? a.textAr : a.text;
  return { announcement: a.isOn && a.text ? { text, link: a.link } : null };
}

/** Sets the strip; an Arabic text left out of the body keeps the stored one (catalogue-arabic.ts). */
export async function setAnnouncement(
  db: Database,
  adminId: number,
  body: z.output<typeof adminAnnouncementBodySchema>,
): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const before = asAnnouncement(await readSetting(tx, ANNOUNCEMENT_SETTING));
    const next: StoredAnnouncement = {
      text: body.text,
      textAr: body.textAr === undefined ? before.textAr : body.textAr || null,
      link: body.link,
      isOn: body.isOn,
    };
    await writeSetting(tx, ANNOUNCEMENT_SETTING, next);
    await recordAdminAction(tx, adminId, {
      action: 'settings.announcement',
      subject: { type: 'setting', id: 0 },
      before,
      after: next,
      detail: { key: ANNOUNCEMENT_SETTING },
    });
    return withMissingArabic(next);
  });
}

const asCityIds = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];

export async function getTrendingCities(db: Database): Promise<TrendingCities> {
  return { cityIds: asCityIds(await readSetting(db, DEFAULT_TRENDING_CITIES_SETTING)) };
}

/** The cities whose activities trend for a visitor who has chosen none; an empty list means every city. */
export async function setTrendingCities(
  db: Database,
  adminId: number,
  cityIds: readonly number[],
): Promise<TrendingCities> {
  const ids = [...new Set(cityIds)];
  return db.transaction(async (tx) => {
    const known =
      ids.length === 0
        ? []
        : await tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids)).orderBy(asc(cities.id));
    if (known.length !== ids.length)
      throw new HttpError(400, 'CITY_NOT_FOUND', ADMIN_HOME_MESSAGES.cityNotFound, {
        cityIds: [ADMIN_HOME_MESSAGES.cityNotFound],
      });
    const before = { cityIds: asCityIds(await readSetting(tx, DEFAULT_TRENDING_CITIES_SETTING)) };
    await writeSetting(tx, DEFAULT_TRENDING_CITIES_SETTING, ids);
    await recordAdminAction(tx, adminId, {
      action: 'settings.trendingCities',
      subject: { type: 'setting', id: 0 },
      before,
      after: { cityIds: ids },
      detail: { key: DEFAULT_TRENDING_CITIES_SETTING },
    });
    return { cityIds: ids };
  });
}
