import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  availabilityQuerySchema,
  availabilitySchema,
  hostCalendarQuerySchema,
  hostCalendarSchema,
  isoDateSchema,
  isRealDay,
  orderLimitsSchema,
  setDatePlacesBodySchema,
  setPlacesBodySchema,
  idParamsSchema,
  staffMayUse,
  type StaffRole,
} from '@weekends/shared';
import { activities } from '../../db/schema/index.ts';
import { requireCustomer, requireStaff } from '../../plugins/auth.ts';
import { HttpError, notFound, errorResponses } from '../../plugins/errors.ts';
import { availability, readOrderLimits, setDatePlaces, setDefaultPlaces } from './service.ts';
import { hostCalendar } from './calendar.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['capacity'];
const activityParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404);

/**
 * Places: the public availability calendar, and the API with which a host (of its own activities, when it may
 * manage them) or an admin sets places and closes dates. Their screens come with the host area and back office.
 */
export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities/:id/availability',
    {
      schema: {
        tags,
        description:
          'Places left per bookable date (or the undated stock); the date picker disables full and closed dates.',
        params: activityParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await availability(app.db, request.params.id, request.query);
      if (!answer) throw notFound(API_MESSAGES.activityNotFound);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    '/order-limits',
    {
      schema: {
        tags,
        description:
          'The most units one order may hold of one activity on one date (or of its undated stock); the booking steppers stop there and the cart refuses more.',
        response: { 200: orderLimitsSchema },
      },
    },
    async (_request, reply) => {
      // The provider changes it rarely; a minute old is fresh enough, and the cart checks again anyway.
      reply.header('cache-control', 'public, max-age=60');
      return readOrderLimits(app.db);
    },
  );

  /** The provider's staff whose role edits the catalogue (STAFF_AREAS) act on any activity's places. */
  const asProvider = (customer: { staffRole: StaffRole | null }) => staffMayUse(customer.staffRole, 'catalogue');
  const requireCatalogueStaff = requireStaff('catalogue');

  /**
   * Hosts and the provider only, before the body is validated (a refused caller learns nothing of the input). Staff
   * act as the provider, on any activity, through the back office's own guard: a session that proved a second factor.
   */
  const requireHostOrAdmin = async (request: FastifyRequest) => {
    await requireCustomer(request);
    if (asProvider(request.customer!)) return requireCatalogueStaff(request);
    if (!request.customer!.isHost) throw new HttpError(403, 'FORBIDDEN', API_MESSAGES.placesForbidden);
  };

  /** Another host's activity answers 404, like one that does not exist: the wrong owner learns nothing. */
  const mayManage = async (request: FastifyRequest, activityId: number) => {
    const customer = request.customer!;
    const [activity] = await app.db
      .select({ hostId: activities.hostId })
      .from(activities)
      .where(eq(activities.id, activityId));
    if (asProvider(customer)) {
      if (!activity) throw notFound(API_MESSAGES.activityNotFound);
      return;
    }
    if (!activity || activity.hostId !== customer.id) throw notFound(API_MESSAGES.activityNotFound);
    if (!customer.canManageActivities) throw new HttpError(403, 'FORBIDDEN', API_MESSAGES.activitiesForbidden);
  };

  app.get(
    '/host/activities/:id/calendar',
    {
      preValidation: requireHostOrAdmin,
      schema: {
        tags,
        description:
          "The host's availability calendar: per bookable day (or the undated stock) places, sold, held by orders awaiting payment, left and closed.",
        params: activityParams,
        querystring: hostCalendarQuerySchema,
        response: { 200: hostCalendarSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Reading is open to every approved host of the activity; changing places also needs canManageActivities.
      const customer = request.customer!;
      const [activity] = await app.db
        .select({ hostId: activities.hostId })
        .from(activities)
        .where(eq(activities.id, request.params.id));
      if (!activity || (!asProvider(customer) && activity.hostId !== customer.id))
        throw notFound(API_MESSAGES.activityNotFound);
      const calendar = await hostCalendar(
        app.db,
        request.params.id,
        request.query,
        asProvider(customer) || customer.canManageActivities,
        requestLanguage(request),
      );
      if (!calendar) throw notFound(API_MESSAGES.activityNotFound);
      reply.header('cache-control', 'no-store');
      return calendar;
    },
  );

  app.put(
    '/activities/:id/places',
    {
      preValidation: requireHostOrAdmin,
      schema: {
        tags,
        description: 'Places per date (dated activities) or the undated stock.',
        params: activityParams,
        body: setPlacesBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mayManage(request, request.params.id);
      await setDefaultPlaces(app.db, request.params.id, request.body.places);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/activities/:id/dates/:date',
    {
      preValidation: requireHostOrAdmin,
      schema: {
        tags,
        description: "A date's own places (null: back to the default) or closing it.",
        params: activityParams.extend({ date: isoDateSchema }),
        body: setDatePlacesBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mayManage(request, request.params.id);
      if (!isRealDay(request.params.date))
        throw new HttpError(400, 'VALIDATION', API_MESSAGES.notARealDay, { date: [API_MESSAGES.notARealDay] });
      await setDatePlaces(app.db, request.params.id, request.params.date, request.body);
      return reply.status(204).send(null);
    },
  );
};
