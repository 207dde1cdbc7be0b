import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';

export async function listCities(db: Database) {
  return db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.position), asc(cities.id));
}
