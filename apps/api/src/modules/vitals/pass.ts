import { randomBytes } from 'node:crypto';
import type { PageType, VitalsBatch, VitalsPass } from '@weekends/shared/vitals';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';

const PURPOSE = 'vitals-view';
/** A pass outlives its page view by a day: a tab left open reports when it is finally hidden. */
export const VITALS_PASS_HOURS = 24;

const subjectOf = (page: PageType, view: string) => `${page}\n${view}`;

/** A pass for a sampled page view of this kind of page: a random name for the view, signed with the kind of page. */
export function issueVitalsPass(secret: string, page: PageType, now: Date = new Date()): VitalsPass {
  const view = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + VITALS_PASS_HOURS * 3_600_000);
  return { view, token: signToken(secret, PURPOSE, subjectOf(page, view), expiresAt) };
}

/** Whether a report carries a pass this server issued, for its own kind of page, and not expired. */
export function hasGenuinePass(secret: string, batch: VitalsBatch, now: Date = new Date()): boolean {
  return checkToken(secret, PURPOSE, subjectOf(batch.page, batch.view), batch.token, now) === 'valid';
}
