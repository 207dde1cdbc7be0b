import fs from 'node:fs';
import net from 'node:net';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster of the soak's own (initdb and pg_ctl, Debian's PostgreSQL 15), so that it can be
 * killed without a goodbye (`pg_ctl stop -m immediate`: no checkpoint, crash recovery at the next start) while other
 * work uses the machine's shared server. As root the commands run as the `postgres` user, which owns the folder.
 */
const BIN = process.env.SOAK_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  port: number;
  /** The folder of everything the soak writes: the cluster's data and log, the API's log and files. */
  dir: string;
  /** Kills PostgreSQL at once, as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (immediately) and removes its folder. */
  destroy(): Promise<void>;
  /** The same, synchronously, for the process's last moment. */
  destroySync(): void;
}

const asRoot = process.getuid?.() === 0;
/** A command as the cluster's owner: itself, or through runuser when we are root (PostgreSQL refuses root). */
const asOwner = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

async function run(command: string, args: string[]): Promise<void> {
  const [file, argv] = asOwner(command, args);
  const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${path.basename(command)} ${args[0] ?? ''} exited with ${code}: ${output.trim()}`);
}

async function portIsFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  probe.listen(port, '127.0.0.1');
  try {
    await once(probe, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

export async function createCluster(
  fromPort: number,
  logDir: string,
  log: (message: string) => void,
): Promise<Cluster> {
  let port = fromPort;
  while (!(await portIsFree(port))) port += 1;
  const dir = path.join('/tmp', `weekends-soak-${port}`);
  const data = path.join(dir, 'data');
  const pgCtl = path.join(BIN, 'pg_ctl');
  const pgLog = path.join(dir, 'postgresql.log');
  /** PostgreSQL's log outlives its folder: the evidence of what the kill and the recovery did. */
  const keepLog = () => {
    if (fs.existsSync(pgLog)) fs.copyFileSync(pgLog, path.join(logDir, 'postgresql.log'));
  };
  const stopSync = () => {
    if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
    const [file, argv] = asOwner(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore' });
  };
  // A folder left by a run that was killed outright: its cluster may still be running on this port.
  if (fs.existsSync(dir)) {
    stopSync();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    kill: () => run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start: () =>
      run(pgCtl, [
        '-D',
        data,
        '-l',
        pgLog,
        '-w',
        '-t',
        '120',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
        'start',
      ]),
    async destroy() {
      stopSync();
      keepLog();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    destroySync() {
      stopSync();
      keepLog();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    log(`PostgreSQL: a new cluster in ${data} on port ${port}`);
    await run(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
  } catch (error) {
    cluster.destroySync();
    throw error;
  }
  return cluster;
}
