import { z } from 'zod';
import { listingValuesSchema } from './listings.ts';

/**
 * Approvals in the provider's back office: host applications and listings (new ones, and
 * edits of live ones held as pending revisions). An admin approves, or rejects with a reason that is mailed.
 */
export const REJECTION_REASON_MAX_LENGTH = 1000;

export const APPROVAL_MESSAGES = {
  reasonRequired: 'Please give the reason for the rejection.',
  reasonTooLong: `Please keep the reason under ${REJECTION_REASON_MAX_LENGTH} characters.`,
  /** Another admin acted first, or it was never pending. */
  notPending: 'This is no longer waiting for approval: it has already been approved or rejected.',
  applicationNotFound: 'Host application not found.',
  revisionNotFound: 'Listing submission not found.',
  licenceNotFound: 'This application has no trade licence image.',
} as const;

/** Reject: the reason goes to the applicant or host by e-mail, so it is required. */
export const rejectionBodySchema = z.object({
  reason: z
    .string({ error: APPROVAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, APPROVAL_MESSAGES.reasonRequired)
    .max(REJECTION_REASON_MAX_LENGTH, APPROVAL_MESSAGES.reasonTooLong),
});
export type RejectionBody = z.infer<typeof rejectionBodySchema>;

export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** The answer of approve and reject: what the application or submission now is. */
export const approvalOutcomeSchema = z.object({ id: z.number().int(), status: approvalStatusSchema });
export type ApprovalOutcome = z.infer<typeof approvalOutcomeSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof named>;

export const adminHostApplicationsQuerySchema = z.object({ status: approvalStatusSchema.default('pending') });
export type AdminHostApplicationsQuery = z.infer<typeof adminHostApplicationsQuerySchema>;

/** GET /api/admin/approvals/hosts: one application with every field the applicant gave on the sign-up form. */
export const adminHostApplicationSchema = z.object({
  /** The applicant's account (customers.id), which is also the host's id. */
  id: z.number().int(),
  status: approvalStatusSchema,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    phoneNumber: z.string().nullable(),
    landline: z.string().nullable(),
    designation: z.string().nullable(),
  }),
  /** The optional second contact person; null when none was given. */
  contact2: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      mobile: z.string().nullable(),
      landline: z.string().nullable(),
      designation: z.string().nullable(),
    })
    .nullable(),
  business: z.object({
    name: z.string(),
    tradeLicenseId: z.string().nullable(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    streetName: z.string().nullable(),
    buildingName: z.string().nullable(),
    poBox: z.string().nullable(),
    city: named.nullable(),
    area: named.nullable(),
  }),
  links: z.object({
    website: z.string().nullable(),
    youtube: z.string().nullable(),
    linkedIn: z.string().nullable(),
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
  }),
  /** Whether GET .../licence has an image to show. */
  hasLicence: z.boolean(),
});
export type AdminHostApplication = z.infer<typeof adminHostApplicationSchema>;

export const listingRevisionKindSchema = z.enum(['new', 'edit']);
export type ListingRevisionKind = z.infer<typeof listingRevisionKindSchema>;

/** GET /api/admin/approvals/listings: a pending submission, oldest first. */
export const pendingListingSchema = z.object({
  /** The revision's id. */
  id: z.number().int(),
  kind: listingRevisionKindSchema,
  status: z.enum(['pending', 'approved', 'rejected', 'superseded']),
  submittedAt: z.string(),
  /** The submitted title (an edit may change it). */
  title: z.string(),
  /** The submission's first image, for the list. */
  image: z.string().nullable(),
  activity: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), isActive: z.boolean() }),
  host: z.object({ id: z.number().int(), businessName: z.string(), email: z.string() }),
});
export type PendingListing = z.infer<typeof pendingListingSchema>;

/** GET /api/admin/approvals/listings/:revisionId: the submission, the live version of an edit, and the names of ids. */
export const listingRevisionDetailSchema = z.object({
  revision: pendingListingSchema.extend({ rejectionReason: z.string().nullable() }),
  /** The listing as the host submitted it. */
  submitted: listingValuesSchema,
  /** For an edit, the listing as customers see it now (read from the catalogue's tables); null for a new listing. */
  live: listingValuesSchema.nullable(),
  /** Names of the ids either version refers to. */
  names: z.object({
    categories: z.array(named),
    cities: z.array(named),
    areas: z.array(named),
    days: z.array(named),
    timings: z.array(named),
    activityPreferences: z.array(named),
  }),
});
export type ListingRevisionDetail = z.infer<typeof listingRevisionDetailSchema>;

/** GET /api/admin/approvals/counts: what waits on each tab of Approvals. */
export const approvalCountsSchema = z.object({
  hosts: z.number().int(),
  listings: z.number().int(),
  reviews: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;
