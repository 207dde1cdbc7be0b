import { z } from 'zod';
import { daySchema, idNameSchema, priceOptionSchema } from './catalog.ts';

/** Weekend pass cards: up to 3 activities on a card (then '+N more'), up to five highlights. */
export const PASS_CARD_ACTIVITIES = 3;
export const PASS_HIGHLIGHTS_MAX = 5;

const passActivitySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** The first price option, which the pass's 'Start from' uses. */
  price: priceOptionSchema.nullable(),
});

/** GET /api/bundles: a pass as its card on /weekend-passes shows it. Money in fils. */
export const bundleCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  highlights: z.array(z.string()).max(PASS_HIGHLIGHTS_MAX),
  /** Every experience of the pass, in order (the card shows the first 3 and '+N more'). */
  activities: z.array(passActivitySchema),
  itemCount: z.number().int(),
  /**
   * One unit of each experience's first option, with the pass's discounts ('Start from') and without (struck through).
   */
  startFrom: z.number().int(),
  undiscountedTotal: z.number().int(),
});
export type BundleCard = z.infer<typeof bundleCardSchema>;

/** GET /api/bundles/:slug: the pass page, each experience with what its card, modal and 'Customise Here' need. */
export const bundleDetailSchema = bundleCardSchema.extend({
  items: z.array(
    z.object({
      discountPercent: z.number().int(),
      activity: passActivitySchema.extend({
        address: z.string().nullable(),
        city: idNameSchema.nullable(),
        rating: z.number(),
        reviewsCount: z.number().int(),
        dateInput: z.boolean(),
        days: z.array(daySchema),
        priceOptions: z.array(priceOptionSchema),
      }),
    }),
  ),
});
export type BundleDetail = z.infer<typeof bundleDetailSchema>;

/**
 * 'Make Your Own Weekend Pass': the percent off the provider sets for a pass of 3, 4, and 5 or more experiences
 * (GET /api/own-pass; the back office changes it with PUT /api/admin/own-pass).
 */
export const ownPassDiscountsSchema = z.object({
  three: z.number().int().min(0).max(90),
  four: z.number().int().min(0).max(90),
  fiveOrMore: z.number().int().min(0).max(90),
});
export const DEFAULT_OWN_PASS_DISCOUNTS = { three: 5, four: 10, fiveOrMore: 15 } as const;
