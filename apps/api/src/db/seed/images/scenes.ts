import type { Rng } from '../prng.ts';
import type { Theme } from './themes.ts';
import {
  balloon,
  birds,
  camel,
  clouds,
  Defs,
  dhow,
  f,
  H,
  mix,
  palm,
  peaks,
  ridge,
  sun,
  skies,
  skyline,
  skyRect,
  stars,
  W,
  type Sky,
} from './svg.ts';

type Scene = (rng: Rng, defs: Defs) => string;

function desert(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['golden', 'golden', 'dawn', 'day']);
  const horizon = rng.range(430, 500);
  let out = skyRect(defs, sky) + sun(defs, sky, rng.range(250, 950), horizon - rng.range(60, 200), rng.range(38, 60));
  if (sky === 'day') out += clouds(rng, 3, 260, '#ffffff', 0.7);
  const far = sky === 'dawn' ? '#d9a08a' : '#f0b47a';
  const near = sky === 'dawn' ? '#8a4a36' : '#b5592a';
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = horizon + t * 260;
    const base = mix(far, near, t);
    const fill = defs.linear(
      [
        [0, mix(base, '#fff1d6', 0.35)],
        [0.5, base],
        [1, mix(base, '#5a2a14', 0.4)],
      ],
      0,
      0,
      1,
      1,
    );
    out += `<path d="${ridge(rng, y, 30 + t * 40, rng.int(3, 5))}" fill="${fill}"/>`;
    if (i === 2 && rng.chance(0.85)) {
      const cx = rng.range(200, 800);
      const n = rng.int(2, 4);
      for (let k = 0; k < n; k++) out += camel(cx + k * 70, y - 12 + k * 2, 0.55, mix(base, '#2a160c', 0.75));
    }
  }
  out += `<rect width="${W}" height="${H}" fill="${defs.linear([
    [0, '#000', 0],
    [0.7, '#000', 0],
    [1, '#3a1606', 0.25],
  ])}"/>`;
  return out;
}

function camp(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['dusk', 'night', 'night']);
  const horizon = rng.range(470, 520);
  let out = skyRect(defs, sky) + stars(rng, sky === 'night' ? 160 : 50, horizon - 80);
  out +=
    sky === 'night'
      ? sun(defs, 'night', rng.range(150, 1050), rng.range(90, 200), 28)
      : sun(defs, 'dusk', rng.range(300, 900), horizon - 10, 46);
  out += `<path d="${ridge(rng, horizon, 25, 4)}" fill="${sky === 'night' ? '#2a2238' : '#5a3040'}"/>`;
  out += `<path d="${ridge(rng, horizon + 110, 30, 4)}" fill="${sky === 'night' ? '#1d1726' : '#3d2030'}"/>`;
  const fireX = rng.range(420, 780);
  const fireY = horizon + 200;
  out += `<ellipse cx="${f(fireX)}" cy="${f(fireY)}" rx="420" ry="170" fill="${defs.radial([
    [0, '#ffb454', 0.55],
    [0.5, '#ff7a2e', 0.15],
    [1, '#ff7a2e', 0],
  ])}"/>`;
  const tents = rng.int(2, 3);
  for (let i = 0; i < tents; i++) {
    const tx = (i + 0.5) * (W / tents) + rng.range(-60, 60);
    if (Math.abs(tx - fireX) < 140) continue;
    const ty = horizon + rng.range(120, 170);
    const s = rng.range(0.8, 1.2);
    out += `<path d="M${f(tx - 120 * s)} ${f(ty)} L${f(tx - 70 * s)} ${f(ty - 80 * s)} L${f(tx + 70 * s)} ${f(ty - 80 * s)} L${f(tx + 120 * s)} ${f(ty)}Z" fill="#4a2f2a"/>`;
    out += `<path d="M${f(tx - 70 * s)} ${f(ty - 80 * s)} L${f(tx + 70 * s)} ${f(ty - 80 * s)} L${f(tx + 60 * s)} ${f(ty - 92 * s)} L${f(tx - 60 * s)} ${f(ty - 92 * s)}Z" fill="#6b4436"/>`;
    out += `<rect x="${f(tx - 22 * s)}" y="${f(ty - 55 * s)}" width="${f(44 * s)}" height="${f(55 * s)}" fill="#ffc768" opacity="0.9"/>`;
  }
  out += `<path d="M${f(fireX - 30)} ${f(fireY)} Q${f(fireX - 16)} ${f(fireY - 50)} ${f(fireX)} ${f(fireY - 70)} Q${f(fireX + 6)} ${f(fireY - 40)} ${f(fireX + 30)} ${f(fireY)}Z" fill="#ff9a3c"/>`;
  out += `<path d="M${f(fireX - 14)} ${f(fireY)} Q${f(fireX - 6)} ${f(fireY - 28)} ${f(fireX + 2)} ${f(fireY - 40)} Q${f(fireX + 6)} ${f(fireY - 20)} ${f(fireX + 14)} ${f(fireY)}Z" fill="#ffe28a"/>`;
  let lights = '';
  for (let x = 40; x < W; x += 46) {
    const y = horizon + 40 + Math.sin(x / 160) * 18;
    lights += `<circle cx="${x}" cy="${f(y)}" r="9" fill="#ffce7a" opacity="0.25"/><circle cx="${x}" cy="${f(y)}" r="3.5" fill="#ffe9b8"/>`;
  }
  return out + lights;
}

