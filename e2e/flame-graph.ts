import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

/**
 * `npm run flame-graph -w e2e -- <profile.cpuprofile> <picture.png> [from s] [to s] [title]`: a flame graph of a V8 CPU
 * profile (node --cpu-prof, as the API's benchmarks write with BENCH_CPU_PROF), drawn by d3-flame-graph in Chromium
 * and saved as a picture. Only the samples between `from` and `to` seconds after the profile's start count, so a
 * benchmark's start-up and its other rows stay out. Each frame's width is its time, itself and what it called; the
 * frames are named by function and by package (or the project's file).
 */
interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Frame {
  name: string;
  value: number;
  children: Frame[];
}

const [profilePath, picturePath, fromArg = '0', toArg = 'Infinity', title = ''] = process.argv.slice(2);
if (!profilePath || !picturePath)
  throw new Error('usage: flame-graph <profile.cpuprofile> <picture.png> [from s] [to s]');

const profile = JSON.parse(fs.readFileSync(profilePath, 'utf8')) as Profile;

function where(url: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inProject = /\/(apps\/[^/]+\/src\/.+|packages\/[^/]+\/src\/.+)$/.exec(url);
  if (inProject) return inProject[1]!;
  return url.startsWith('node:') ? url : '';
}

const label = (node: ProfileNode) => {
  const { functionName, url } = node.callFrame;
  const place = where(url);
  return `${functionName || '(anonymous)'}${place ? ` ${place}` : ''}`;
};

// Each node's own time within the window, in milliseconds (a sample lasts until the next one).
const selfMs = new Map<number, number>();
const from = profile.startTime + Number(fromArg) * 1e6;
const to = profile.startTime + Number(toArg) * 1e6;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i]!;
  if (at < from || at > to) continue;
  const id = profile.samples[i]!;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
}

// The tree with totals, frames of the same name under one parent merged.
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
function frameOf(node: ProfileNode): Frame {
  const children = new Map<string, Frame>();
  for (const childId of node.children ?? []) {
    const child = frameOf(byId.get(childId)!);
    if (child.value === 0) continue;
    const same = children.get(child.name);
    if (same) {
      same.value += child.value;
      same.children.push(...child.children);
    } else children.set(child.name, child);
  }
  const list = [...children.values()];
  const value = (selfMs.get(node.id) ?? 0) + list.reduce((total, child) => total + child.value, 0);
  return { name: label(node), value, children: list };
}
const root = frameOf(profile.nodes[0]!);
root.name = `all (${Math.round(root.value)} ms)`;

const resolve = createRequire(import.meta.url).resolve;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const width = 1600;
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><style>body{margin:16px;font:14px sans-serif}h1{font-size:16px}</style>` +
      `<h1></h1><div id="chart"></div>`,
  );
  // d3-selection's package exports its modules only; its browser build sits beside them.
  await page.addScriptTag({ path: path.join(path.dirname(resolve('d3-selection')), 'd3-selection.min.js') });
  await page.addScriptTag({ path: resolve('d3-flame-graph/dist/d3-flamegraph.min.js') });
  await page.addStyleTag({ path: resolve('d3-flame-graph/dist/d3-flamegraph.css') });
  await page.evaluate(
    ({ tree, heading, chartWidth }) => {
      const w = window as unknown as {
        d3: { select: (s: string) => { datum: (d: unknown) => { call: (f: unknown) => void } } };
        flamegraph: () => Record<string, (v: unknown) => unknown>;
      };
      document.querySelector('h1')!.textContent = heading;
      const chart = w.flamegraph();
      chart.width!(chartWidth);
      chart.cellHeight!(18);
      chart.transitionDuration!(0);
      chart.minFrameSize!(1);
      w.d3.select('#chart').datum(tree).call(chart);
    },
    { tree: root, heading: title, chartWidth: width - 32 },
  );
  // The labels are written once d3's (zero-length) transition has run.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.d3-flame-graph-label')).some((label) => label.textContent),
  );
  await page.locator('body').screenshot({ path: picturePath });
  console.log(`wrote ${picturePath}: ${Math.round(root.value)} ms of samples`);
} finally {
  await browser.close();
}
