import net from 'node:net';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from './support/server.ts';
import type { RunningServer } from './support/server.ts';

/**
 * Lighthouse's total blocking time, the code before a change against the code after, in one sitting: each page is
 * measured in turns (before, after, before, after...) so that the host's speed, which moves within minutes on a
 * shared machine, weighs on both alike. LIGHTHOUSE_BASELINE is the root of another checkout, built
 * (`node scripts/start.mjs --build-only`); its own server code serves its build.
 *
 *   LIGHTHOUSE_BASELINE=../before npx tsx --conditions=@weekends/source lighthouse-compare.ts /,/ar 5
 */
const baseline = process.env.LIGHTHOUSE_BASELINE;
if (!baseline) throw new Error('LIGHTHOUSE_BASELINE: the root of the checkout to compare with');
const pages = (process.argv[2] ?? '/,/ar').split(',');
const runs = Number(process.argv[3] ?? 5);

const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address() as net.AddressInfo;
    server.close(() => resolve(free));
  });
});
const before = (await import(path.resolve(baseline, 'e2e/support/server.ts'))) as {
  startServer: (label: string) => Promise<RunningServer>;
};
const servers = { before: await before.startServer('compare-before'), after: await startServer('compare-after') };
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const page of pages) {
    const tbt = { before: [] as number[], after: [] as number[] };
    const benchmarks: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const side of ['before', 'after'] as const) {
        const result = await lighthouse(servers[side].url + page, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        // A run Lighthouse could not record is left out, not scored.
        if (!result || result.lhr.runtimeError) continue;
        tbt[side].push(Math.round(result.lhr.audits['total-blocking-time']!.numericValue!));
        benchmarks.push(Math.round(result.lhr.environment.benchmarkIndex));
      }
    }
    console.log(
      `${page}: total blocking time before ${median(tbt.before)} ms (${tbt.before.join(', ')}), ` +
        `after ${median(tbt.after)} ms (${tbt.after.join(', ')}); ` +
        `benchmark index ${Math.min(...benchmarks)}-${Math.max(...benchmarks)}`,
    );
  }
} finally {
  await browser.close();
  await servers.before.stop();
  await servers.after.stop();
}
