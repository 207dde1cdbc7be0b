import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { endExpiredListings } from './expiry.ts';

/** A listing with a fixed expiry date stops selling after that day, Dubai time. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const activeOf = async (id: number) =>
  (await t.db.select({ isActive: activities.isActive }).from(activities).where(eq(activities.id, id)))[0]!.isActive;

describe('endExpiredListings', () => {
  it('unpublishes a listing once its expiry day has ended in Dubai, and nothing else', async () => {
    const expiring = await t.fixtures.insertActivity({ title: 'Expiring Dhow Cruise', prices: [{ price: 10_000 }] });
    const open = await t.fixtures.insertActivity({ title: 'Open Dhow Cruise', prices: [{ price: 10_000 }] });
    await t.db.update(activities).set({ expiresOn: '2026-12-05' }).where(eq(activities.id, expiring.id));

    // 23:59 on the 5th in Dubai (19:59 UTC): still its last day.
    expect(await endExpiredListings(t.db, new Date('2026-12-05T19:59:00Z'))).not.toContain(expiring.id);
    expect(await activeOf(expiring.id)).toBe(true);
    // 00:00 on the 6th in Dubai (20:00 UTC on the 5th): over.
    expect(await endExpiredListings(t.db, new Date('2026-12-05T20:00:00Z'))).toContain(expiring.id);
    expect(await activeOf(expiring.id)).toBe(false);
    expect(await activeOf(open.id)).toBe(true);
  });
});
