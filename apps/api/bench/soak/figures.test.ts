import { describe, expect, it } from 'vitest';
import { summarise, type Answered } from './figures.ts';
import { parseSoakOptions } from './options.ts';

/**
 * The soak's arithmetic: which window an answer falls in, when the shop counts as recovered, and the options' rules.
 * A made-up run of 10 s: PostgreSQL killed at 4 s, up again at 6 s, the first checkout after it answered at 7.5 s.
 */
const at = (
  kind: Answered['kind'],
  endedSeconds: number,
  status: number,
  tookMs = 100,
  captured = false,
): Answered => ({
  kind,
  startedAt: endedSeconds * 1000 - tookMs,
  endedAt: endedSeconds * 1000,
  status,
  captured,
});

const run: Answered[] = [
  at('checkout', 1, 201, 40),
  at('payment page', 2, 200, 20, true),
  at('cart', 3.9, 201, 10),
  at('checkout', 4.5, 500, 300), // in flight at the kill, failed
  at('cart', 5, 0, 1000), // no answer while PostgreSQL is down
  at('checkout', 6.5, 409, 50), // the shop answering again, but refusing: not a checkout yet
  at('checkout', 7, 503, 80),
  at('checkout', 7.5, 201, 60), // the first checkout after PostgreSQL is back
  at('payment page', 8, 200, 30, true),
  at('return page', 9, 200, 70),
];
const timeline = { loadStartedAt: 0, loadEndedAt: 10_000, killedAt: 4_000, upAt: 6_000 };

describe('the soak’s figures', () => {
  it('count errors in the window their answer came in', () => {
    const figures = summarise(run, timeline);
    expect(figures.windows).toEqual([
      { window: 'before the kill', seconds: 4, requests: 3, errors: 0 },
      { window: 'PostgreSQL down', seconds: 2, requests: 2, errors: 2 },
      { window: 'recovering', seconds: 1.5, requests: 2, errors: 1 },
      { window: 'after recovery', seconds: 2.5, requests: 3, errors: 0 },
    ]);
  });

  it('measure recovery from PostgreSQL up to the first checkout that succeeds', () => {
    expect(summarise(run, timeline).recoverySeconds).toBe(1.5);
    expect(
      summarise(
        run.filter((a) => a.endedAt !== 7_500),
        timeline,
      ).recoverySeconds,
    ).toBeNull();
  });

  it('give throughput, p95 per kind and the refusals apart from the errors', () => {
    const figures = summarise(run, timeline);
    expect(figures).toMatchObject({
      requests: 10,
      requestsPerSecond: 1,
      checkouts: 2,
      payments: 2,
      refusals: { 409: 1 },
    });
    expect(figures.byKind.find((k) => k.kind === 'checkout')).toEqual({
      kind: 'checkout',
      requests: 5,
      p50: 60,
      p95: 300,
      p99: 300,
      errors: 2,
    });
  });

  it('read --duration and --connections, killing PostgreSQL in the middle unless told', () => {
    expect(parseSoakOptions(['--duration', '30'])).toMatchObject({
      duration: 30,
      connections: 50,
      killAt: 15,
      outage: 5,
    });
    expect(parseSoakOptions(['--duration', '60', '--kill-at', '10', '--connections', '8', '--record'])).toMatchObject({
      duration: 60,
      killAt: 10,
      connections: 8,
      record: true,
    });
    expect(() => parseSoakOptions(['--duration', '8'])).toThrow(/must be back before the load ends/);
    expect(() => parseSoakOptions(['--connections', '0'])).toThrow(/--connections must be a positive number/);
    expect(() => parseSoakOptions(['--minutes', '5'])).toThrow();
  });
});
