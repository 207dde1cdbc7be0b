import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { waitFor } from '../modules/checkout/testing/shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the job queue', () => {
  it('takes many jobs a poll, side by side, and a failing one fails alone and is retried', async () => {
    const queue = 'test.batch';
    const done = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    let failures = 0;
    for (let n = 0; n < 30; n += 1) await t.app.jobs.send(queue, { n }, { retryDelaySeconds: 1 });
    await t.app.jobs.work<{ n: number }>(queue, async ({ n }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (n === 7 && failures === 0) {
        failures += 1;
        throw new Error('the first try of job 7 fails');
      }
      done.set(n, (done.get(n) ?? 0) + 1);
    });
    await waitFor(async () => done.size === 30, 30_000);
    expect(failures).toBe(1);
    expect([...done.values()].every((times) => times === 1)).toBe(true);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it('runs no job in an instance that only sends (a cluster worker other than the first), and the worker does', async () => {
    const sender = await t.buildInstance({ runJobs: false });
    const queue = 'test.sender-only';
    const ran: string[] = [];
    await sender.jobs.work<{ n: number }>(queue, async () => void ran.push('sender'));
    for (let n = 0; n < 3; n += 1) await sender.jobs.send(queue, { n });
    // Three of the test's polls (0.5 s): a worker would have taken them by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran).toEqual([]);
    await t.app.jobs.work<{ n: number }>(queue, async () => void ran.push('worker'));
    await waitFor(async () => ran.length === 3, 30_000);
    expect(ran).toEqual(['worker', 'worker', 'worker']);
  });
});
