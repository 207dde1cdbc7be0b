import { Worker } from 'node:worker_threads';
import closeWithGrace from 'close-with-grace';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/** The two log calls a stop makes: the server's logger once the app is built, the console before. */
export interface ShutdownLog {
  info(details: object, message: string): void;
  warn?(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * How long a stop may take: requests in flight finish, job workers finish their current job, the database closes.
 * Orchestrators wait about as long before they kill (Kubernetes and Docker default to 10 to 30 s); past it the
 * process exits 1 rather than hang.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long after the grace period a process that could not exit (its only thread held by a synchronous loop, or by an
 * exit waiting on a write) is killed from a thread of its own. Longer than the exit's wait for its log lines
 * (lib/log-output.ts), so a process that can exit does.
 */
const LAST_RESORT_MS = 2_000;

export interface StopOptions {
  /** How long the stop may take: SHUTDOWN_GRACE_MS, shorter in tests. */
  graceMs?: number;
}

/**
 * On SIGTERM or SIGINT (on an uncaught error, which then exits 1; and, when npm start's launcher started the process,
 * when the launcher ends, however it ended) runs `close` once and exits 0 when it resolves. A second signal, or
 * `close` outliving the grace period, exits 1 with one log line.
 * `log` is read at each use: the server's logger exists only once the app is built.
 */
export function stopGracefully(
  log: () => ShutdownLog,
  close: () => Promise<void>,
  { graceMs = SHUTDOWN_GRACE_MS }: StopOptions = {},
): void {
  let stopping = false;
  /** Why a stop that close-with-grace sees as manual was started when it was not the launcher: a promise failed. */
  let manualCause: { err: unknown } | null = null;
  const graceful = closeWithGrace(
    {
      // The grace period is held by holdGracePeriod, which does not depend on this stop settling.
      delay: false,
      // Rejections are judged below: a lost database connection is not a reason to stop.
      skip: ['unhandledRejection'],
      logger: {
        error: (message: unknown) =>
          log().error(
            message instanceof Error ? { err: message } : {},
            message instanceof Error ? 'shutdown failed' : String(message),
          ),
      },
      onSecondSignal: (signal) => log().error({ signal }, `second ${signal} while shutting down; exiting now`),
    },
    async ({ signal, err, manual }) => {
      stopping = true;
      holdGracePeriod(log, graceMs);
      if (err) log().error({ err }, 'unexpected error; shutting down');
      else if (manual && manualCause) log().error({ err: manualCause.err }, 'unexpected error; shutting down');
      else if (manual) log().info({}, "npm start's launcher has ended; shutting down");
      else log().info({ signal }, 'shutting down');
      await close();
      // A stop for a failed promise is a failure, though close-with-grace counts a manual close as a success.
      if (manualCause) process.exit(1);
    },
  );
  // npm start's launcher (scripts/start.mjs) starts the server in a process group of its own, which a signal to the
  // launcher does not reach; the channel it opens to the server closes whenever it ends, SIGKILL included.
  if (process.channel)
    process.once('disconnect', () => {
      if (!stopping) graceful.close();
    });
  // A promise of a library's that nobody awaits (pg-boss records a job's end so) rejects when the database goes away
  // for a moment: the server carries on, its requests fail and the database comes back, so that is logged, not a stop.
  // Any other unhandled rejection is a fault of ours: the process stops and exits 1.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      const logger = log();
      (logger.warn ?? logger.error).call(logger, { err: reason }, 'database unavailable; carrying on');
      return;
    }
    if (stopping) return;
    manualCause = { err: reason };
    graceful.close();
  });
}

/**
 * Ends the process once the grace period is over, whatever the stop still waits for: exit 1 from a timer started with
 * the stop; and should no timer be able to fire, SIGKILL from a thread of its own LAST_RESORT_MS later.
 */
function holdGracePeriod(log: () => ShutdownLog, graceMs: number): void {
  setTimeout(() => {
    log().error({}, `shutdown took longer than ${graceMs / 1000} s; exiting with requests or jobs unfinished`);
    process.exit(1);
  }, graceMs);
  const lastResort = new Worker(
    `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${graceMs + LAST_RESORT_MS});`,
    { eval: true },
  );
  lastResort.unref();
}
