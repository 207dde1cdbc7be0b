import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import yazl from 'yazl';
import { DATA_EXPORT_LINK_DAYS, DATA_RIGHTS_MESSAGES, type DataExport } from '@weekends/shared';
import { customers, dataExports } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';
import { renderMailAttachment } from '../checkout/index.ts';
import { exportFiles, invoicedOrders } from './export-content.ts';
import { PRIVACY_QUEUES, type PrivacyDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PURPOSE = 'data-export';
const subject = (exportId: number, customerId: number) => `${exportId}:${customerId}`;

type ExportRow = typeof dataExports.$inferSelect;

/** The download's address: the file route with its signed token (good for one account and one export). */
export function downloadUrl(secret: string, row: Pick<ExportRow, 'id' | 'customerId' | 'expiresAt'>): string {
  const token = signToken(secret, TOKEN_PURPOSE, subject(row.id, row.customerId), row.expiresAt!);
  return `/api/privacy/exports/${row.id}/file?token=${encodeURIComponent(token)}`;
}

/** The mailed link: the Security and Privacy tab, which offers the download to the signed-in owner. */
function landingLink(secret: string, row: Pick<ExportRow, 'id' | 'customerId' | 'expiresAt'>): string {
  const token = signToken(secret, TOKEN_PURPOSE, subject(row.id, row.customerId), row.expiresAt!);
  return `/customer/dashboard/security?export=${row.id}&token=${encodeURIComponent(token)}`;
}

/** The account's latest export as its owner sees it. */
export function exportState(secret: string, row: ExportRow | undefined, now = new Date()): DataExport | null {
  if (!row) return null;
  const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now && !row.removedAt;
  // An expired one reads as none: the customer may ask again.
  if (row.status === 'ready' && !live) return null;
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: live ? row.expiresAt!.toISOString() : null,
    downloadUrl: live ? downloadUrl(secret, row) : null,
  };
}

export async function latestExport(db: Executor, customerId: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.customerId, customerId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row;
}

/**
 * 'Download my data': records the request and queues the job that prepares it. One at a time: while one is being
 * prepared a second request is refused (409, saying so; a unique index holds it against two at once). A ready one is
 * replaced: its file is removed.
 */
export async function requestExport(deps: PrivacyDeps, customerId: number, now = new Date()): Promise<DataExport> {
  const previous = await latestExport(deps.db, customerId);
  if (previous?.status === 'preparing') throw new HttpError(409, 'EXPORT_PENDING', DATA_RIGHTS_MESSAGES.exportPending);
  const [row] = await deps.db
    .insert(dataExports)
    .values({ customerId, requestedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'EXPORT_PENDING', DATA_RIGHTS_MESSAGES.exportPending);
  if (previous?.fileKey && !previous.removedAt) await removeFile(deps, previous, now);
  await deps.jobs.send(PRIVACY_QUEUES.buildExport, { exportId: row.id }, { singletonKey: `export:${row.id}` });
  return exportState(deps.secret, row, now)!;
}

async function zipOf(entries: { name: string; data: Buffer }[], at: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.data, entry.name, { mtime: at });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const README = (at: Date) =>
  [
    'Your data at Weekends',
    '',
    `Prepared on ${at.toISOString()} (times are UTC; amounts are in fils: 100 fils = 1 AED, VAT included).`,
    '',
    'profile.json            your account',
    'addresses.json          delivery addresses you saved',
    'orders.json             your orders and their lines',
    'vouchers.json           your booked experiences, their voucher codes and history',
    'cancellations.json      vouchers you cancelled and their refunds',
    'gifts.json              vouchers you gave or received',
    'reviews.json            reviews you wrote',
    'favourites.json         experiences you saved',
    'newsletter.json         your newsletter subscription',
    'interest-requests.json  experiences you asked us about',
    'sign-in-history.json    where and when your account was signed in',
    'invoices/               the tax invoices of your paid orders (PDF)',
    '',
  ].join('\n');

/**
 * The job: gathers the files, prints the invoices, stores the ZIP privately and mails the link (7 days). A job run
 * again after a crash finds the export no longer preparing and does nothing; a failure marks it failed after the
 * queue's last try (the customer may ask again).
 */
export async function buildExport(deps: PrivacyDeps, exportId: number, now = new Date()): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'preparing') return;
  const [customer] = await deps.db
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, row.customerId));
  if (!customer) return;
  const files = await exportFiles(deps.db, row.customerId);
  const entries: { name: string; data: Buffer }[] = [
    { name: 'README.txt', data: Buffer.from(README(now)) },
    ...files.map((f) => ({ name: f.name, data: Buffer.from(`${JSON.stringify(f.content, null, 2)}\n`) })),
  ];
  const render = renderMailAttachment({ printer: deps.printer, testMode: deps.testMode });
  for (const orderId of await invoicedOrders(deps.db, row.customerId)) {
    const pdf = await render({ kind: 'tax-invoice', orderId }, deps.db);
    entries.push({ name: `invoices/${pdf.filename}`, data: pdf.content });
  }
  const key = await deps.storage.put('data-exports', 'zip', await zipOf(entries, now));
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
  const [ready] = await deps.db
    .update(dataExports)
    .set({ status: 'ready', fileKey: key, readyAt: now, expiresAt })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')))
    .returning();
  if (!ready) {
    await deps.storage.remove(key);
    return;
  }
  await deps.mailer.send(
    'data-export-ready',
    customer.email,
    { firstName: customer.firstName, link: landingLink(deps.secret, ready), validDays: DATA_EXPORT_LINK_DAYS },
    { language: customer.language },
  );
}

