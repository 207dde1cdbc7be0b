import { asc, eq, inArray } from 'drizzle-orm';
import { ADMIN_HOME_MESSAGES, type AdminAnnouncement, type Announcement, type TrendingCities } from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { cities, settings } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { DEFAULT_TRENDING_CITIES_SETTING } from '../../catalog/service.ts';
import { recordAdminAction } from '../admin-actions.ts';

/** Settings key of the announcement strip ({ text, link, isOn }). */
export const ANNOUNCEMENT_SETTING = 'announcement';

const OFF: AdminAnnouncement = { text: '', link: null, isOn: false };

async function readSetting(db: Pick<Database, 'select'>, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

async function writeSetting(tx: Tx, key: string, value: unknown) {
  await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A stored value read defensively: anything malformed counts as the strip being off. */
function asAnnouncement(value: unknown): AdminAnnouncement {
  if (!value || typeof value !== 'object') return OFF;
  const v = value as Record<string, unknown>;
  return {
    text: typeof v.text === 'string' ? v.text : '',
    link: typeof v.link === 'string' ? v.link : null,
    isOn: v.isOn === true,
  };
}

export async function getAnnouncement(db: Database): Promise<AdminAnnouncement> {
  return asAnnouncement(await readSetting(db, ANNOUNCEMENT_SETTING));
}

/** What the public header shows: the text and link when the strip is on with some text, otherwise nothing. */
export async function publicAnnouncement(db: Database): Promise<Announcement> {
  const a = await getAnnouncement(db);
  return { announcement: a.isOn && a.text ? { text: a.text, link: a.link } : null };
}

export async function setAnnouncement(
  db: Database,
  adminId: number,
  next: AdminAnnouncement,
): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const before = asAnnouncement(await readSetting(tx, ANNOUNCEMENT_SETTING));
    await writeSetting(tx, ANNOUNCEMENT_SETTING, next);
    await recordAdminAction(tx, adminId, {
      action: 'settings.announcement',
      subject: { type: 'setting', id: 0 },
      before,
      after: next,
      detail: { key: ANNOUNCEMENT_SETTING },
    });
    return next;
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
