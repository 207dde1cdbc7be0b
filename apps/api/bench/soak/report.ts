import os from 'node:os';
import type { BookCheck } from './books.ts';
import type { Backlog } from './drain.ts';
import { describeBacklog } from './drain.ts';
import type { LoadFigures } from './figures.ts';
import type { SoakOptions } from './options.ts';

/** The soak's figures and checks as text: printed at the end, and the section of docs/PERFORMANCE.md (--record). */
export const SOAK_SECTION = ['<!-- soak:checkout -->', '<!-- /soak:checkout -->'] as const;

export interface SoakResult {
  options: SoakOptions;
  figures: LoadFigures;
  checks: BookCheck[];
  drain: { drained: boolean; seconds: number; left: Backlog | null };
  /** Times the API process exited on its own during the run (and was started again). */
  apiExits: string[];
  mailAccepted: number;
  postgresVersion: string;
  loadAverage: string;
  customers: number;
}

const ms = (n: number) => `${n}`;

export function loadTable(f: LoadFigures): string {
  return [
    '| requests | p50 (ms) | p95 (ms) | p99 (ms) | answered | errors (no answer or 5xx) |',
    '|---|---:|---:|---:|---:|---:|',
    ...f.byKind.map((k) => `| ${k.kind} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${k.requests} | ${k.errors} |`),
  ].join('\n');
}

export function windowTable(f: LoadFigures): string {
  return [
    '| window | seconds | requests | errors |',
    '|---|---:|---:|---:|',
    ...f.windows.map((w) => `| ${w.window} | ${w.seconds} | ${w.requests} | ${w.errors} |`),
  ].join('\n');
}

export function checksTable(checks: BookCheck[]): string {
  return [
    '| check | result | figures |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.ok ? 'holds' : '**fails**'} | ${c.figures.replace(/\|/g, '/')} |`),
  ].join('\n');
}

export function throughputLine(f: LoadFigures): string {
  return `${f.requestsPerSecond} requests/s (${f.requests} in ${f.seconds} s), ${f.checkoutsPerSecond} checkouts/s (${f.checkouts}), ${f.paymentsPerSecond} payments/s (${f.payments} captured)`;
}

export function recoveryLine(f: LoadFigures): string {
  return f.recoverySeconds === null
    ? 'no checkout succeeded after PostgreSQL came back'
    : `${f.recoverySeconds} s from PostgreSQL accepting connections again to the first successful checkout`;
}

const refusalLine = (f: LoadFigures) =>
  Object.entries(f.refusals)
    .map(([status, n]) => `${n}x ${status}`)
    .join(', ') || 'none';

export function printReport(r: SoakResult, log: (message: string) => void): void {
  log(`throughput: ${throughputLine(r.figures)}`);
  log(`recovery: ${recoveryLine(r.figures)}`);
  log(`refusals (the shop saying no, not failing): ${refusalLine(r.figures)}`);
  log(`API process exits during the run: ${r.apiExits.length === 0 ? 'none' : r.apiExits.join('; ')}`);
  log(
    `drain: ${r.drain.drained ? `done in ${r.drain.seconds} s` : `NOT done after ${r.drain.seconds} s: ${r.drain.left ? describeBacklog(r.drain.left) : 'PostgreSQL did not answer'}`}`,
  );
  log(`mail: the SMTP sink accepted ${r.mailAccepted}`);
  console.log(`\n${loadTable(r.figures)}\n\n${windowTable(r.figures)}\n`);
  for (const check of r.checks) {
    log(`${check.ok ? 'holds' : 'FAILS'}: ${check.name}: ${check.figures}`);
    for (const line of check.evidence) log(`  ${line}`);
  }
}

export function performanceSection(r: SoakResult): string {
  const cpu = os.cpus();
  const [start, end] = SOAK_SECTION;
  const failing = r.checks.filter((c) => !c.ok).map((c) => c.name);
  return `${start}
Measured by \`npm run soak:checkout${r.options.record ? ' -- --record' : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} cores
(${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, PostgreSQL ${r.postgresVersion} (a throwaway cluster of the
soak's own on the same machine); the compiled API in production mode (one process, pool of 10, jobs polled every 0.5 s,
mail to a local SMTP sink), the load generator and PostgreSQL share the cores, **and so did four other sessions'
work** (load average at the start ${r.loadAverage}). ${r.options.connections} customers shopping at once (${r.customers} signed-in
customers in turn) for ${r.options.duration} s; PostgreSQL killed (\`pg_ctl stop -m immediate\`) at ${r.options.killAt} s and started
again ${r.options.outage} s later.

Throughput: ${throughputLine(r.figures)}. Recovery: ${recoveryLine(r.figures)}. Refusals (4xx:
sold out, a used-up promo code, a closed window): ${refusalLine(r.figures)}. The API process ${r.apiExits.length === 0 ? 'stayed up throughout' : `exited ${r.apiExits.length} time(s): ${r.apiExits.join('; ')}`}.

${loadTable(r.figures)}

${windowTable(r.figures)}

After the load the queue ${r.drain.drained ? `drained in ${r.drain.seconds} s` : `had not drained after ${r.drain.seconds} s (${r.drain.left ? describeBacklog(r.drain.left) : 'no answer'})`}; the SMTP sink accepted ${r.mailAccepted} mails. The books:
${failing.length === 0 ? 'every check holds' : `**${failing.length} check(s) fail**`}.

${checksTable(r.checks)}
${end}`;
}