/** After the queue's last try: the export is failed, so the customer is not left waiting for a mail. */
export async function failExport(deps: Pick<PrivacyDeps, 'db'>, exportId: number): Promise<void> {
  await deps.db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')));
}

/**
 * The ZIP for its owner: the signed-in account must be the one the token was issued for, and the link within its 7
 * days. Another account's export, or a wrong token, is 404 (the other owner learns nothing); an expired one 410.
 */
export async function exportFile(
  deps: Pick<PrivacyDeps, 'db' | 'storage' | 'secret'>,
  customerId: number,
  exportId: number,
  token: string,
  now = new Date(),
): Promise<{ filename: string; data: Buffer }> {
  const notFound = new HttpError(404, 'EXPORT_NOT_FOUND', DATA_RIGHTS_MESSAGES.exportNotFound);
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.customerId, customerId)));
  if (!row) throw notFound;
  const check = checkToken(deps.secret, TOKEN_PURPOSE, subject(row.id, customerId), token, now);
  if (check === 'invalid') throw notFound;
  if (check === 'expired' || row.status !== 'ready' || !row.fileKey || row.removedAt || (row.expiresAt ?? now) <= now)
    throw new HttpError(410, 'EXPORT_EXPIRED', DATA_RIGHTS_MESSAGES.exportExpired);
  const data = await deps.storage.read(row.fileKey);
  if (!data) throw new HttpError(410, 'EXPORT_EXPIRED', DATA_RIGHTS_MESSAGES.exportExpired);
  return { filename: `weekends-data-${row.readyAt!.toISOString().slice(0, 10)}.zip`, data };
}

async function removeFile(deps: Pick<PrivacyDeps, 'db' | 'storage'>, row: ExportRow, now: Date) {
  if (row.fileKey) await deps.storage.remove(row.fileKey);
  await deps.db.update(dataExports).set({ removedAt: now, fileKey: null }).where(eq(dataExports.id, row.id));
}

/** The cleanup: every expired export's file is removed. Answers how many. */
export async function removeExpiredExports(deps: Pick<PrivacyDeps, 'db' | 'storage'>, now = new Date()) {
  const expired = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), isNull(dataExports.removedAt), lte(dataExports.expiresAt, now)));
  for (const row of expired) await removeFile(deps, row, now);
  return expired.length;
}
