import { aliasedTable, and, asc, desc, eq } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  type ApprovalOutcome,
  type ApprovalStatus,
  type AdminHostApplication,
  type Language,
} from '@weekends/shared';
import { areas, cities, customers, hosts } from '../../db/schema/index.ts';
import type { Database, Tx } from '../../db/client.ts';
import { localizedText } from '../../lib/localized.ts';
import { HttpError } from '../../plugins/errors.ts';
import { confirmationLink } from '../accounts/index.ts';
import { recordAdminAction } from './admin-actions.ts';
import type { ApprovalDeps } from './deps.ts';

/** Reviewed applications are a history to look back at; the newest are enough. */
const REVIEWED_LIST_LIMIT = 200;
const DASHBOARD_LINK = '/vendor/dashboard';
const APPLY_LINK = '/partner-new';

const notFound = () => new HttpError(404, 'NOT_FOUND', APPROVAL_MESSAGES.applicationNotFound);
const notPending = () => new HttpError(409, 'NOT_PENDING', APPROVAL_MESSAGES.notPending);

const area = aliasedTable(areas, 'application_area');
/** An application's columns, its city and area named in the reader's `language`. */
const columns = (language: Language) => ({
  host: hosts,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  emailConfirmed: customers.isConfirmed,
  phoneNumber: customers.phoneNumber,
  cityName: localizedText<string | null>(language, cities.name, cities.nameAr),
  areaName: localizedText<string | null>(language, area.name, area.nameAr),
});
type Row = {
  host: typeof hosts.$inferSelect;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmed: boolean;
  phoneNumber: string | null;
  cityName: string | null;
  areaName: string | null;
};

function toApplication({ host: h, ...r }: Row): AdminHostApplication {
  const hasContact2 = [h.firstName2, h.lastName2, h.mobile2, h.landline2, h.designation2].some((v) => v);
  return {
    id: h.customerId,
    status: h.status as ApprovalStatus,
    submittedAt: h.submittedAt.toISOString(),
    reviewedAt: h.reviewedAt?.toISOString() ?? null,
    rejectionReason: h.rejectionReason,
    contact: {
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      emailConfirmed: r.emailConfirmed,
      phoneNumber: r.phoneNumber,
      landline: h.landline,
      designation: h.designation,
    },
    contact2: hasContact2
      ? {
          firstName: h.firstName2,
          lastName: h.lastName2,
          mobile: h.mobile2,
          landline: h.landline2,
          designation: h.designation2,
        }
      : null,
    business: {
      name: h.businessName,
      tradeLicenseId: h.tradeLicenseId,
      description: h.businessDescription,
      address: h.address,
      streetName: h.streetName,
      buildingName: h.buildingName,
      poBox: h.poBox,
      city: h.cityId !== null && r.cityName !== null ? { id: h.cityId, name: r.cityName } : null,
      area: h.areaId !== null && r.areaName !== null ? { id: h.areaId, name: r.areaName } : null,
    },
    links: {
      website: h.companyWebsiteLink,
      youtube: h.youtubeLink,
      linkedIn: h.linkedInLink,
      instagram: h.instagramLink,
      facebook: h.facebookLink,
      twitter: h.twitterLink,
    },
    hasLicence: h.tradeLicenseImage !== null,
  };
}

/** Pending applications oldest first (the queue); reviewed ones most recently reviewed first. */
export async function listHostApplications(
  db: Database,
  status: ApprovalStatus,
  language: Language = 'en',
): Promise<AdminHostApplication[]> {
  const query = db
    .select(columns(language))
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .leftJoin(cities, eq(cities.id, hosts.cityId))
    .leftJoin(area, eq(area.id, hosts.areaId))
    .where(eq(hosts.status, status));
  const rows =
    status === 'pending'
      ? await query.orderBy(asc(hosts.submittedAt), asc(hosts.customerId))
      : await query.orderBy(desc(hosts.reviewedAt), desc(hosts.customerId)).limit(REVIEWED_LIST_LIMIT);
  return rows.map(toApplication);
}

