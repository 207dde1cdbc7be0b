import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const shutdownModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shutdown.ts');

/**
 * A process that installs `stopGracefully` with the stop `close` (JavaScript; by default one that never settles) and
 * a grace period of `graceMs`, and says 'ready' once it listens for signals. With `launcher`, it is started as npm
 * start's launcher starts the server: with a channel to its parent.
 */
function stopper(graceMs: number, { close = '() => new Promise(() => {})', launcher = false, then = '' } = {}) {
  const code = `
    import { stopGracefully } from ${JSON.stringify(shutdownModule)};
    const log = { info: (_, message) => console.log(message), error: (_, message) => console.log(message) };
    stopGracefully(() => log, ${close}, { graceMs: ${graceMs} });
    // Something that keeps the process alive, as the server's listening socket does.
    setInterval(() => {}, 60_000);
    console.log('ready');
    ${then}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
    stdio: ['ignore', 'pipe', 'pipe', launcher ? 'ipc' : 'ignore'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 30_000;
    while (!output.includes(text)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${text} never showed in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    child,
    output: () => output,
    waitFor,
    ready: () => waitFor('ready'),
    /** The exit, or null (and the process killed) when it is still running `timeoutMs` after the call. */
    async exitWithin(timeoutMs: number) {
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        exit,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!result) child.kill('SIGKILL');
      return result;
    },
  };
}

/** How late an exit may be after its grace period on a busy machine. */
const margin = 1_500;

describe('stopping gracefully', () => {
  it('exits 1 at the end of the grace period when the stop never settles', async () => {
    const server = stopper(500);
    await server.ready();
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exitWithin(500 + margin);
    expect(exit?.code).toBe(1);
    expect(exit!.at - signalledAt).toBeGreaterThanOrEqual(500);
    expect(server.output()).toContain('shutdown took longer than 0.5 s');
  });

  it('exits 1 at once on a second signal during the stop', async () => {
    const server = stopper(60_000);
    await server.ready();
    server.child.kill('SIGTERM');
    await server.waitFor('shutting down');
    server.child.kill('SIGTERM');
    const exit = await server.exitWithin(margin);
    expect(exit?.code).toBe(1);
    expect(server.output()).toContain('second SIGTERM while shutting down');
  });

  it('ends the process shortly after the grace period even when the stop holds it (no timer can fire)', async () => {
    // A stop that spins, as a synchronous loop or a write waiting on a full pipe does.
    const server = stopper(500, { close: 'async () => { for (;;); }' });
    await server.ready();
    server.child.kill('SIGTERM');
    const exit = await server.exitWithin(500 + 2_000 + margin);
    expect(exit?.signal).toBe('SIGKILL');
  });

  it("stops gracefully when npm start's launcher ends, however it ended", async () => {
    const server = stopper(60_000, { close: 'async () => {}', launcher: true });
    await server.ready();
    // What the server sees of a launcher killed with SIGKILL: its end of the channel closes.
    server.child.disconnect();
    const exit = await server.exitWithin(5_000);
    expect(exit?.code).toBe(0);
    expect(server.output()).toContain("npm start's launcher has ended; shutting down");
  });

  it('carries on after a rejection nobody awaited that says the database went away, and stops on any other', async () => {
    const lost = stopper(5_000, {
      close: 'async () => {}',
      then: `setTimeout(() => Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' })), 50);`,
    });
    await lost.waitFor('database unavailable; carrying on');
    expect(lost.child.exitCode).toBeNull();
    lost.child.kill('SIGTERM');
    expect(await lost.exitWithin(10_000)).toMatchObject({ code: 0 });

    const fault = stopper(5_000, {
      close: 'async () => {}',
      then: `setTimeout(() => Promise.reject(new Error('a bug of ours')), 50);`,
    });
    expect(await fault.exitWithin(10_000)).toMatchObject({ code: 1 });
    expect(fault.output()).toContain('unexpected error; shutting down');
  });
});