function seaBase(rng: Rng, defs: Defs, sky: Sky, horizon: number): string {
  const p = skies[sky];
  const water = defs.linear([
    [0, mix(p.stops[2], '#1d6fa5', 0.55)],
    [1, mix(p.stops[0], '#0b2f4f', 0.6)],
  ]);
  let out = `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${water}"/>`;
  for (let i = 0; i < 40; i++) {
    const y = horizon + 6 + Math.pow(rng.next(), 1.6) * (H - horizon);
    const w = 20 + ((y - horizon) / (H - horizon)) * 120;
    out += `<rect x="${f(rng.range(0, W))}" y="${f(y)}" width="${f(w)}" height="${f(1.5 + (y - horizon) / 160)}" rx="2" fill="#ffffff" opacity="${f(rng.range(0.12, 0.3))}"/>`;
  }
  return out;
}

function sunPath(defs: Defs, sky: Sky, x: number, horizon: number): string {
  return `<rect x="${f(x - 60)}" y="${f(horizon)}" width="120" height="${f(H - horizon)}" fill="${defs.linear([
    [0, skies[sky].glow, 0.6],
    [1, skies[sky].glow, 0],
  ])}"/>`;
}

function sea(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['day', 'golden', 'day']);
  const horizon = rng.range(400, 470);
  const sx = rng.range(200, 1000);
  let out = skyRect(defs, sky) + sun(defs, sky, sx, horizon - rng.range(80, 240), 44) + clouds(rng, rng.int(2, 4), 280);
  if (rng.chance(0.6)) out += skyline(rng, horizon + 2, mix(skies[sky].stops[1], '#1f3550', 0.45), false, true, 0.45);
  out += seaBase(rng, defs, sky, horizon) + sunPath(defs, sky, sx, horizon);
  for (let i = 0; i < rng.int(1, 3); i++) {
    const bx = rng.range(100, 1100);
    const by = horizon + rng.range(30, 200);
    const s = rng.range(0.3, 0.8);
    out += `<path d="M${f(bx - 60 * s)} ${f(by)} L${f(bx + 60 * s)} ${f(by)} L${f(bx + 45 * s)} ${f(by + 14 * s)} L${f(bx - 50 * s)} ${f(by + 14 * s)}Z" fill="#f4f4f4"/><path d="M${f(bx)} ${f(by - 4)} L${f(bx)} ${f(by - 130 * s)} L${f(bx + 55 * s)} ${f(by - 8)}Z" fill="#ffffff"/><path d="M${f(bx - 4)} ${f(by - 8)} L${f(bx - 4)} ${f(by - 100 * s)} L${f(bx - 45 * s)} ${f(by - 8)}Z" fill="#e8eef3"/>`;
  }
  return out + birds(rng, rng.int(3, 6), '#27374a');
}

function dhowScene(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['golden', 'dusk', 'golden']);
  const horizon = rng.range(440, 500);
  const sx = rng.range(300, 900);
  let out = skyRect(defs, sky) + sun(defs, sky, sx, horizon - rng.range(30, 120), 52);
  out += skyline(rng, horizon + 2, mix(skies[sky].stops[0], '#120c1e', 0.5), sky === 'dusk', true, 0.6);
  out += seaBase(rng, defs, sky, horizon) + sunPath(defs, sky, sx, horizon);
  const dx = rng.range(350, 850);
  const dy = horizon + rng.range(170, 230);
  out += `<ellipse cx="${f(dx)}" cy="${f(dy + 8)}" rx="230" ry="18" fill="#000" opacity="0.2"/>`;
  out += dhow(dx, dy, rng.range(1.1, 1.4), '#4a2a17', sky === 'dusk' ? '#f1d9b5' : '#fbead0');
  if (sky === 'dusk') {
    for (let i = 0; i < 10; i++)
      out += `<circle cx="${f(dx - 120 + i * 28)}" cy="${f(dy - 40)}" r="4" fill="#ffe08a"/>`;
  }
  return out;
}

