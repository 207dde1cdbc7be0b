import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { listingBodySchema } from '@weekends/shared';
import { activities, activityRevisions, customers, hosts } from '../schema/index.ts';
import { readLiveListing } from '../../modules/listings/live.ts';
import { demoAccounts } from './content/accounts.ts';
import { cities } from './content/cities.ts';
import type { Tx } from './demo.ts';

/**
 * What the back office's Approvals shows on a fresh demo (modules/admin): one host application waiting with its
 * trade licence, and one edit of a demo host's live listing waiting beside the live version.
 */

/** The applicant: a small Ajman tour operator, not a host until the provider approves it. */
export const DEMO_APPLICANT = {
  email: 'hamdan@masfouttrails.ae',
  firstName: 'Hamdan',
  lastName: 'Al Kaabi',
  phoneNumber: '+971504417823',
  businessName: 'Masfout Mountain Trails Tourism L.L.C.',
  tradeLicenseId: '1087452',
} as const;

/**
 * A key of private storage like the ones sign-up makes ('licences/{32 hex}.jpg'), but fixed, so a second seed of the
 * same data directory finds the file already there.
 */
export const DEMO_LICENCE_KEY = `licences/${createHash('sha256').update('weekends-demo-licence-masfout').digest('hex').slice(0, 32)}.jpg`;

