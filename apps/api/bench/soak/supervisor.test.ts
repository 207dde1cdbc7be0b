import { describe, expect, it } from 'vitest';
import { Supervisor, type Supervised } from './supervisor.ts';

/**
 * The soak's first full run restarted the API once for every failed start as well as for its exit: restarts piled
 * up, each new server found the port taken and exited, and the run counted dozens of exits. One exit is one
 * restart, retried until a server starts, and a server that never started is not an exit.
 */
interface FakeServer extends Supervised {
  id: number;
  exit(): void;
  stopped: boolean;
}

function fakes(failFirst: number) {
  const launched: FakeServer[] = [];
  let failures = failFirst;
  let attempts = 0;
  const launch = async (exited: (why: string) => void): Promise<FakeServer> => {
    attempts += 1;
    // A start while PostgreSQL is down: the server exits before it answers; the start fails, nothing exited.
    if (launched.length > 0 && failures-- > 0) throw new Error('the API exited with 1 before it answered');
    const server: FakeServer = {
      id: launched.length + 1,
      stopped: false,
      exit: () => exited(`exit 1 of server ${server.id}`),
      stop: async () => void (server.stopped = true),
      stopSync: () => void (server.stopped = true),
    };
    launched.push(server);
    return server;
  };
  return { launched, launch, attempts: () => attempts };
}

describe('the soak’s API supervisor', () => {
  it('starts an exited server again, one restart at a time, retrying until one starts', async () => {
    const { launched, launch, attempts } = fakes(3);
    const logged: string[] = [];
    const supervisor = new Supervisor(launch, (m) => logged.push(m), 0);
    await supervisor.start();
    launched[0]!.exit();
    launched[0]!.exit(); // the same exit reported twice while the restart is under way
    await supervisor.settled();
    expect(launched).toHaveLength(2);
    expect(attempts()).toBe(5); // the first start, three failed starts, the restart that stayed up
    expect(supervisor.exits).toEqual(['exit 1 of server 1', 'exit 1 of server 1']);
    expect(supervisor.current).toBe(launched[1]);
    expect(logged.filter((m) => m.startsWith('the API did not start again'))).toHaveLength(3);
  });

  it('starts nothing once stopped, and stops the server that runs', async () => {
    const { launched, launch, attempts } = fakes(0);
    const supervisor = new Supervisor(launch, () => undefined, 0);
    await supervisor.start();
    await supervisor.stop();
    launched[0]!.exit();
    expect(attempts()).toBe(1);
    expect(launched[0]!.stopped).toBe(true);
    expect(supervisor.exits).toEqual([]);
  });
});