function underwater(rng: Rng, defs: Defs): string {
  const deep = defs.linear([
    [0, '#43c6db'],
    [0.5, '#0f7fa8'],
    [1, '#06355a'],
  ]);
  let out = `<rect width="${W}" height="${H}" fill="${deep}"/>`;
  const ray = defs.linear([
    [0, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ]);
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, W);
    out += `<path d="M${f(x)} 0 L${f(x + 60)} 0 L${f(x + rng.range(120, 260))} ${H} L${f(x + rng.range(-40, 60))} ${H}Z" fill="${ray}"/>`;
  }
  out += `<path d="${ridge(rng, 700, 25, 5)}" fill="#c9b27c"/>`;
  const coral = ['#ff7b6b', '#ffb36b', '#e85d9c', '#f9d56e', '#8e6ce8'];
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, W);
    const c = rng.pick(coral);
    const h = rng.range(60, 160);
    let branches = '';
    for (let b = 0; b < 5; b++) {
      const a = rng.range(-0.9, 0.9);
      branches += `<path d="M${f(x)} 720 Q${f(x + a * 40)} ${f(720 - h * 0.6)} ${f(x + a * h * 0.8)} ${f(720 - h)}" stroke="${c}" stroke-width="${f(rng.range(8, 16))}" stroke-linecap="round" fill="none"/>`;
    }
    out += branches;
  }
  const fishColors = ['#ffd23f', '#ff8c42', '#3bceac', '#f3f3f3', '#ee4266'];
  for (let i = 0; i < rng.int(8, 14); i++) {
    const x = rng.range(60, 1140);
    const y = rng.range(150, 620);
    const s = rng.range(0.5, 1.3);
    const dir = rng.chance(0.5) ? 1 : -1;
    const c = rng.pick(fishColors);
    out += `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s * dir)} ${f(s)})"><ellipse rx="34" ry="15" fill="${c}"/><path d="M-30 0 L-52 -14 L-52 14Z" fill="${c}"/><rect x="-6" y="-15" width="6" height="30" fill="#fff" opacity="0.5"/><circle cx="20" cy="-4" r="3" fill="#102030"/></g>`;
  }
  for (let i = 0; i < 25; i++)
    out += `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, 650))}" r="${f(rng.range(2, 7))}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
  return out;
}

function mangrove(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['day', 'golden', 'dawn']);
  const horizon = rng.range(380, 440);
  let out =
    skyRect(defs, sky) + sun(defs, sky, rng.range(200, 1000), horizon - rng.range(100, 220), 40) + clouds(rng, 2, 220);
  out += skyline(rng, horizon + 2, mix(skies[sky].stops[1], '#607585', 0.6), false, rng.chance(0.5), 0.35);
  const water = defs.linear([
    [0, mix(skies[sky].stops[2], '#4a9a9a', 0.6)],
    [1, '#1e5c63'],
  ]);
  out += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${water}"/>`;
  const greens = ['#2f6b3a', '#3e7d43', '#285a33', '#4a8c4f'];
  for (const side of [0, 1]) {
    const x0 = side === 0 ? -60 : W - rng.range(260, 380);
    const width = rng.range(300, 420);
    const y = horizon + rng.range(10, 40);
    for (let i = 0; i < 18; i++) {
      const cx = x0 + rng.range(0, width);
      const cy = y + rng.range(-50, 20);
      const r = rng.range(30, 70);
      const c = rng.pick(greens);
      out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.3)}" ry="${f(r)}" fill="${c}"/>`;
      out += `<ellipse cx="${f(cx)}" cy="${f(2 * (y + 40) - cy)}" rx="${f(r * 1.3)}" ry="${f(r * 0.6)}" fill="${c}" opacity="0.3"/>`;
    }
    for (let i = 0; i < 14; i++) {
      const rx = x0 + rng.range(0, width);
      out += `<path d="M${f(rx)} ${f(y + 10)} Q${f(rx + rng.range(-20, 20))} ${f(y + 30)} ${f(rx + rng.range(-30, 30))} ${f(y + 48)}" stroke="#3b2a1e" stroke-width="3" fill="none"/>`;
    }
  }
  const kx = rng.range(450, 750);
  const ky = horizon + rng.range(200, 270);
  const kc = rng.pick(['#ff7a1a', '#f4c20d', '#e8412c']);
  out += `<ellipse cx="${f(kx)}" cy="${f(ky + 12)}" rx="170" ry="12" fill="#0c3a40" opacity="0.4"/>`;
  out += `<path d="M${f(kx - 160)} ${f(ky)} Q${f(kx)} ${f(ky + 26)} ${f(kx + 160)} ${f(ky)} Q${f(kx)} ${f(ky - 10)} ${f(kx - 160)} ${f(ky)}Z" fill="${kc}"/>`;
  out += `<path d="M${f(kx - 14)} ${f(ky - 2)} Q${f(kx - 18)} ${f(ky - 50)} ${f(kx)} ${f(ky - 64)} Q${f(kx + 18)} ${f(ky - 50)} ${f(kx + 14)} ${f(ky - 2)}Z" fill="#203040"/><circle cx="${f(kx)}" cy="${f(ky - 76)}" r="13" fill="#203040"/>`;
  out += `<line x1="${f(kx - 90)}" y1="${f(ky + 20)}" x2="${f(kx + 90)}" y2="${f(ky - 70)}" stroke="#1a1a1a" stroke-width="5"/>`;
  return out + birds(rng, rng.int(3, 5), '#ffffff');
}

