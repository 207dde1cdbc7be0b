import { z } from 'zod';
import { activityCardSchema } from './catalog.ts';

/** The customer's favourites as cards (My Favorite tab), newest first. */
export const favoriteActivitiesSchema = z.array(activityCardSchema);

/** Just the ids, so every card on a page can show a filled heart without loading the cards again. */
export const favoriteIdsSchema = z.array(z.number());
