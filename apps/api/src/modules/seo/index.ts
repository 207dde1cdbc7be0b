/** What other modules may use of seo besides service.ts: the schema.org JSON-LD their page heads carry. */
export { activityJsonLd, passJsonLd } from './structured-data.ts';
