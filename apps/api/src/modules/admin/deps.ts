import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PrivateStorage } from '../../lib/storage.ts';

/** What the approvals work with: the database, the mailer (mails stored in the action's transaction), the licences. */
export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  /** Trade licence images (hosts.trade_license_image keys). */
  licences: PrivateStorage;
  /** Signs the confirmation link an unconfirmed applicant gets with the approval. */
  secret: string;
}