function mountains(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['dawn', 'day', 'golden']);
  let out = skyRect(defs, sky) + sun(defs, sky, rng.range(200, 1000), rng.range(180, 300), 42);
  if (sky === 'day') out += clouds(rng, 3, 260);
  const far = mix(skies[sky].stops[1], '#8a7f9a', 0.5);
  const near = sky === 'dawn' ? '#3b2c3f' : '#5a3b2a';
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    out += `<path d="${peaks(rng, 420 + t * 300, 260 - t * 90, rng.int(3, 6))}" fill="${mix(far, near, t)}"/>`;
    out += `<path d="${peaks(rng, 420 + t * 300 + 6, 60, 8)}" fill="${mix(far, near, t)}" opacity="0.5"/>`;
  }
  if (rng.chance(0.5)) {
    const y1 = rng.range(250, 330);
    out += `<line x1="0" y1="${f(y1)}" x2="${W}" y2="${f(y1 + 260)}" stroke="#222" stroke-width="2"/>`;
    const px = rng.range(300, 800);
    const py = y1 + (px / W) * 260;
    out += `<g transform="translate(${f(px)} ${f(py)})"><line y2="26" stroke="#222" stroke-width="2"/><ellipse cy="40" rx="20" ry="9" fill="#d84b20"/><circle cx="16" cy="34" r="7" fill="#222"/></g>`;
  }
  return out + birds(rng, rng.int(2, 4), '#2d2d3a');
}

function balloonScene(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['dawn', 'day', 'golden']);
  let out =
    skyRect(defs, sky) +
    sun(defs, sky, rng.range(200, 1000), rng.range(450, 560), 50) +
    clouds(rng, 2, 300, '#ffffff', 0.6);
  const ground = sky === 'dawn' ? ['#c98a78', '#7a4436'] : ['#eab072', '#a85a2e'];
  out += `<path d="${ridge(rng, 620, 20, 4)}" fill="${ground[0]}"/><path d="${ridge(rng, 700, 25, 4)}" fill="${ground[1]}"/>`;
  const palettes = [
    ['#e63946', '#f1faee'],
    ['#ffb703', '#fb8500', '#023047'],
    ['#2a9d8f', '#e9c46a', '#f4a261'],
    ['#6a4c93', '#ffca3a'],
    ['#1982c4', '#ffffff', '#ff595e'],
  ];
  const count = rng.int(3, 6);
  const items = Array.from({ length: count }, () => ({
    x: rng.range(80, 1120),
    y: rng.range(120, 520),
    r: rng.range(25, 100),
  })).sort((a, b) => a.r - b.r);
  for (const b of items) out += balloon(defs, b.x, b.y, b.r, rng.pick(palettes));
  return out;
}

function skylineScene(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['dusk', 'night', 'golden']);
  const horizon = rng.range(560, 620);
  let out =
    skyRect(defs, sky) +
    (sky === 'night' ? stars(rng, 80, 300) : '') +
    sun(defs, sky, rng.range(200, 1000), sky === 'night' ? 140 : horizon - 60, sky === 'night' ? 26 : 50);
  out += skyline(rng, horizon - 40, mix(skies[sky].stops[0], '#4a4a6a', 0.35), sky !== 'golden', false);
  out += skyline(rng, horizon, mix(skies[sky].stops[0], '#0a0a14', 0.55), sky !== 'golden', true);
  out += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${defs.linear([
    [0, mix(skies[sky].stops[1], '#0b1a33', 0.5)],
    [1, '#081226'],
  ])}"/>`;
  for (let i = 0; i < 60; i++)
    out += `<rect x="${f(rng.range(0, W))}" y="${f(horizon + rng.range(4, H - horizon))}" width="${f(rng.range(10, 60))}" height="2" fill="#ffd98a" opacity="${f(rng.range(0.15, 0.5))}"/>`;
  return out;
}

