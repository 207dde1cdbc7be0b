import { execFileSync } from 'node:child_process';

/** The processes `pid` started, and theirs, from `ps` (Linux and macOS). */
export function descendants(pid: number): number[] {
  let output = '';
  try {
    output = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children.
  }
  const children = output.split('\n').flatMap((line) => (line.trim() ? [Number(line.trim())] : []));
  return children.flatMap((child) => [child, ...descendants(child)]);
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
