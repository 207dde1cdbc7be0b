import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageTitle, type Language } from '@weekends/shared';
import { careerOpenings } from '../../db/schema/index.ts';
import type { PageMetaResolver } from '../../plugins/web.ts';
import { openingIn } from './service.ts';

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

/** The same in Arabic (locales/ar/careers.json `meta`), for the pages under /ar. */
export const CAREERS_META_AR: typeof CAREERS_META = {
  list: {
    title: 'الوظائف',
    description:
      'اعمل في Weekends، المنصة الإماراتية لتجارب عطلة نهاية الأسبوع المختارة بعناية. اطّلع على الوظائف الشاغرة في أبوظبي ودبي وقدّم طلبك عبر الإنترنت.',
  },
  detailTitle: (o) => `${o.title}، ${o.location} | الوظائف`,
  formTitle: (o) => `التقديم: ${o.title}`,
  formDescription: (o) => `قدّم طلبك لوظيفة ${o.title} (${o.employmentType}، ${o.location}) في Weekends.`,
};

const metaIn = (language: Language) => (language === 'ar' ? CAREERS_META_AR : CAREERS_META);

async function openOpening(app: FastifyInstance, slug: string, language: Language) {
  const opening = openingIn(language);
  const [row] = await app.db
    .select({
      title: opening.title,
      location: opening.location,
      employmentType: opening.employmentType,
      summary: opening.summary,
    })
    .from(careerOpenings)
    .where(and(eq(careerOpenings.slug, slug), eq(careerOpenings.isActive, true)));
  return row;
}

/** A position that is not open is the 404 page, with its status. */
export const careersPageMeta: Record<string, PageMetaResolver> = {
  '/career': async (_app, _params, language) => ({
    title: pageTitle(metaIn(language).list.title),
    description: metaIn(language).list.description,
  }),
  '/career-detail/:id': async (app, { id = '' }, language) => {
    const opening = await openOpening(app, id, language);
    return opening ? { title: pageTitle(metaIn(language).detailTitle(opening)), description: opening.summary } : null;
  },
  '/career-form/:id': async (app, { id = '' }, language) => {
    const opening = await openOpening(app, id, language);
    return opening
      ? {
          title: pageTitle(metaIn(language).formTitle(opening)),
          description: metaIn(language).formDescription(opening),
        }
      : null;
  },
};