function spa(rng: Rng, defs: Defs): string {
  const tones = rng.pick([
    ['#efe6da', '#d8c8b4', '#8aa38b'],
    ['#e6efe9', '#c3d6cc', '#6f8f7f'],
    ['#f3e9e4', '#dcc4bb', '#a08478'],
  ]);
  let out = `<rect width="${W}" height="${H}" fill="${defs.radial(
    [
      [0, '#ffffff'],
      [0.6, tones[0]!],
      [1, tones[1]!],
    ],
    0.4,
    0.35,
    0.9,
  )}"/>`;
  for (let i = 0; i < 5; i++) {
    const x = rng.range(-100, W);
    const y = rng.range(-100, 250);
    const a = rng.range(-40, 40);
    out += `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(a)})" d="M0 0 Q120 -60 260 0 Q120 60 0 0Z" fill="${tones[2]}" opacity="${f(rng.range(0.35, 0.7))}"/>`;
  }
  const waterY = 560;
  out += `<rect y="${waterY}" width="${W}" height="${H - waterY}" fill="${defs.linear([
    [0, '#b7d8d6'],
    [1, '#6fa7a8'],
  ])}"/>`;
  for (let i = 0; i < 6; i++)
    out += `<ellipse cx="${f(rng.range(100, 1100))}" cy="${f(rng.range(600, 760))}" rx="${f(rng.range(60, 160))}" ry="${f(rng.range(8, 18))}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;
  const sx = rng.range(350, 850);
  let y = waterY + 20;
  const stoneColors = ['#5d5a58', '#77726d', '#4a4745', '#8b857d', '#6a655f'];
  for (let i = 0; i < rng.int(4, 6); i++) {
    const rx = 110 - i * 16 + rng.range(-10, 10);
    const ry = 34 - i * 3;
    const fill = defs.radial(
      [
        [0, mix(rng.pick(stoneColors), '#ffffff', 0.25)],
        [1, rng.pick(stoneColors)],
      ],
      0.4,
      0.3,
      0.8,
    );
    out += `<ellipse cx="${f(sx + rng.range(-8, 8))}" cy="${f(y - ry)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
    y -= ry * 2 - 6;
  }
  for (let i = 0; i < 3; i++) {
    const cx = ((sx + 260 + i * 70) % (W - 100)) + 40;
    const cy = waterY + 10;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - 70)}" rx="60" ry="70" fill="${defs.radial([
      [0, '#ffcf70', 0.6],
      [1, '#ffcf70', 0],
    ])}"/>`;
    out += `<rect x="${f(cx - 22)}" y="${f(cy - 70)}" width="44" height="70" rx="4" fill="#fbf6ee"/><path d="M${f(cx)} ${f(cy - 98)} Q${f(cx + 8)} ${f(cy - 84)} ${f(cx)} ${f(cy - 76)} Q${f(cx - 8)} ${f(cy - 84)} ${f(cx)} ${f(cy - 98)}Z" fill="#ffb22e"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const fx = rng.range(60, 1140);
    const fy = rng.range(580, 760);
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      out += `<ellipse cx="${f(fx + Math.cos(a) * 14)}" cy="${f(fy + Math.sin(a) * 14)}" rx="14" ry="9" transform="rotate(${f((a * 180) / Math.PI)} ${f(fx + Math.cos(a) * 14)} ${f(fy + Math.sin(a) * 14)})" fill="#f7f0f5"/>`;
    }
    out += `<circle cx="${f(fx)}" cy="${f(fy)}" r="6" fill="#f2b705"/>`;
  }
  return out;
}

function food(rng: Rng, defs: Defs): string {
  const wood = rng.pick([
    ['#8b5a3c', '#6d4128'],
    ['#c9a27a', '#a77f57'],
    ['#3f4a4f', '#2e373b'],
  ]);
  let out = `<rect width="${W}" height="${H}" fill="${wood[0]}"/>`;
  for (let y = 0; y < H; y += 100)
    out += `<rect y="${y}" width="${W}" height="3" fill="${wood[1]}" opacity="0.8"/><rect y="${y + rng.range(20, 80)}" width="${W}" height="1.5" fill="${wood[1]}" opacity="0.4"/>`;
  out += `<rect x="${f(rng.range(-100, 300))}" y="-20" width="340" height="${H + 40}" transform="rotate(${f(rng.range(-12, 12))} 600 400)" fill="#f1e7d3" opacity="0.9"/>`;
  const dishes = [
    { base: '#f2c14e', bits: ['#c0392b', '#ffffff', '#8e5a2b'] },
    { base: '#e9d8a6', bits: ['#bb3e03', '#2a9d8f'] },
    { base: '#5c9e45', bits: ['#e63946', '#f1faee', '#ffd166'] },
    { base: '#b5651d', bits: ['#7a3b10', '#f4a261'] },
    { base: '#d62828', bits: ['#f77f00', '#fcbf49'] },
  ];
  const placed: { x: number; y: number; r: number }[] = [];
  for (let tries = 0; tries < 60 && placed.length < 6; tries++) {
    const r = rng.range(90, 170);
    const x = rng.range(r - 40, W - r + 40);
    const y = rng.range(r - 40, H - r + 40);
    if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < p.r + r + 10)) continue;
    placed.push({ x, y, r });
    const d = rng.pick(dishes);
    out += `<circle cx="${f(x + 10)}" cy="${f(y + 14)}" r="${f(r)}" fill="#000" opacity="0.22"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${defs.radial([
      [0, '#ffffff'],
      [0.85, '#f3f0ea'],
      [1, '#d9d3c7'],
    ])}"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.68)}" fill="${defs.radial([
      [0, mix(d.base, '#ffffff', 0.25)],
      [1, mix(d.base, '#000000', 0.15)],
    ])}"/>`;
    for (let k = 0; k < 14; k++) {
      const a = rng.range(0, Math.PI * 2);
      const rr = rng.range(0, r * 0.55);
      out += `<ellipse cx="${f(x + Math.cos(a) * rr)}" cy="${f(y + Math.sin(a) * rr)}" rx="${f(rng.range(5, 16))}" ry="${f(rng.range(4, 10))}" fill="${rng.pick(d.bits)}" transform="rotate(${f(rng.range(0, 180))} ${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)})"/>`;
    }
  }
  for (let i = 0; i < 8; i++) {
    const x = rng.range(40, W - 40);
    const y = rng.range(40, H - 40);
    if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < p.r + 20)) continue;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="16" ry="9" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})" fill="#5a2a12"/>`;
  }
  const gx = rng.range(100, 1100);
  const gy = rng.range(100, 700);
  if (!placed.some((p) => Math.hypot(p.x - gx, p.y - gy) < p.r + 50)) {
    out += `<circle cx="${f(gx)}" cy="${f(gy)}" r="42" fill="#ffffff" opacity="0.6"/><circle cx="${f(gx)}" cy="${f(gy)}" r="34" fill="#b5451b" opacity="0.85"/>`;
  }
  return out;
}

