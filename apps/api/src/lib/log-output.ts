import pino from 'pino';

/** How long an exiting process waits for standard output to take the log lines it still holds. */
const EXIT_FLUSH_MS = 500;

let output: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output for the log lines of every app in the process: pino's asynchronous destination, except at exit.
 * There pino writes the lines it still holds synchronously and, while the pipe is full, waits 100 ms and tries again
 * for as long as it stays full: a reader that stopped reading without closing its end (a supervisor whose launcher
 * was killed) held the exit for ever, past the grace period and deaf to any further SIGTERM. Here that last write
 * gives up after EXIT_FLUSH_MS, and the lines it could not write are lost.
 */
export function standardOutput(): ReturnType<typeof pino.destination> {
  if (output) return output;
  let giveUpAt = Number.POSITIVE_INFINITY;
  const stream = pino.destination({ dest: 1, sync: false, retryEAGAIN: () => Date.now() < giveUpAt });
  // Prepended, so it runs before pino's own exit handler, which then finds nothing left or a destroyed stream.
  process.prependListener('exit', () => {
    giveUpAt = Date.now() + EXIT_FLUSH_MS;
    try {
      stream.flushSync();
    } catch {
      stream.destroy();
    }
  });
  return (output = stream);
}
