import { z } from 'zod';

/** A review's headline is a short line; its text a few paragraphs at most. */
export const REVIEW_TITLE_MAX_LENGTH = 180;
export const REVIEW_CONTENT_MAX_LENGTH = 5000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** The review box's words; `submitted` is the earlier site's sentence, kept exactly. */
export const REVIEW_MESSAGES = {
  titleRequired: 'Please enter a headline.',
  titleTooLong: `The headline must be at most ${REVIEW_TITLE_MAX_LENGTH} characters.`,
  contentRequired: 'Please write your review.',
  contentTooLong: `The review must be at most ${REVIEW_CONTENT_MAX_LENGTH} characters.`,
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  submitted: 'Your review has been successfully submitted for approval.',
  tooMany: 'You have written several reviews in the last hour, please try again later.',
  notFound: 'Review not found',
} as const;

/** What the review box posts: headline (title), review text (content) and a star rating. */
export const reviewBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, REVIEW_MESSAGES.titleRequired)
    .max(REVIEW_TITLE_MAX_LENGTH, REVIEW_MESSAGES.titleTooLong),
  content: z
    .string()
    .trim()
    .min(1, REVIEW_MESSAGES.contentRequired)
    .max(REVIEW_CONTENT_MAX_LENGTH, REVIEW_MESSAGES.contentTooLong),
  rating: z
    .number({ message: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSubmittedSchema = z.object({ id: z.number(), isPublished: z.boolean(), message: z.string() });
export type ReviewSubmitted = z.infer<typeof reviewSubmittedSchema>;

/** A review as its author sees it on the dashboard's Reviews/Ratings tab: pending ones included. */
export const myReviewSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  isPublished: z.boolean(),
  /** ISO time; null while awaiting approval. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  activity: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A review in the back office: who wrote it, too. */
export const adminReviewSchema = myReviewSchema.extend({
  customer: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsQuerySchema = z.object({ status: z.enum(['pending', 'published', 'all']).default('pending') });
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