function art(rng: Rng, defs: Defs): string {
  const paper = rng.pick(['#f3ead8', '#efe4cc', '#e9eef2']);
  const ink = rng.pick(['#1f2a44', '#3b1f14', '#0f3d3e']);
  const gold = rng.pick(['#c8a24a', '#b8860b', '#d4a373']);
  let out = `<rect width="${W}" height="${H}" fill="${defs.radial(
    [
      [0, mix(paper, '#ffffff', 0.5)],
      [1, mix(paper, '#8a7a5a', 0.2)],
    ],
    0.5,
    0.5,
    0.8,
  )}"/>`;
  const id = defs.nextId();
  const s = rng.pick([80, 100, 120]);
  const star = `<g transform="translate(${s / 2} ${s / 2})"><rect x="-${s * 0.3}" y="-${s * 0.3}" width="${s * 0.6}" height="${s * 0.6}" fill="none" stroke="${gold}" stroke-width="2"/><rect x="-${s * 0.3}" y="-${s * 0.3}" width="${s * 0.6}" height="${s * 0.6}" transform="rotate(45)" fill="none" stroke="${gold}" stroke-width="2"/><circle r="${s * 0.1}" fill="${gold}" opacity="0.5"/></g>`;
  defs.raw(`<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${star}</pattern>`);
  const band = rng.chance(0.5);
  out += band
    ? `<rect width="${W}" height="${f(rng.range(160, 240))}" fill="url(#${id})" opacity="0.8"/><rect y="${f(H - rng.range(140, 200))}" width="${W}" height="220" fill="url(#${id})" opacity="0.8"/>`
    : `<rect width="${W}" height="${H}" fill="url(#${id})" opacity="0.35"/>`;
  const cx = rng.range(420, 780);
  const cy = rng.range(360, 440);
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rng.range(200, 260))}" fill="${mix(paper, '#ffffff', 0.6)}" stroke="${gold}" stroke-width="4"/>`;
  for (let i = 0; i < rng.int(4, 7); i++) {
    const x0 = cx + rng.range(-190, 120);
    const y0 = cy + rng.range(-120, 120);
    const w = rng.range(60, 200);
    out += `<path d="M${f(x0)} ${f(y0)} C${f(x0 + w * 0.3)} ${f(y0 - rng.range(40, 140))} ${f(x0 + w * 0.7)} ${f(y0 + rng.range(20, 120))} ${f(x0 + w)} ${f(y0 - rng.range(-20, 60))}" stroke="${ink}" stroke-width="${f(rng.range(8, 22))}" stroke-linecap="round" fill="none"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const x = cx + rng.range(-180, 180);
    const y = cy + rng.range(-150, 150);
    out += `<rect x="${f(x)}" y="${f(y)}" width="14" height="14" transform="rotate(45 ${f(x + 7)} ${f(y + 7)})" fill="${ink}"/>`;
  }
  out += `<line x1="${f(rng.range(850, 1000))}" y1="${f(rng.range(560, 640))}" x2="${f(rng.range(1050, 1180))}" y2="${f(rng.range(700, 780))}" stroke="#a0703a" stroke-width="12" stroke-linecap="round"/>`;
  out += `<ellipse cx="${f(rng.range(100, 250))}" cy="${f(rng.range(620, 720))}" rx="60" ry="24" fill="${ink}"/>`;
  return out;
}

function heritage(rng: Rng, defs: Defs): string {
  const sky = rng.pick<Sky>(['day', 'golden', 'golden', 'dusk']);
  const ground = 620;
  let out = skyRect(defs, sky) + sun(defs, sky, rng.range(150, 1050), rng.range(160, 320), 42);
  if (sky === 'day') out += clouds(rng, 2, 220);
  out += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${defs.linear([
    [0, '#d9b48a'],
    [1, '#a77a4c'],
  ])}"/>`;
  const wall = sky === 'dusk' ? '#b98c6a' : '#e2c59b';
  const shade = mix(wall, '#5a3a22', 0.35);
  const fx = rng.range(300, 700);
  const fw = rng.range(380, 480);
  out += `<rect x="${f(fx)}" y="${f(ground - 200)}" width="${f(fw)}" height="200" fill="${wall}"/>`;
  for (let x = fx; x < fx + fw - 10; x += 28)
    out += `<rect x="${f(x)}" y="${f(ground - 218)}" width="16" height="20" fill="${wall}"/>`;
  const tx = fx + fw - 40;
  out += `<rect x="${f(tx - 50)}" y="${f(ground - 320)}" width="110" height="320" fill="${shade}"/><rect x="${f(tx - 40)}" y="${f(ground - 320)}" width="90" height="320" fill="${wall}"/>`;
  for (let x = tx - 50; x < tx + 60; x += 24)
    out += `<rect x="${f(x)}" y="${f(ground - 336)}" width="14" height="18" fill="${wall}"/>`;
  out += `<rect x="${f(fx + fw / 2 - 35)}" y="${f(ground - 110)}" width="70" height="110" rx="35" fill="#5a3a22"/>`;
  for (let i = 0; i < 3; i++)
    out += `<rect x="${f(fx + 40 + i * 80)}" y="${f(ground - 160)}" width="16" height="36" fill="#6b4a2e"/>`;
  const bx = fx - rng.range(160, 230);
  out += `<rect x="${f(bx)}" y="${f(ground - 170)}" width="150" height="170" fill="${wall}"/><rect x="${f(bx + 45)}" y="${f(ground - 260)}" width="60" height="90" fill="${wall}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${f(bx + 50 + i * 14)}" y="${f(ground - 250)}" width="6" height="70" fill="${shade}"/>`;
  out +=
    palm(rng.range(40, 180), ground + 10, rng.range(1, 1.3), '#2f4a2a') +
    palm(rng.range(1000, 1150), ground + 20, rng.range(0.9, 1.3), '#2f4a2a');
  if (sky === 'dusk')
    out += `<rect x="${f(fx + fw / 2 - 35)}" y="${f(ground - 110)}" width="70" height="110" rx="35" fill="#ffc768" opacity="0.7"/>`;
  return out;
}

