import { describe, expect, it } from 'vitest';
import { Supervisor, type Supervised } from './supervisor.ts';

/**
 * The soak's first full run restarted the API for every failed start as well as for its exit: restarts piled up,
 * each new server found the port taken and exited, and the run counted dozens of exits. One exit is one restart at a
 * time, retried until a server starts.
 */
interface FakeServer extends Supervised {
  id: number;
  exit(): void;
  stopped: boolean;
}

/** Launches that the test lets start (or fail) one by one. */
function controlledLaunches() {
  const launched: FakeServer[] = [];
  const pending: { start(): void; fail(): void }[] = [];
  const launch = (exited: (why: string) => void) =>
    new Promise<FakeServer>((resolve, reject) => {
      pending.push({
        start: () => {
          const server: FakeServer = {
            id: launched.length + 1,
            stopped: false,
            exit: () => exited(`exit 1 of server ${server.id}`),
            stop: async () => void (server.stopped = true),
            stopSync: () => void (server.stopped = true),
          };
          launched.push(server);
          resolve(server);
        },
        fail: () => reject(new Error('the API exited with 1 before it answered')),
      });
    });
  /** The next launch asked for, once the supervisor asks. */
  const next = async () => {
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    return pending.shift()!;
  };
  return { launched, launch, next, waiting: () => pending.length };
}

describe('the soak’s API supervisor', () => {
  it('starts an exited server again, one restart at a time, retrying until one starts', async () => {
    const { launched, launch, next, waiting } = controlledLaunches();
    const logged: string[] = [];
    const supervisor = new Supervisor(launch, (m) => logged.push(m), 0);
    const started = supervisor.start();
    (await next()).start();
    await started;

    launched[0]!.exit();
    const restart = await next();
    launched[0]!.exit(); // reported again while its restart is under way: no second restart
    expect(waiting()).toBe(0);
    restart.fail(); // PostgreSQL still down
    (await next()).start();
    await supervisor.settled();

    expect(waiting()).toBe(0);
    expect(launched).toHaveLength(2);
    expect(supervisor.current).toBe(launched[1]);
    expect(supervisor.exits).toEqual(['exit 1 of server 1', 'exit 1 of server 1']);
    expect(logged.filter((m) => m.startsWith('the API did not start again'))).toHaveLength(1);
  });

  it('starts nothing once stopped, and stops the server that runs', async () => {
    const { launched, launch, next, waiting } = controlledLaunches();
    const supervisor = new Supervisor(launch, () => undefined, 0);
    const started = supervisor.start();
    (await next()).start();
    await started;
    await supervisor.stop();
    launched[0]!.exit();
    expect(waiting()).toBe(0);
    expect(launched[0]!.stopped).toBe(true);
    expect(supervisor.exits).toEqual([]);
  });
});