/** The trade licence image's bytes (a JPEG, checked when the applicant uploaded it). */
export async function readLicence(deps: Pick<ApprovalDeps, 'db' | 'licences'>, hostId: number): Promise<Buffer> {
  const [row] = await deps.db.select({ key: hosts.tradeLicenseImage }).from(hosts).where(eq(hosts.customerId, hostId));
  if (!row) throw notFound();
  const data = row.key ? await deps.licences.read(row.key) : null;
  if (!data) throw new HttpError(404, 'NOT_FOUND', APPROVAL_MESSAGES.licenceNotFound);
  return data;
}

/**
 * Moves a pending application to `status`. Conditional on 'pending', so of two admins pressing at once the second
 * waits for the first's row lock, then finds nothing pending: it answers 409 and acts on nothing.
 */
async function review(
  tx: Tx,
  hostId: number,
  adminId: number,
  status: 'approved' | 'rejected',
  reason: string | null,
  now: Date,
) {
  const [row] = await tx
    .update(hosts)
    .set({ status, rejectionReason: reason, reviewedAt: now, reviewedBy: adminId })
    .where(and(eq(hosts.customerId, hostId), eq(hosts.status, 'pending')))
    .returning({ businessName: hosts.businessName });
  if (row) return row;
  const [exists] = await tx.select({ id: hosts.customerId }).from(hosts).where(eq(hosts.customerId, hostId));
  throw exists ? notPending() : notFound();
}

async function applicant(tx: Tx, hostId: number) {
  const [row] = await tx
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      isConfirmed: customers.isConfirmed,
      language: customers.language,
    })
    .from(customers)
    .where(eq(customers.id, hostId));
  return row!;
}

/**
 * Approves an application: the account becomes a host that may manage activities, and the applicant is told (with a
 * confirmation link first when the e-mail address is not confirmed yet: the Vendor Account waits for it).
 */
export async function approveHost(
  deps: ApprovalDeps,
  adminId: number,
  hostId: number,
  now = new Date(),
): Promise<ApprovalOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    const { businessName } = await review(tx, hostId, adminId, 'approved', null, now);
    await tx.update(customers).set({ isHost: true, canManageActivities: true }).where(eq(customers.id, hostId));
    await recordAdminAction(tx, adminId, {
      action: 'host.approve',
      subject: { type: 'host', id: hostId },
      before: { status: 'pending' },
      after: { status: 'approved', isHost: true, canManageActivities: true },
      detail: { businessName },
    });
    const person = await applicant(tx, hostId);
    const mail = await deps.mailer.send(
      'host-approved',
      person.email,
      {
        firstName: person.firstName,
        businessName,
        confirmLink: person.isConfirmed ? null : confirmationLink(deps.secret, person, now),
        dashboardLink: DASHBOARD_LINK,
      },
      { executor: tx, language: person.language },
    );
    return mail.id;
  });
  if (mailId !== null) await deps.mailer.queue(mailId);
  return { id: hostId, status: 'approved' };
}

/** Rejects an application with its reason, which is mailed; the applicant may apply again. */
export async function rejectHost(
  deps: ApprovalDeps,
  adminId: number,
  hostId: number,
  reason: string,
  now = new Date(),
): Promise<ApprovalOutcome> {
  const mailId = await deps.db.transaction(async (tx) => {
    const { businessName } = await review(tx, hostId, adminId, 'rejected', reason, now);
    await recordAdminAction(tx, adminId, {
      action: 'host.reject',
      subject: { type: 'host', id: hostId },
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: reason },
      detail: { businessName, reason },
    });
    const person = await applicant(tx, hostId);
    const mail = await deps.mailer.send(
      'host-rejected',
      person.email,
      { firstName: person.firstName, businessName, reason, applyLink: APPLY_LINK },
      { executor: tx, language: person.language },
    );
    return mail.id;
  });
  if (mailId !== null) await deps.mailer.queue(mailId);
  return { id: hostId, status: 'rejected' };
}
