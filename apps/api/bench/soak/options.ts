import { parseArgs } from 'node:util';

/** How a soak runs: `npm run soak:checkout -- --duration 30 --connections 20`. Seconds throughout. */
export interface SoakOptions {
  /** How long the load runs. */
  duration: number;
  /** Customers shopping at once, each on its own connection. */
  connections: number;
  /** When PostgreSQL is killed, from the start of the load (the middle unless told). */
  killAt: number;
  /** How long PostgreSQL stays down before it is started again. */
  outage: number;
  /** How long to wait, after the load, for expiries, refunds, webhooks and mail to be done. */
  drainTimeout: number;
  /** The throwaway cluster's port (the next free one from here). */
  port: number;
  /** Write the figures into docs/PERFORMANCE.md. */
  record: boolean;
}

const positive = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not ${value}`);
  return n;
};

export function parseSoakOptions(argv: string[]): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      'kill-at': { type: 'string' },
      outage: { type: 'string' },
      'drain-timeout': { type: 'string' },
      port: { type: 'string' },
      record: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const duration = positive('duration', values.duration, 300);
  const killAt = positive('kill-at', values['kill-at'], duration / 2);
  const outage = positive('outage', values.outage, 5);
  if (killAt + outage >= duration)
    throw new Error(
      `PostgreSQL must be back before the load ends: --kill-at ${killAt} + --outage ${outage} >= --duration ${duration}`,
    );
  return {
    duration,
    connections: Math.round(positive('connections', values.connections, 50)),
    killAt,
    outage,
    drainTimeout: positive('drain-timeout', values['drain-timeout'], 240),
    port: Math.round(positive('port', values.port, 55432)),
    record: values.record ?? false,
  };
}
