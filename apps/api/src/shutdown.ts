import closeWithGrace from 'close-with-grace';

/** The two log calls a stop makes: the server's logger once the app is built, the console before. */
export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * How long a stop may take: requests in flight finish, job workers finish their current job, the database closes.
 * Orchestrators wait about as long before they kill (Kubernetes and Docker default to 10 to 30 s); past it the
 * process exits 1 rather than hang.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT (and on an uncaught error, which then exits 1) runs `close` once and exits 0 when it
 * resolves. A second signal, or `close` outliving the grace period, exits 1 with one log line.
 * `log` is read at each use: the server's logger exists only once the app is built.
 */
export function stopGracefully(log: () => ShutdownLog, close: () => Promise<void>): void {
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: {
        error: (message: unknown) =>
          log().error(
            message instanceof Error ? { err: message } : {},
            message instanceof Error ? 'shutdown failed' : String(message),
          ),
      },
      onTimeout: (delay) =>
        log().error({}, `shutdown took longer than ${delay / 1000} s; exiting with requests or jobs unfinished`),
      onSecondSignal: (signal) => log().error({ signal }, `second ${signal} while shutting down; exiting now`),
    },
    async ({ signal, err }) => {
      if (err) log().error({ err }, 'unexpected error; shutting down');
      else log().info({ signal }, 'shutting down');
      await close();
    },
  );
}
