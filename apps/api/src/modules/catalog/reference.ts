import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { catalogueIn } from './language.ts';
import { activityPreferences, areas, cities, days, slides, timings } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { API_MESSAGES } from '@weekends/shared';

export async function listCities(db: Database, language: Language = 'en') {
  return db
    .select({ id: cities.id, name: catalogueIn(language).city.name, slug: cities.slug })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.position), asc(cities.id));
}

export async function listAreas(db: Database, cityId: number, language: Language = 'en') {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.isActive, true)));
  if (!city) throw notFound(API_MESSAGES.cityNotFound);
  return db
    .select({ id: areas.id, name: catalogueIn(language).area.name, cityId: areas.cityId })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(catalogueIn(language).area.name), asc(areas.id));
}

export async function listDays(db: Database, language: Language = 'en') {
  return db
    .select({ id: days.id, name: catalogueIn(language).day.name, weekday: days.weekday })
    .from(days)
    .orderBy(asc(days.weekday), asc(days.id));
}

export async function listTimings(db: Database, language: Language = 'en') {
  return db
    .select({ id: timings.id, name: catalogueIn(language).timing.name })
    .from(timings)
    .where(eq(timings.isActive, true))
    .orderBy(asc(timings.position), asc(timings.id));
}

export async function listActivityPreferences(db: Database, language: Language = 'en') {
  return db
    .select({ id: activityPreferences.id, name: catalogueIn(language).preference.name })
    .from(activityPreferences)
    .orderBy(asc(activityPreferences.id));
}

/** The home page's slideshow, its titles in `language` (the Arabic where there is one, else the English). */
export async function listSlides(db: Database, language: Language = 'en') {
  const { slide } = catalogueIn(language);
  return db
    .select({
      id: slides.id,
      image: slides.image,
      imageSmall: slides.imageSmall,
      title: slide.title,
      link: slides.link,
    })
    .from(slides)
    .where(eq(slides.isActive, true))
    .orderBy(asc(slides.position), asc(slides.id));
}
