/**
 * The catalogue's public functions, one file per concern: what routes.ts and other modules call, the card loader
 * included. Other modules import the catalogue from here, never its other files.
 */
export { listActivityPreferences, listAreas, listCities, listDays, listSlides, listTimings } from './reference.ts';
export { getCategory, listCategories } from './categories.ts';
export { listActivities, listingPageStatement } from './listing.ts';
export { DEFAULT_TRENDING_CITIES_SETTING, trendingPage } from './trending.ts';
export { getHomeSection, HOME_SECTION_PREVIEW_SIZE, listHomeSections, SECTION_PAGE_SIZE } from './home-sections.ts';
export { aliasedIn, catalogueIn, soldIn } from './language.ts';
export { getActivity, listPublishedReviews, REVIEWS_LIMIT } from './detail.ts';
export { refreshListingFields } from './derived-fields.ts';
export { firstImage, loadCards } from './queries.ts';