const MASFOUT_AREA_ID = 19;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const dmy = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** A scan-like commercial licence: the issuing department, the licence's fields, a seal and a QR-like code block. */
function licenceSvg(now: Date): string {
  const issued = new Date(now.getTime() - 200 * 86_400_000);
  const expires = new Date(issued.getTime() + 365 * 86_400_000);
  const fields: [string, string][] = [
    ['Licence No.', DEMO_APPLICANT.tradeLicenseId],
    ['Trade Name', DEMO_APPLICANT.businessName],
    ['Legal Form', 'Limited Liability Company'],
    ['Activities', 'Tourist Trips Organizing; Mountain Guided Tours'],
    ['Manager', `${DEMO_APPLICANT.firstName} ${DEMO_APPLICANT.lastName}`],
    ['Address', 'Shop 4, Masfout Market Road, Masfout, Ajman'],
    ['Issue Date', dmy(issued)],
    ['Expiry Date', dmy(expires)],
  ];
  const rows = fields
    .map(
      ([label, value], i) =>
        `<text x="80" y="${270 + i * 52}" font-size="22" fill="#475569">${escape(label)}</text>` +
        `<text x="300" y="${270 + i * 52}" font-size="24" font-weight="bold" fill="#0f172a">${escape(value)}</text>` +
        `<line x1="80" y1="${284 + i * 52}" x2="820" y2="${284 + i * 52}" stroke="#e2e8f0" stroke-width="2"/>`,
    )
    .join('');
  // A fixed pattern of squares standing for the licence's verification code.
  const code = Array.from({ length: 121 }, (_, i) => ((i * 37 + (i >> 3) * 11) % 5 < 2 ? `<rect x="${880 + (i % 11) * 14}" y="${560 + Math.floor(i / 11) * 14}" width="14" height="14" fill="#0f172a"/>` : '')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="780" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="1100" height="780" fill="#fbfaf6"/>
<rect x="24" y="24" width="1052" height="732" fill="none" stroke="#94a3b8" stroke-width="3"/>
<rect x="24" y="24" width="1052" height="120" fill="#7f1d1d"/>
<text x="80" y="78" font-size="30" font-weight="bold" fill="#ffffff">Government of Ajman</text>
<text x="80" y="116" font-size="22" fill="#fde68a">Department of Economic Development</text>
<text x="80" y="210" font-size="36" font-weight="bold" fill="#7f1d1d">Commercial Licence</text>
${rows}
<circle cx="960" cy="232" r="74" fill="none" stroke="#b91c1c" stroke-width="6" opacity="0.55"/>
<circle cx="960" cy="232" r="58" fill="none" stroke="#b91c1c" stroke-width="2" opacity="0.55"/>
<text x="960" y="226" font-size="17" font-weight="bold" fill="#b91c1c" opacity="0.6" text-anchor="middle">AJMAN DED</text>
<text x="960" y="250" font-size="13" fill="#b91c1c" opacity="0.6" text-anchor="middle">APPROVED</text>
${code}
<text x="80" y="730" font-size="16" fill="#64748b">This licence is issued electronically and is valid without signature. Verify it with the code.</text>
</svg>`;
}

/** Renders the demo licence into private storage (DATA_DIR/private) unless it is there already; owner-only, as sign-up writes it. */
export async function writeDemoLicence(privateDir: string, now = new Date()): Promise<boolean> {
  const file = path.join(privateDir, DEMO_LICENCE_KEY);
  if (fs.existsSync(file)) return false;
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const data = await sharp(Buffer.from(licenceSvg(now))).jpeg({ quality: 82 }).toBuffer();
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, data, { mode: 0o600 });
  await fs.promises.rename(partial, file);
  return true;
}

/** The pending application (with the licence key) and a pending edit of the demo host's first live listing. */
export async function insertDemoApprovals(tx: Tx, now: Date): Promise<void> {
  const day = 86_400_000;
  const city = cities.find((c) => c.areas.some((a) => a.id === MASFOUT_AREA_ID))!;
  const [applicant] = await tx
    .insert(customers)
    .values({ email: DEMO_APPLICANT.email, firstName: DEMO_APPLICANT.firstName, lastName: DEMO_APPLICANT.lastName, phoneNumber: DEMO_APPLICANT.phoneNumber, isConfirmed: true, createdAt: new Date(now.getTime() - 2 * day) })
    .returning({ id: customers.id });
  await tx.insert(hosts).values({
    customerId: applicant!.id,
    businessName: DEMO_APPLICANT.businessName,
    status: 'pending',
    designation: 'Founder & Managing Director',
    landline: '+97167468210',
    firstName2: 'Priya',
    lastName2: 'Nair',
    mobile2: '+971552309871',
    designation2: 'Operations Manager',
    tradeLicenseId: DEMO_APPLICANT.tradeLicenseId,
    businessDescription:
      'Guided hikes, wadi walks and stargazing nights in the Hajar Mountains around Masfout, for small groups and families. Our guides are certified in wilderness first aid and speak Arabic, English and Hindi.',
    tradeLicenseImage: DEMO_LICENCE_KEY,
    address: 'Shop 4, Masfout Market',
    streetName: 'Masfout Market Road',
    buildingName: 'Al Hajar Building',
    poBox: '34127',
    cityId: city.id,
    areaId: MASFOUT_AREA_ID,
    companyWebsiteLink: 'https://masfouttrails.ae',
    instagramLink: 'https://www.instagram.com/masfouttrails',
    facebookLink: 'https://www.facebook.com/masfouttrails',
    createdAt: new Date(now.getTime() - 2 * day),
    submittedAt: new Date(now.getTime() - 2 * day + 3_600_000),
  });

  const hostAccount = demoAccounts.find((a) => a.role === 'host')!;
  const [host] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, hostAccount.email));
  const [listing] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.hostId, host!.id), eq(activities.isActive, true), eq(activities.hasImages, true)))
    .orderBy(asc(activities.id))
    .limit(1);
  const live = (await readLiveListing(tx, listing!.id))!;
  // The host's edit: a sharper title, 15% off the first price (whole dirhams), one more thing included, a note on the Saturday hours.
  const payload = listingBodySchema.parse({
    ...live,
    title: `${live.title} – Weekend Special`,
    priceOptions: live.priceOptions.map((o, i) => (i === 0 ? { ...o, discountedPrice: Math.floor(((o.discountedPrice ?? o.price) * 0.85) / 100) * 100 } : o)),
    included: [...live.included, 'Bottled water and dates on arrival'],
    saturdayWorkingHours: live.saturdayWorkingHours === 'Closed' ? live.saturdayWorkingHours : `${live.saturdayWorkingHours} (last entry one hour before closing)`,
  });
  await tx.insert(activityRevisions).values({ activityId: listing!.id, hostId: host!.id, kind: 'edit', payload, createdAt: new Date(now.getTime() - 5 * 3_600_000) });
}
