import cluster, { type Worker } from 'node:cluster';
import type { ShutdownLog } from './shutdown.ts';

/**
 * Several processes serving the one port (CLUSTER_WORKERS, server.ts): this process, the primary, has already
 * migrated the database; it starts the workers, each a whole API server, and the operating system's connections
 * are handed to them in turn by the primary (Node's cluster module, round-robin). Worker 1 runs the job workers and
 * schedules; the others only send jobs, and start once it listens. The environment variable CLUSTER_WORKER tells a
 * worker its number.
 *
 * A worker that dies after it started listening is replaced (a crash takes one worker's requests, not the site); one
 * that dies before stops the whole server with exit 1, as a single process failing its start would.
 */
export const CLUSTER_WORKER_ENV = 'CLUSTER_WORKER';

/** The worker number this process was started as (1 for worker 1), or null for the primary or a single process. */
export function clusterWorkerNumber(): number | null {
  const value = process.env[CLUSTER_WORKER_ENV];
  return cluster.isWorker && value ? Number(value) : null;
}

export interface ClusterPrimary {
  /** Stops every worker (SIGTERM: each stops gracefully) and answers whether all exited 0. */
  stop(): Promise<boolean>;
}

export function startClusterWorkers(count: number, log: ShutdownLog): ClusterPrimary {
  let stopping = false;
  let failed = false;
  const live = new Map<number, Worker>();
  const exits = new Map<number, Promise<void>>();

  const fork = (n: number, then?: () => void) => {
    const worker = cluster.fork({ [CLUSTER_WORKER_ENV]: String(n) });
    let listening = false;
    live.set(n, worker);
    worker.once('listening', () => {
      listening = true;
      then?.();
    });
    exits.set(
      n,
      new Promise<void>((resolve) =>
        worker.once('exit', (code, signal) => {
          if (live.get(n) === worker) live.delete(n);
          resolve();
          if (stopping) {
            if (code !== 0) failed = true;
            return;
          }
          if (listening) {
            log.error({ worker: n, code, signal }, `worker ${n} exited; starting another`);
            fork(n);
          } else {
            log.error({ worker: n, code, signal }, `worker ${n} exited before it listened; stopping`);
            failed = true;
            process.kill(process.pid, 'SIGTERM');
          }
        }),
      ),
    );
  };
  // Worker 1 first: it creates the job queues and schedules as it starts, and pg-boss creating a queue while another
  // process does can deadlock (seen on a fresh database). The others start once it listens.
  fork(1, () => {
    if (!stopping) for (let n = 2; n <= count; n++) fork(n);
  });

  return {
    async stop() {
      stopping = true;
      for (const worker of live.values()) worker.process.kill('SIGTERM');
      await Promise.all(exits.values());
      return !failed;
    },
  };
}
