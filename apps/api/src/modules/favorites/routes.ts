import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteActivitiesSchema, favoriteIdsSchema, idSchema } from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import * as favorites from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['favorites'];
const activityParams = z.object({ activityId: idSchema });
const errors = errorResponses(401, 403);

/**
 * Favourites belong to full accounts: a guest account only carries what checkout needs and has no dashboard
 * to show them on; registered, social and corporate customers have them.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireRole('customer'));

  app.get(
    '/favorites',
    {
      schema: {
        tags,
        description: 'My Favorite: the favourite activities as cards, newest first.',
        response: { 200: favoriteActivitiesSchema, ...errors },
      },
    },
    (request) => favorites.listFavoriteCards(app.db, request.customer!.id, requestLanguage(request)),
  );

  app.get(
    '/favorites/ids',
    {
      schema: {
        tags,
        description: 'Favourite activity ids, for the hearts on cards.',
        response: { 200: favoriteIdsSchema, ...errors },
      },
    },
    (request) => favorites.listFavoriteIds(app.db, request.customer!.id),
  );

  app.put(
    '/favorites/:activityId',
    {
      schema: {
        tags,
        description: 'Adds a favourite; repeating it changes nothing.',
        params: activityParams,
        response: { 204: z.null(), ...errorResponses(404), ...errors },
      },
    },
    async (request, reply) => {
      await favorites.addFavorite(app.db, request.customer!.id, request.params.activityId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favorites/:activityId',
    {
      schema: {
        tags,
        description: 'Removes a favourite; removing one that is not there succeeds too.',
        params: activityParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favorites.removeFavorite(app.db, request.customer!.id, request.params.activityId);
      return reply.status(204).send(null);
    },
  );
};
