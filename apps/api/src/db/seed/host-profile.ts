import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { hosts } from '../schema/index.ts';
import { CITY_IDS } from './content/cities.ts';

/**
 * The demo host's business as its Account Settings show it (host@weekends.ae, 'Al Mazrouei Experiences'): both
 * contact persons, the business with its links, bank details with a valid UAE IBAN, and a trade licence image.
 */

/** A key like the ones sign-up makes ('licences/{32 hex}.jpg'), but fixed, so a second seed finds the file in place. */
export const DEMO_HOST_LICENCE_KEY = `licences/${createHash('sha256').update('weekends-demo-licence-al-mazrouei').digest('hex').slice(0, 32)}.jpg`;

const TRADE_LICENCE_NO = '784512';
const BUSINESS_NAME = 'Al Mazrouei Experiences';

/** The columns of the demo host's hosts row beyond its name, status and commission. */
export const demoHostProfile = {
  designation: 'Founder & Director',
  landline: '+971043214567',
  firstName2: 'Fatima',
  lastName2: 'Al Mazrouei',
  mobile2: '+971507654321',
  landline2: '+971043214568',
  designation2: 'Guest Relations Manager',
  tradeLicenseId: TRADE_LICENCE_NO,
  businessDescription:
    'Family-run desert and heritage experiences since 2014: dune drives and camel treks at sunset, falconry with our own birds, Emirati cooking evenings and stargazing camps in Al Marmoom. Small groups, licensed guides who speak Arabic, English and French.',
  tradeLicenseImage: DEMO_HOST_LICENCE_KEY,
  address: 'Office 1108, Marina Plaza',
  streetName: 'Al Marsa Street',
  buildingName: 'Marina Plaza',
  poBox: '502314',
  cityId: CITY_IDS.dubai,
  areaId: 1,
  companyWebsiteLink: 'https://almazroueiexperiences.ae',
  youtubeLink: 'https://www.youtube.com/@almazroueiexperiences',
  linkedInLink: 'https://www.linkedin.com/company/al-mazrouei-experiences',
  instagramLink: 'https://www.instagram.com/almazrouei.experiences',
  facebookLink: 'https://www.facebook.com/almazroueiexperiences',
  twitterLink: 'https://x.com/almazrouei_exp',
  accountHolder: 'Al Mazrouei Experiences L.L.C.',
  accountNumber: '1015837462901',
  bankName: 'Emirates NBD',
  bankAddress: 'Emirates NBD Head Office, Baniyas Road, Deira, Dubai',
  iban: 'AE870260001015837462901',
  swiftCode: 'EBILAEAD',
} satisfies Partial<typeof hosts.$inferInsert>;

const dmy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** A scan-like Dubai commercial licence for the demo host. */
function licenceSvg(now: Date): string {
  const issued = new Date(now.getTime() - 120 * 86_400_000);
  const expires = new Date(issued.getTime() + 365 * 86_400_000);
  const fields: [string, string][] = [
    ['Licence No.', TRADE_LICENCE_NO],
    ['Trade Name', `${BUSINESS_NAME} L.L.C.`],
    ['Legal Form', 'Limited Liability Company'],
    ['Activities', 'Tourist Trips Organizing; Desert Safari Services'],
    ['Manager', 'Rashid Al Mazrouei'],
    ['Address', 'Office 1108, Marina Plaza, Dubai Marina'],
    ['Issue Date', dmy(issued)],
    ['Expiry Date', dmy(expires)],
  ];
  const rows = fields
    .map(
      ([label, value], i) =>
        `<text x="70" y="${250 + i * 46}" font-size="20" fill="#475569">${label}</text>` +
        `<text x="270" y="${250 + i * 46}" font-size="22" font-weight="bold" fill="#0f172a">${value.replace(/&/g, '&amp;')}</text>` +
        `<line x1="70" y1="${262 + i * 46}" x2="730" y2="${262 + i * 46}" stroke="#e2e8f0" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="1000" height="700" fill="#f8faf9"/>
<rect x="20" y="20" width="960" height="660" fill="none" stroke="#94a3b8" stroke-width="3"/>
<rect x="20" y="20" width="960" height="110" fill="#14532d"/>
<text x="70" y="70" font-size="28" font-weight="bold" fill="#ffffff">Government of Dubai</text>
<text x="70" y="106" font-size="20" fill="#bbf7d0">Department of Economy and Tourism</text>
<text x="70" y="196" font-size="32" font-weight="bold" fill="#14532d">Commercial Licence</text>
${rows}
<circle cx="860" cy="230" r="66" fill="none" stroke="#15803d" stroke-width="6" opacity="0.5"/>
<text x="860" y="236" font-size="16" font-weight="bold" fill="#15803d" opacity="0.6" text-anchor="middle">DUBAI DET</text>
<text x="70" y="650" font-size="15" fill="#64748b">This licence is issued electronically and is valid without signature.</text>
</svg>`;
}

/** Renders the demo host's licence into private storage (DATA_DIR/private) unless it is there; owner-only, as sign-up writes it. */
export async function writeDemoHostLicence(privateDir: string, now = new Date()): Promise<boolean> {
  const file = path.join(privateDir, DEMO_HOST_LICENCE_KEY);
  if (fs.existsSync(file)) return false;
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const data = await sharp(Buffer.from(licenceSvg(now))).jpeg({ quality: 82 }).toBuffer();
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, data, { mode: 0o600 });
  await fs.promises.rename(partial, file);
  return true;
}
