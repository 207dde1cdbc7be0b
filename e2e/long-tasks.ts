import { chromium } from 'playwright-core';
import { startServer } from './support/server.ts';

/**
 * `npm run long-tasks -- /,/ar 3`: where a page's load spends the main thread on a phone. The production build on the
 * demo catalogue, a 390 px touch phone with Chromium's CPU slowed 4x (as Lighthouse's mobile run); each page is loaded
 * RUNS times in a fresh context, traced (Chrome's timeline) until it is live and three seconds more.
 *
 * For each load it prints the long tasks (over 50 ms) of the page's main thread and their blocking time (the part
 * over 50 ms, as total blocking time counts it, though from the navigation rather than from the first paint), and
 * the time spent in style and layout and in paint. VERBOSE=1 lists each long task with what fills it (layout, a
 * script's evaluation, a timer...); PROFILE=1 adds a CPU profile's functions inside each long task after the first
 * paint, by self and by inclusive time (build with `minify: false` for readable names). One long task at the start
 * is Playwright's own script, injected to wait for the page to be live.
 */
const paths = (process.argv[2] ?? '/').split(',');
const RUNS = Number(process.argv[3] ?? 3);
const SLOWDOWN = 4;
const LONG_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}
interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a long task's time went to, by kind of work (a script's evaluation or call is named by its file). */
const KINDS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
]);
const fileOf = (url = '') => url.split('/').pop() ?? '';
const ms = (us: number) => (us / 1000).toFixed(0);

function kindOf(event: TraceEvent): string {
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') {
    return `${event.name} ${fileOf(event.args?.data?.url)}`;
  }
  if (event.name === 'FunctionCall') return `FunctionCall ${fileOf(event.args?.data?.url)}`;
  return event.name;
}

/** The functions a CPU profile sampled inside one task: top by self time and by inclusive time. */
function functionsIn(profile: Profile, task: TraceEvent): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node.callFrame.url)}:${node.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const previous = time;
    time += profile.timeDeltas[index]!;
    if (time < task.ts || time > task.ts + task.dur!) return;
    const spent = (time - previous) / 1000;
    const leaf = name(nodes.get(id)!);
    self.set(leaf, (self.get(leaf) ?? 0) + spent);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const key = name(nodes.get(node)!);
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + spent);
      seen.add(key);
    }
  });
  const top = (times: Map<string, number>, count: number) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `      ${value.toFixed(1)} ms ${key}`)
      .join('\n');
  return `    self:\n${top(self, 10)}\n    inclusive:\n${top(inclusive, 25)}`;
}

const server = await startServer('long-tasks');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of paths) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] },
      });
      if (process.env.PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(server.url + path);
      await page.waitForFunction(() => 'live' in document.documentElement.dataset, null, { timeout: 60_000 });
      await page.waitForTimeout(3000);
      const profile = process.env.PROFILE ? ((await cdp.send('Profiler.stop')).profile as Profile) : undefined;
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await context.close();

      // The page's main thread: the one that parsed its HTML (not the blank page's before it).
      const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(server.url));
      if (!parse) throw new Error(`${path}: no HTML parse in the trace`);
      const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
      const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! > LONG_US);
      const blocking = tasks.reduce((sum, task) => sum + task.dur! - LONG_US, 0);
      const total = (names: string[]) => main.filter((e) => names.includes(e.name)).reduce((s, e) => s + e.dur!, 0);
      console.log(
        `${path} run ${run}: ${tasks.length} long tasks, blocking ${ms(blocking)} ms; ` +
          `style and layout ${ms(total(['UpdateLayoutTree', 'Layout']))} ms, paint ${ms(total(['PrePaint', 'Paint', 'Layerize']))} ms`,
      );
      for (const task of tasks) {
        const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
        const byKind = new Map<string, number>();
        for (const event of inside.filter((e) => KINDS.has(e.name))) {
          byKind.set(kindOf(event), (byKind.get(kindOf(event)) ?? 0) + event.dur!);
        }
        if (process.env.VERBOSE || profile) {
          const parts = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 6);
          console.log(
            `  ${ms(task.dur!)} ms at ${ms(task.ts - parse.ts)} ms: ${parts.map(([kind, us]) => `${kind} ${ms(us)}`).join(' | ')}`,
          );
        }
        if (profile && task.ts > parse.ts) console.log(functionsIn(profile, task));
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
