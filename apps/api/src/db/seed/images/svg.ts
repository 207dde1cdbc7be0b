import type { Rng } from '../prng.ts';

/** Drawing helpers for the seed's SVG scenes. Every scene draws on a 1200 x 800 canvas. */
export const W = 1200;
export const H = 800;

export type Sky = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

export const skies: Record<Sky, { stops: [string, string, string]; sun: string; glow: string; light: number }> = {
  dawn: { stops: ['#34416e', '#c77d8f', '#f8cfa4'], sun: '#fff0cf', glow: '#ffd6a0', light: 0.7 },
  day: { stops: ['#2f7fcf', '#79bbea', '#def1fb'], sun: '#fffbea', glow: '#fff5c4', light: 1 },
  golden: { stops: ['#e9714a', '#f7ad6a', '#fde2ae'], sun: '#fff4d2', glow: '#ffd58a', light: 0.85 },
  dusk: { stops: ['#1c2752', '#70397f', '#f2845a'], sun: '#ffd9a1', glow: '#ff9f6b', light: 0.5 },
  night: { stops: ['#040a1c', '#0d1a3f', '#22366a'], sun: '#f4f1dc', glow: '#9fb3e0', light: 0.2 },
};

export class Defs {
  private items: string[] = [];
  private n = 0;
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.n++}`;
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.n++}`;
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  raw(markup: string): void {
    this.items.push(markup);
  }
  nextId(): string {
    return `d${this.n++}`;
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

export function skyRect(defs: Defs, sky: Sky, horizon = H): string {
  const s = skies[sky].stops;
  const fill = defs.linear([
    [0, s[0]],
    [0.6, s[1]],
    [1, s[2]],
  ]);
  return `<rect width="${W}" height="${f(horizon + 4)}" fill="${fill}"/>`;
}

export function sun(defs: Defs, sky: Sky, x: number, y: number, r: number): string {
  const p = skies[sky];
  const glow = defs.radial([
    [0, p.glow, 0.85],
    [0.35, p.glow, 0.35],
    [1, p.glow, 0],
  ]);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="${glow}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p.sun}"/>`;
}

export function stars(rng: Rng, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, maxY))}" r="${f(rng.range(0.6, 2.2))}" fill="#fff" opacity="${f(rng.range(0.35, 1))}"/>`;
  }
  return out;
}

export function clouds(rng: Rng, count: number, maxY: number, color = '#ffffff', opacity = 0.8): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(-50, W);
    const y = rng.range(60, maxY);
    const s = rng.range(0.6, 1.4);
    out += `<g opacity="${f(opacity * rng.range(0.6, 1))}" fill="${color}">`;
    for (let k = 0; k < 5; k++) {
      out += `<ellipse cx="${f(x + k * 38 * s)}" cy="${f(y - Math.sin((k / 4) * Math.PI) * 22 * s)}" rx="${f(rng.range(40, 70) * s)}" ry="${f(rng.range(18, 30) * s)}"/>`;
    }
    out += '</g>';
  }
  return out;
}

