import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PrivateStorage } from '../../lib/storage.ts';

/** What host sign-up and the host's account work with. */
export interface HostDeps {
  db: Database;
  mailer: Mailer;
  /** Trade licence images (hosts.trade_license_image keys), never public. */
  licences: PrivateStorage;
}

/** The host routes' deps, from the app's adapters. */
export function hostDeps(app: FastifyInstance): HostDeps {
  return { db: app.db, mailer: app.mailer, licences: app.storage.private };
}
