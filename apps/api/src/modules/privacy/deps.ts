import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paymentsInTestMode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import type { DocumentPrinter } from '../../lib/documents/printer.ts';
import type { AftersaleDeps } from '../aftersale/index.ts';

/**
 * What the data-rights services work with: the database, the mailer and the job queue, private storage for the export's
 * ZIP, the secret that signs its link, the printer of the invoices it carries, and the after-sale's adapters (a
 * deletion that refunds the unused vouchers cancels them through the customer's own cancellation).
 */
export interface PrivacyDeps {
  db: Database;
  mailer: Mailer;
  jobs: Jobs;
  storage: PrivateStorage;
  secret: string;
  publicUrl: string;
  printer: DocumentPrinter;
  testMode: boolean;
  aftersale: AftersaleDeps;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export const PRIVACY_QUEUES = {
  /** Builds one export's ZIP and mails its link. */
  buildExport: 'privacy.export',
  /** Hourly: removes expired exports' files and erases the accounts whose grace period is over. */
  sweep: 'privacy.sweep',
} as const;

/** The deps from the app's decorations, for the routes and the workers alike. */
export function privacyDeps(app: FastifyInstance): PrivacyDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    jobs: app.jobs,
    storage: app.storage.private,
    secret: app.config.SESSION_SECRET,
    publicUrl: app.config.PUBLIC_URL,
    printer: app.documents,
    testMode: paymentsInTestMode(app.config),
    aftersale: app.checkout,
    log: app.log,
  };
}