function family(rng: Rng, defs: Defs): string {
  let out = skyRect(defs, 'day') + sun(defs, 'day', rng.range(900, 1100), 120, 40) + clouds(rng, 4, 300);
  out += `<path d="${ridge(rng, 640, 20, 4)}" fill="#7cc05a"/><path d="${ridge(rng, 700, 14, 4)}" fill="#5aa544"/>`;
  const wx = rng.range(250, 500);
  const wy = 360;
  const r = 200;
  out += `<path d="M${f(wx - 110)} 660 L${f(wx)} ${wy} L${f(wx + 110)} 660" stroke="#5b5f66" stroke-width="12" fill="none"/>`;
  out += `<circle cx="${f(wx)}" cy="${wy}" r="${r}" fill="none" stroke="#e8ecf1" stroke-width="8"/><circle cx="${f(wx)}" cy="${wy}" r="${r - 20}" fill="none" stroke="#e8ecf1" stroke-width="3"/>`;
  const cabin = ['#e63946', '#ffb703', '#2a9d8f', '#8338ec', '#fb5607', '#3a86ff'];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const x = wx + Math.cos(a) * r;
    const y = wy + Math.sin(a) * r;
    out += `<line x1="${f(wx)}" y1="${wy}" x2="${f(x)}" y2="${f(y)}" stroke="#e8ecf1" stroke-width="3"/><rect x="${f(x - 16)}" y="${f(y)}" width="32" height="28" rx="7" fill="${cabin[i % cabin.length]}"/>`;
  }
  let track = `M620 640`;
  let x = 620;
  while (x < W + 50) {
    const peak = rng.range(200, 480);
    track += ` C${f(x + 60)} ${f(peak)} ${f(x + 120)} ${f(peak)} ${f(x + 180)} ${f(rng.range(520, 620))}`;
    x += 180;
  }
  out += `<path d="${track}" stroke="#e63946" stroke-width="10" fill="none"/>`;
  for (let px = 640; px < W; px += 45)
    out += `<line x1="${px}" y1="660" x2="${px}" y2="${f(rng.range(420, 600))}" stroke="#9aa3ad" stroke-width="4"/>`;
  const flags = ['#e63946', '#ffb703', '#2a9d8f', '#3a86ff', '#8338ec'];
  let bunting = '';
  for (let i = 0; i < 24; i++) {
    const bx = i * 52;
    const by = 40 + Math.sin((i / 24) * Math.PI) * 50;
    bunting += `<path d="M${bx} ${f(by)} L${bx + 46} ${f(by)} L${bx + 23} ${f(by + 40)}Z" fill="${flags[i % flags.length]}"/>`;
  }
  out += `<path d="M0 40 Q600 140 1200 40" stroke="#555" stroke-width="2" fill="none"/>${bunting}`;
  for (let i = 0; i < 5; i++) {
    const bx = rng.range(700, 1150);
    const by = rng.range(180, 420);
    out += `<path d="M${f(bx)} ${f(by + 34)} Q${f(bx + 10)} ${f(by + 80)} ${f(bx - 6)} ${f(by + 130)}" stroke="#666" stroke-width="1.5" fill="none"/><ellipse cx="${f(bx)}" cy="${f(by)}" rx="26" ry="33" fill="${rng.pick(flags)}"/><ellipse cx="${f(bx - 8)}" cy="${f(by - 10)}" rx="6" ry="10" fill="#fff" opacity="0.45"/>`;
  }
  return out;
}

