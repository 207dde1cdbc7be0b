import { chromium } from 'playwright-core';
const url = 'http://localhost:3100' + (process.argv[2] ?? '/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.live !== undefined, null, { timeout: 30000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas as number[];
(profile.samples as number[]).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const agg = new Map<string, number>();
for (const [id, t] of self) {
  const n: any = byId.get(id);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  agg.set(key, (agg.get(key) ?? 0) + t);
}
const total = [...agg.values()].reduce((a, b) => a + b, 0);
console.log('total ms', (total / 1000).toFixed(0));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(0).padStart(6), k);
const parent = new Map<number, number>();
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
for (const target of ['appendChild']) {
  const chains = new Map<string, number>();
  for (const [id, t] of self) {
    const n: any = byId.get(id);
    if (n.callFrame.functionName !== target) continue;
    const chain: string[] = [];
    let p = parent.get(id);
    while (p && chain.length < 8) { const f = (byId.get(p) as any).callFrame; chain.push(`${f.functionName || 'anon'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`); p = parent.get(p); }
    const k = chain.join(' < ');
    chains.set(k, (chains.get(k) ?? 0) + t);
  }
  for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(target, (v / 1000).toFixed(0), k);
}
await browser.close();
