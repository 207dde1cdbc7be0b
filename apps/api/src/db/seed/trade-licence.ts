import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** What a demo trade licence shows: its emirate's authority, colours and seal, and the licence's own fields. */
export interface DemoTradeLicence {
  /** 'Government of Ajman' */
  government: string;
  department: string;
  /** The seal's text, e.g. 'AJMAN DED'. */
  seal: string;
  /** The header band and title; the department's name on the band; the seal. */
  colours: { band: string; department: string; seal: string };
  /** The rows above the dates, e.g. ['Licence No.', '1087452']. */
  fields: [string, string][];
  /** How long before the seed it was issued; it runs a year. */
  issuedDaysAgo: number;
}

const day = 86_400_000;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * A scan-like commercial licence: the issuing department, the licence's fields and dates, a seal and a QR-like code
 * block.
 */
function licenceSvg(licence: DemoTradeLicence, now: Date): string {
  const issued = new Date(now.getTime() - licence.issuedDaysAgo * day);
  const expires = new Date(issued.getTime() + 365 * day);
  const fields: [string, string][] = [...licence.fields, ['Issue Date', dmy(issued)], ['Expiry Date', dmy(expires)]];
  const rows = fields
    .map(
      ([label, value], i) =>
        `<text x="80" y="${270 + i * 52}" font-size="22" fill="#475569">${escape(label)}</text>` +
        `<text x="300" y="${270 + i * 52}" font-size="24" font-weight="bold" fill="#0f172a">${escape(value)}</text>` +
        `<line x1="80" y1="${284 + i * 52}" x2="820" y2="${284 + i * 52}" stroke="#e2e8f0" stroke-width="2"/>`,
    )
    .join('');
  // A fixed pattern of squares standing for the licence's verification code.
  const code = Array.from({ length: 121 }, (_, i) =>
    (i * 37 + (i >> 3) * 11) % 5 < 2
      ? `<rect x="${880 + (i % 11) * 14}" y="${560 + Math.floor(i / 11) * 14}" width="14" height="14" fill="#0f172a"/>`
      : '',
  ).join('');
  const { band, department, seal } = licence.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="780" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="1100" height="780" fill="#fbfaf6"/>
<rect x="24" y="24" width="1052" height="732" fill="none" stroke="#94a3b8" stroke-width="3"/>
<rect x="24" y="24" width="1052" height="120" fill="${band}"/>
<text x="80" y="78" font-size="30" font-weight="bold" fill="#ffffff">${escape(licence.government)}</text>
<text x="80" y="116" font-size="22" fill="${department}">${escape(licence.department)}</text>
<text x="80" y="210" font-size="36" font-weight="bold" fill="${band}">Commercial Licence</text>
${rows}
<circle cx="960" cy="232" r="74" fill="none" stroke="${seal}" stroke-width="6" opacity="0.55"/>
<circle cx="960" cy="232" r="58" fill="none" stroke="${seal}" stroke-width="2" opacity="0.55"/>
<text x="960" y="226" font-size="17" font-weight="bold" fill="${seal}" opacity="0.6" text-anchor="middle">${escape(licence.seal)}</text>
<text x="960" y="250" font-size="13" fill="${seal}" opacity="0.6" text-anchor="middle">APPROVED</text>
${code}
<text x="80" y="730" font-size="16" fill="#64748b">This licence is issued electronically and is valid without signature. Verify it with the code.</text>
</svg>`;
}

/**
 * Renders a demo licence as a JPEG into private storage (DATA_DIR/private) at `key` unless it is there already, so a
 * second seed of the same data directory keeps it; owner-only, as sign-up writes it. Answers whether it wrote.
 */
export async function writeDemoTradeLicence(
  privateDir: string,
  key: string,
  licence: DemoTradeLicence,
  now = new Date(),
): Promise<boolean> {
  const file = path.join(privateDir, key);
  if (fs.existsSync(file)) return false;
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const data = await sharp(Buffer.from(licenceSvg(licence, now)))
    .jpeg({ quality: 82 })
    .toBuffer();
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, data, { mode: 0o600 });
  await fs.promises.rename(partial, file);
  return true;
}
