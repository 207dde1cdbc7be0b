import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * The durable job queue (pg-boss 10: jobs live in PostgreSQL, so they survive restarts, are retried, and run once
 * across instances; on the embedded PGlite it uses the same database). Mail delivery, order expiry, refunds and the
 * sandbox gateway's webhooks go through it.
 */
export interface JobOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one job with this key waits in the queue at a time. */
  singletonKey?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface Jobs {
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<void>;
  /** Runs the handler for each job of the queue; a thrown error makes the job retry with growing delays. */
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Sends an empty job to the queue on a cron schedule (once across instances). */
  every(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often workers look for jobs; short in tests so they wait less. */
  pollingIntervalSeconds?: number;
  /**
   * Whether this process runs the queue: its job workers, its cron schedules and pg-boss's upkeep (maintenance, the
   * scheduler, its own schema's migrations). True unless the server runs as several cluster workers (server.ts):
   * then one of them does, and the others only send jobs.
   */
  runWorkers?: boolean;
}

/** How many jobs of one queue a worker takes at each poll. */
const BATCH = 20;
/** Tries at marking a job failed while the database is unavailable: waits of 0.5, 1, 2, 4, 8, 10, 10 s. */
const FAIL_ATTEMPTS = 7;

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const runWorkers = options.runWorkers ?? true;
  // A process that only sends leaves pg-boss's upkeep to the one that works.
  const upkeep = runWorkers ? {} : { supervise: false, schedule: false, migrate: false };
  const boss =
    database.kind === 'postgres' && database.url
      ? new PgBoss({ connectionString: database.url, max: 3, application_name: 'weekends-jobs', ...upkeep })
      : new PgBoss({ db: { executeSql: database.executeSql }, ...upkeep });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  };
  const polling = options.pollingIntervalSeconds ?? 2;

  /**
   * Marks a job failed, so it is retried after its delay. A job fails most often because PostgreSQL went away, and
   * then so does marking it: it would stay active, stranded until pg-boss's expiry (15 minutes), a payment's webhook
   * with it. So marking is tried again, with growing waits, for as long as the database is unavailable (about 40 s).
   */
  async function recordFailure(queue: string, jobId: string, error: unknown): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await boss.fail(queue, jobId, { message: String(error) });
        return;
      } catch (failure) {
        if (attempt >= FAIL_ATTEMPTS || !isDatabaseUnavailable(failure)) {
          log.error({ err: failure, queue, jobId }, 'job failure not recorded; pg-boss retries it once it expires');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 500 * 2 ** attempt)));
      }
    }
  }

  return {
    async send(queue, data, jobOptions = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, {
        startAfter: jobOptions.startAfter,
        singletonKey: jobOptions.singletonKey,
        retryLimit: jobOptions.retryLimit ?? 8,
        retryDelay: jobOptions.retryDelaySeconds ?? 5,
        retryBackoff: true,
      });
    },
    async work(queue, handler) {
      if (!runWorkers) return;
      await ensureQueue(queue);
      // Up to BATCH jobs a poll, run side by side, each failing on its own: one job a poll (pg-boss's default) left
      // thousands of mails and webhooks waiting after a busy hour. A failed job is marked so at once and retried with
      // its delays; pg-boss then completes the batch, which touches only the jobs still active.
      await boss.work(queue, { pollingIntervalSeconds: polling, batchSize: BATCH }, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data as never);
            } catch (error) {
              log.warn({ err: error, queue, jobId: job.id }, 'job failed; it will be retried');
              await recordFailure(queue, job.id, error);
            }
          }),
        );
      });
    },
    async every(queue, cron) {
      if (!runWorkers) return;
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'Asia/Dubai' });
    },
    async stop() {
      // A job still running after 8 s is left for pg-boss to retry: the whole stop must fit in its 10 s grace
      // (shutdown.ts), and the database closes after the workers.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
