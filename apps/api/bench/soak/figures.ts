/**
 * What the load measured: every request's kind, times and status, summed up as throughput, latency per kind and
 * errors in the four windows around the outage (before the kill, while PostgreSQL is down, until the first checkout
 * succeeds again, after). Times are milliseconds on one clock (performance.now()).
 */
export const REQUEST_KINDS = [
  'cart',
  'promo',
  'checkout',
  'payment page',
  'return page',
  'cancel',
  'admin refund',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface Answered {
  kind: RequestKind;
  startedAt: number;
  endedAt: number;
  /** The HTTP status; 0 when no answer came (refused connection, reset, timeout). */
  status: number;
  /** A payment the sandbox captured (the payment page's pay, answered with CAPTURED). */
  captured?: boolean;
}

export interface Timeline {
  loadStartedAt: number;
  loadEndedAt: number;
  /** PostgreSQL killed. */
  killedAt: number | null;
  /** PostgreSQL accepting connections again. */
  upAt: number | null;
}

export interface KindFigures {
  kind: RequestKind;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export const WINDOWS = ['before the kill', 'PostgreSQL down', 'recovering', 'after recovery'] as const;
export type Window = (typeof WINDOWS)[number];

export interface LoadFigures {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  checkouts: number;
  checkoutsPerSecond: number;
  payments: number;
  paymentsPerSecond: number;
  byKind: KindFigures[];
  /** Errors (no answer or 5xx) and requests in each window. */
  windows: { window: Window; seconds: number; requests: number; errors: number }[];
  /** From PostgreSQL up again to the first checkout answered 201 after it; null when none came. */
  recoverySeconds: number | null;
  /** Answers 4xx by status: the shop refusing (sold out, a promo code used up), not failing. */
  refusals: Record<number, number>;
}

/** A request failed when nothing answered or the server failed (5xx); a 4xx is the shop saying no. */
export const isError = (status: number) => status === 0 || status >= 500;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[at]! * 10) / 10;
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

export function summarise(answers: readonly Answered[], timeline: Timeline): LoadFigures {
  const seconds = (timeline.loadEndedAt - timeline.loadStartedAt) / 1000;
  const checkouts = answers.filter((a) => a.kind === 'checkout' && a.status === 201);
  const payments = answers.filter((a) => a.captured).length;
  const recoveredAt =
    timeline.upAt === null
      ? null
      : checkouts
          .filter((a) => a.endedAt >= timeline.upAt!)
          .reduce<number | null>((first, a) => (first === null || a.endedAt < first ? a.endedAt : first), null);
  // Window edges; a missing event leaves its windows empty.
  const killed = timeline.killedAt ?? timeline.loadEndedAt;
  const up = timeline.upAt ?? timeline.loadEndedAt;
  const recovered = recoveredAt ?? timeline.loadEndedAt;
  const edges: [Window, number, number][] = [
    ['before the kill', timeline.loadStartedAt, killed],
    ['PostgreSQL down', killed, up],
    ['recovering', up, recovered],
    ['after recovery', recovered, Infinity],
  ];
  const refusals: Record<number, number> = {};
  for (const a of answers) if (a.status >= 400 && a.status < 500) refusals[a.status] = (refusals[a.status] ?? 0) + 1;
  return {
    seconds: round(seconds),
    requests: answers.length,
    requestsPerSecond: round(answers.length / seconds),
    checkouts: checkouts.length,
    checkoutsPerSecond: round(checkouts.length / seconds),
    payments,
    paymentsPerSecond: round(payments / seconds),
    byKind: REQUEST_KINDS.map((kind) => {
      const ofKind = answers.filter((a) => a.kind === kind);
      const times = ofKind.map((a) => a.endedAt - a.startedAt).sort((x, y) => x - y);
      return {
        kind,
        requests: ofKind.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: ofKind.filter((a) => isError(a.status)).length,
      };
    }).filter((k) => k.requests > 0),
    // By when the answer came: a request that was in flight at the kill and failed belongs to the outage.
    windows: edges.map(([window, from, to]) => {
      const inside = answers.filter((a) => a.endedAt >= from && a.endedAt < to);
      return {
        window,
        seconds: round((Math.min(to, timeline.loadEndedAt) - from) / 1000),
        requests: inside.length,
        errors: inside.filter((a) => isError(a.status)).length,
      };
    }),
    recoverySeconds:
      recoveredAt === null || timeline.upAt === null ? null : round((recoveredAt - timeline.upAt) / 1000, 2),
    refusals,
  };
}
