import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageTitle } from '@weekends/shared';
import { careerOpenings } from '../../db/schema/index.ts';
import type { PageMetaResolver } from '../../plugins/web.ts';

/**
 * The careers pages' titles and descriptions as the web sets them (locales/en/careers.json `meta`), written into
 * the server's HTML so a shared posting previews with its title and summary; page-meta.test.ts keeps the two equal.
 */
export const CAREERS_META = {
  list: {
    title: 'Careers',
    description:
      'Work at Weekends, the UAE marketplace for curated weekend experiences. See our open positions in Abu Dhabi and Dubai and apply online.',
  },
  detailTitle: (o: { title: string; location: string }) => `${o.title}, ${o.location} | Careers`,
  formTitle: (o: { title: string }) => `Apply: ${o.title}`,
  formDescription: (o: { title: string; employmentType: string; location: string }) =>
    `Apply for ${o.title} (${o.employmentType}, ${o.location}) at Weekends.`,
};

async function openOpening(app: FastifyInstance, slug: string) {
  const [row] = await app.db
    .select({
      title: careerOpenings.title,
      location: careerOpenings.location,
      employmentType: careerOpenings.employmentType,
      summary: careerOpenings.summary,
    })
    .from(careerOpenings)
    .where(and(eq(careerOpenings.slug, slug), eq(careerOpenings.isActive, true)));
  return row;
}

/** A position that is not open is the 404 page, with its status. */
export const careersPageMeta: Record<string, PageMetaResolver> = {
  '/career': async () => ({ title: pageTitle(CAREERS_META.list.title), description: CAREERS_META.list.description }),
  '/career-detail/:id': async (app, { id = '' }) => {
    const opening = await openOpening(app, id);
    return opening ? { title: pageTitle(CAREERS_META.detailTitle(opening)), description: opening.summary } : null;
  },
  '/career-form/:id': async (app, { id = '' }) => {
    const opening = await openOpening(app, id);
    return opening
      ? { title: pageTitle(CAREERS_META.formTitle(opening)), description: CAREERS_META.formDescription(opening) }
      : null;
  },
};