function online(rng: Rng, defs: Defs): string {
  const wall = rng.pick(['#e8dccb', '#dfe7ea', '#efe2e6']);
  let out = `<rect width="${W}" height="${H}" fill="${defs.linear([
    [0, mix(wall, '#ffffff', 0.4)],
    [1, wall],
  ])}"/>`;
  out += `<rect x="${f(rng.range(40, 120))}" y="60" width="220" height="300" fill="${defs.linear([
    [0, '#bfe3f5'],
    [1, '#fdf3d8'],
  ])}" stroke="#ffffff" stroke-width="14"/>`;
  out += `<rect y="560" width="${W}" height="240" fill="${defs.linear([
    [0, '#b07a4f'],
    [1, '#8a5a36'],
  ])}"/><rect y="556" width="${W}" height="8" fill="#c89466"/>`;
  const lx = rng.range(380, 620);
  out += `<rect x="${f(lx)}" y="200" width="440" height="290" rx="14" fill="#2b2d33"/>`;
  const screen = defs.linear([
    [0, rng.pick(['#f7ad6a', '#79bbea', '#70397f'])],
    [1, rng.pick(['#fde2ae', '#def1fb', '#f2845a'])],
  ]);
  out += `<rect x="${f(lx + 16)}" y="216" width="408" height="258" fill="${screen}"/>`;
  out += `<circle cx="${f(lx + 220)}" cy="330" r="46" fill="#ffffff" opacity="0.85"/><path d="M${f(lx + 206)} 306 L${f(lx + 246)} 330 L${f(lx + 206)} 354Z" fill="#e9714a"/>`;
  out += `<path d="M${f(lx + 16)} 474 L${f(lx + 16)} 430 Q${f(lx + 120)} 400 ${f(lx + 220)} 430 Q${f(lx + 320)} 460 ${f(lx + 424)} 420 L${f(lx + 424)} 474Z" fill="#000" opacity="0.2"/>`;
  out += `<path d="M${f(lx - 40)} 490 L${f(lx + 480)} 490 L${f(lx + 500)} 520 L${f(lx - 60)} 520Z" fill="#c9ccd2"/>`;
  const mx = Math.min(lx + rng.range(470, 540), W - 130);
  out += `<rect x="${f(mx)}" y="440" width="80" height="100" rx="10" fill="${rng.pick(['#2a9d8f', '#e76f51', '#f4f1de'])}"/><path d="M${f(mx + 80)} 465 q40 0 40 30 q0 30 -40 30" stroke="#555" stroke-width="8" fill="none" opacity="0.6"/>`;
  const px = lx - rng.range(230, 300);
  out += `<path d="M${f(px - 50)} 470 L${f(px + 50)} 470 L${f(px + 40)} 550 L${f(px - 40)} 550Z" fill="#d8d2c4"/>`;
  for (let i = 0; i < 9; i++) {
    const a = rng.range(-1.2, 1.2);
    const len = rng.range(90, 170);
    out += `<path d="M${f(px)} 470 Q${f(px + Math.sin(a) * len * 0.4 - 20)} ${f(470 - len * 0.6)} ${f(px + Math.sin(a) * len)} ${f(470 - Math.cos(a) * len)} Q${f(px + Math.sin(a) * len * 0.4 + 20)} ${f(470 - len * 0.5)} ${f(px)} 470Z" fill="${rng.pick(['#3e7d43', '#4a8c4f', '#2f6b3a'])}"/>`;
  }
  return out;
}

const scenes: Record<Theme, Scene> = {
  desert,
  camp,
  sea,
  dhow: dhowScene,
  underwater,
  mangrove,
  mountains,
  balloon: balloonScene,
  skyline: skylineScene,
  spa,
  food,
  art,
  heritage,
  family,
  online,
};

/** The height (on the 1200 x 800 canvas) each scene is centred on when a wide crop cuts its top and bottom. */
const focusY: Record<Theme, number> = {
  desert: 500,
  camp: 540,
  sea: 440,
  dhow: 520,
  underwater: 430,
  mangrove: 500,
  mountains: 440,
  balloon: 340,
  skyline: 460,
  spa: 520,
  food: 400,
  art: 400,
  heritage: 470,
  family: 420,
  online: 380,
};

/** The SVG for a theme at the given output size; the 1200 x 800 scene is cropped to fill it around its focus. */
export function sceneSvg(theme: Theme, rng: Rng, width: number, height: number): string {
  const defs = new Defs();
  const body = scenes[theme](rng, defs);
  const vignette = defs.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.28],
    ],
    0.5,
    0.5,
    0.75,
  );
  let view = `0 0 ${W} ${H}`;
  const visibleHeight = (W * height) / width;
  if (visibleHeight < H) {
    const top = Math.min(H - visibleHeight, Math.max(0, focusY[theme] - visibleHeight / 2));
    view = `0 ${f(top)} ${W} ${f(visibleHeight)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${view}" preserveAspectRatio="xMidYMid slice">${defs.toString()}${body}<rect width="${W}" height="${H}" fill="${vignette}"/></svg>`;
}