/** A smooth ridge (dunes, hills, waves) from left to right around baseline y, closed to the bottom. */
export function ridge(rng: Rng, y: number, amplitude: number, segments: number, bottom = H): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= segments; i++)
    pts.push([(i / segments) * (W + 200) - 100, y + rng.range(-amplitude, amplitude)]);
  let d = `M-100 ${f(bottom)} L${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    const mx = (x0 + x1) / 2;
    d += ` C${f(mx)} ${f(y0)} ${f(mx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return `${d} L${W + 100} ${f(bottom)} Z`;
}

/** A jagged mountain ridge around baseline y. */
export function peaks(rng: Rng, y: number, height: number, count: number): string {
  let d = `M-50 ${H} L-50 ${f(y)}`;
  const step = (W + 100) / count;
  for (let i = 0; i < count; i++) {
    const x = -50 + i * step;
    d += ` L${f(x + step * rng.range(0.3, 0.5))} ${f(y - height * rng.range(0.4, 1))} L${f(x + step * rng.range(0.55, 0.7))} ${f(y - height * rng.range(0.25, 0.6))} L${f(x + step)} ${f(y - height * rng.range(0, 0.3))}`;
  }
  return `${d} L${W + 50} ${H} Z`;
}

export function palm(x: number, y: number, s: number, color: string): string {
  const top = `${f(x + 30 * s)} ${f(y - 230 * s)}`;
  const frond = (dx: number, dy: number) =>
    `<path d="M${top} Q${f(x + 30 * s + dx * 0.5)} ${f(y - 230 * s + dy - 40 * s)} ${f(x + 30 * s + dx)} ${f(y - 230 * s + dy)} Q${f(x + 30 * s + dx * 0.45)} ${f(y - 230 * s + dy * 0.3 - 10 * s)} ${top}Z" fill="${color}"/>`;
  return (
    `<path d="M${f(x - 8 * s)} ${f(y)} Q${f(x + 5 * s)} ${f(y - 120 * s)} ${f(x + 26 * s)} ${f(y - 232 * s)} L${f(x + 34 * s)} ${f(y - 230 * s)} Q${f(x + 16 * s)} ${f(y - 120 * s)} ${f(x + 8 * s)} ${f(y)}Z" fill="${color}"/>` +
    frond(-120 * s, 40 * s) +
    frond(120 * s, 50 * s) +
    frond(-90 * s, 90 * s) +
    frond(95 * s, 100 * s) +
    frond(-30 * s, -60 * s) +
    frond(40 * s, -50 * s) +
    frond(0, 110 * s)
  );
}

export function camel(x: number, y: number, s: number, color: string): string {
  const p = (px: number, py: number) => `${f(x + px * s)} ${f(y + py * s)}`;
  return `<path d="M${p(0, 0)} L${p(4, -38)} Q${p(2, -52)} ${p(14, -58)} Q${p(26, -78)} ${p(40, -60)} Q${p(52, -72)} ${p(62, -56)} Q${p(70, -50)} ${p(76, -62)} L${p(82, -80)} Q${p(88, -86)} ${p(96, -80)} L${p(98, -74)} L${p(88, -72)} L${p(80, -50)} Q${p(74, -38)} ${p(66, -38)} L${p(64, 0)} L${p(59, 0)} L${p(58, -34)} L${p(22, -34)} L${p(16, 0)} L${p(11, 0)} L${p(10, -36)} Q${p(6, -30)} ${p(5, 0)}Z" fill="${color}"/>`;
}

export function dhow(x: number, y: number, s: number, hull: string, sail: string): string {
  const p = (px: number, py: number) => `${f(x + px * s)} ${f(y + py * s)}`;
  return (
    `<path d="M${p(-150, -40)} Q${p(-60, 10)} ${p(110, 0)} L${p(160, -55)} L${p(120, -28)} Q${p(-40, -20)} ${p(-150, -40)}Z" fill="${hull}"/>` +
    `<path d="M${p(-150, -40)} Q${p(-60, 10)} ${p(110, 0)} L${p(112, -8)} Q${p(-50, 0)} ${p(-140, -36)}Z" fill="#000" opacity="0.25"/>` +
    `<line x1="${f(x)}" y1="${f(y - 20 * s)}" x2="${f(x + 10 * s)}" y2="${f(y - 220 * s)}" stroke="${hull}" stroke-width="${f(5 * s)}"/>` +
    `<path d="M${p(-120, -70)} L${p(90, -240)} Q${p(60, -130)} ${p(70, -40)} Q${p(-30, -60)} ${p(-120, -70)}Z" fill="${sail}"/>`
  );
}

export function balloon(defs: Defs, x: number, y: number, r: number, colors: readonly string[]): string {
  const id = defs.nextId();
  defs.raw(
    `<clipPath id="${id}"><path d="M${f(x - r)} ${f(y)} A${f(r)} ${f(r)} 0 1 1 ${f(x + r)} ${f(y)} Q${f(x + r)} ${f(y + r * 0.7)} ${f(x + r * 0.3)} ${f(y + r * 1.25)} L${f(x - r * 0.3)} ${f(y + r * 1.25)} Q${f(x - r)} ${f(y + r * 0.7)} ${f(x - r)} ${f(y)}Z"/></clipPath>`,
  );
  let stripes = '';
  const n = colors.length * 2;
  for (let i = 0; i < n; i++) {
    stripes += `<rect x="${f(x - r + (i * 2 * r) / n)}" y="${f(y - r)}" width="${f((2 * r) / n + 1)}" height="${f(r * 2.3)}" fill="${colors[i % colors.length]}"/>`;
  }
  const shade = defs.radial(
    [
      [0, '#ffffff', 0.35],
      [0.6, '#ffffff', 0],
      [1, '#000000', 0.35],
    ],
    0.35,
    0.3,
    0.75,
  );
  return (
    `<g clip-path="url(#${id})">${stripes}<rect x="${f(x - r)}" y="${f(y - r)}" width="${f(2 * r)}" height="${f(2.3 * r)}" fill="${shade}"/></g>` +
    `<path d="M${f(x - r * 0.28)} ${f(y + r * 1.25)} L${f(x - r * 0.16)} ${f(y + r * 1.55)} M${f(x + r * 0.28)} ${f(y + r * 1.25)} L${f(x + r * 0.16)} ${f(y + r * 1.55)}" stroke="#4a3424" stroke-width="${f(Math.max(1, r * 0.02))}"/>` +
    `<rect x="${f(x - r * 0.18)}" y="${f(y + r * 1.55)}" width="${f(r * 0.36)}" height="${f(r * 0.22)}" rx="${f(r * 0.03)}" fill="#6b4a2f"/>`
  );
}

/** Tower blocks along a baseline, with lit windows when `lit`. */
export function skyline(rng: Rng, base: number, color: string, lit: boolean, landmark = true, scale = 1): string {
  let out = '';
  let x = W / 2 - (W / 2 + 20) / scale;
  const end = W / 2 + (W / 2 + 20) / scale;
  const windows: string[] = [];
  while (x < end) {
    const w = rng.range(38, 90);
    const h = rng.range(80, 260);
    out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h + 2)}" fill="${color}"/>`;
    if (rng.chance(0.3))
      out += `<path d="M${f(x)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h - rng.range(15, 40))} L${f(x + w)} ${f(base - h)}Z" fill="${color}"/>`;
    if (lit) {
      for (let wy = base - h + 12; wy < base - 8; wy += 14) {
        for (let wx = x + 6; wx < x + w - 8; wx += 12) {
          if (rng.chance(0.35)) windows.push(`<rect x="${f(wx)}" y="${f(wy)}" width="5" height="7"/>`);
        }
      }
    }
    x += w + rng.range(-4, 10);
  }
  if (landmark) {
    const lx = rng.range(250, 950);
    out += `<path d="M${f(lx - 46)} ${f(base)} L${f(lx - 30)} ${f(base - 220)} L${f(lx - 18)} ${f(base - 330)} L${f(lx - 9)} ${f(base - 420)} L${f(lx - 3)} ${f(base - 500)} L${f(lx)} ${f(base - 560)} L${f(lx + 3)} ${f(base - 500)} L${f(lx + 10)} ${f(base - 400)} L${f(lx + 20)} ${f(base - 300)} L${f(lx + 34)} ${f(base - 180)} L${f(lx + 50)} ${f(base)}Z" fill="${color}"/>`;
  }
  if (windows.length) out += `<g fill="#ffd98a" fill-opacity="0.85">${windows.join('')}</g>`;
  return scale === 1
    ? out
    : `<g transform="translate(${W / 2} ${f(base)}) scale(${f(scale)}) translate(${-W / 2} ${f(-base)})">${out}</g>`;
}

export function birds(rng: Rng, count: number, color: string): string {
  let out = '';
  const cx = rng.range(150, 1050);
  const cy = rng.range(120, 300);
  for (let i = 0; i < count; i++) {
    const x = cx + rng.range(-120, 120);
    const y = cy + rng.range(-50, 50);
    const s = rng.range(0.6, 1.2);
    out += `<path d="M${f(x - 14 * s)} ${f(y - 4 * s)} Q${f(x - 6 * s)} ${f(y - 8 * s)} ${f(x)} ${f(y)} Q${f(x + 6 * s)} ${f(y - 8 * s)} ${f(x + 14 * s)} ${f(y - 4 * s)}" stroke="${color}" stroke-width="2.2" fill="none"/>`;
  }
  return out;
}
