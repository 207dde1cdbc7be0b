import { asc, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  cityBodySchema,
  missingArabic,
  type AdminCity,
  type AreaBody,
  type CatalogueOrder,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { activityAddresses, activityRevisions, areas, cities, hosts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { asSlugConflict, freeSlug, nextPosition, reorder } from './shared.ts';

type CityInput = z.output<typeof cityBodySchema>;

const cityNotFound = () => new HttpError(404, 'NOT_FOUND', CATALOGUE_MESSAGES.cityNotFound);
const areaNotFound = () => new HttpError(404, 'NOT_FOUND', CATALOGUE_MESSAGES.areaNotFound);

/**
 * Every city with its areas and how many activities each holds: a short list (the UAE has seven emirates), answered
 * whole.
 */
export async function listCities(db: Database | Tx, only?: number): Promise<AdminCity[]> {
  const cityRows = await db
    .select({
      id: cities.id,
      name: cities.name,
      nameAr: cities.nameAr,
      slug: cities.slug,
      latitude: cities.latitude,
      longitude: cities.longitude,
      isActive: cities.isActive,
      position: cities.position,
      activitiesCount: sql<number>`(select count(*) from ${activityAddresses} where ${activityAddresses.cityId} = ${cities.id})::int`,
    })
    .from(cities)
    .where(only === undefined ? undefined : eq(cities.id, only))
    .orderBy(asc(cities.position), asc(cities.id));
  const areaRows = await db
    .select({
      id: areas.id,
      cityId: areas.cityId,
      name: areas.name,
      nameAr: areas.nameAr,
      activitiesCount: sql<number>`(select count(*) from ${activityAddresses} where ${activityAddresses.areaId} = ${areas.id})::int`,
    })
    .from(areas)
    .where(only === undefined ? undefined : eq(areas.cityId, only))
    .orderBy(asc(areas.name), asc(areas.id));
  // Both languages, and which Arabic names are still to translate.
  return cityRows.map((city) => ({
    ...city,
    missingArabic: missingArabic(city, ['name']),
    activitiesCount: Number(city.activitiesCount),
    areas: areaRows
      .filter((a) => a.cityId === city.id)
      .map((a) => ({
        id: a.id,
        name: a.name,
        nameAr: a.nameAr,
        missingArabic: missingArabic(a, ['name']),
        activitiesCount: Number(a.activitiesCount),
      })),
  }));
}

async function cityAnswer(tx: Tx, id: number): Promise<AdminCity> {
  const [city] = await listCities(tx, id);
  if (!city) throw cityNotFound();
  return city;
}

export async function createCity(db: Database, adminId: number, body: CityInput): Promise<AdminCity> {
  return db
    .transaction(async (tx) => {
      const slug = await freeSlug(tx, cities, body.slug, body.name, null);
      const position = await nextPosition(tx, cities);
      const [row] = await tx
        .insert(cities)
        .values({ ...body, slug, position })
        .returning();
      await recordAdminAction(tx, adminId, {
        action: 'city.create',
        subject: { type: 'city', id: row!.id },
        before: null,
        after: row,
      });
      return cityAnswer(tx, row!.id);
    })
    .catch(asSlugConflict);
}

export async function updateCity(db: Database, adminId: number, id: number, body: CityInput): Promise<AdminCity> {
  return db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
      if (!before) throw cityNotFound();
      const slug = await freeSlug(tx, cities, body.slug, body.name, id);
      const [after] = await tx
        .update(cities)
        .set({ ...body, slug })
        .where(eq(cities.id, id))
        .returning();
      await recordAdminAction(tx, adminId, { action: 'city.update', subject: { type: 'city', id }, before, after });
      return cityAnswer(tx, id);
    })
    .catch(asSlugConflict);
}

export async function reorderCities(db: Database, adminId: number, order: CatalogueOrder): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.select({ id: cities.id }).from(cities).orderBy(cities.position, cities.id);
    await reorder(tx, cities, sql`true`, order.ids);
    await recordAdminAction(tx, adminId, {
      action: 'city.reorder',
      subject: { type: 'city', id: 0 },
      before: before.map((r) => r.id),
      after: order.ids,
    });
  });
}

export async function addArea(db: Database, adminId: number, cityId: number, body: AreaBody): Promise<AdminCity> {
  return db.transaction(async (tx) => {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).for('update');
    if (!city) throw cityNotFound();
    const [row] = await tx.insert(areas).values({ cityId, name: body.name, nameAr: body.nameAr }).returning();
    await recordAdminAction(tx, adminId, {
      action: 'area.create',
      subject: { type: 'area', id: row!.id },
      before: null,
      after: row,
    });
    return cityAnswer(tx, cityId);
  });
}

export async function renameArea(db: Database, adminId: number, id: number, body: AreaBody): Promise<AdminCity> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
    if (!before) throw areaNotFound();
    const [after] = await tx
      .update(areas)
      .set({ name: body.name, nameAr: body.nameAr })
      .where(eq(areas.id, id))
      .returning();
    await recordAdminAction(tx, adminId, { action: 'area.update', subject: { type: 'area', id }, before, after });
    return cityAnswer(tx, before.cityId);
  });
}

/** An area goes only while nothing names it: an activity's address, a host's business address, or a waiting listing. */
export async function removeArea(db: Database, adminId: number, id: number): Promise<AdminCity> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
    if (!before) throw areaNotFound();
    const [used] = (
      await tx.execute<{ n: number }>(sql`
        select ((select count(*) from ${activityAddresses} where area_id = ${id})
          + (select count(*) from ${hosts} where area_id = ${id})
          + (select count(*) from ${activityRevisions} where status = 'pending' and payload->>'areaId' = ${String(id)}))::int as n`)
    ).rows;
    if (Number(used?.n) > 0) throw new HttpError(409, 'AREA_IN_USE', CATALOGUE_MESSAGES.areaInUse);
    await tx.delete(areas).where(eq(areas.id, id));
    await recordAdminAction(tx, adminId, { action: 'area.delete', subject: { type: 'area', id }, before, after: null });
    return cityAnswer(tx, before.cityId);
  });
}
