import { createHash } from 'node:crypto';
import type { hosts } from '../schema/index.ts';
import { CITY_IDS } from './content/cities.ts';
import { writeDemoTradeLicence } from './trade-licence.ts';

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

/** Renders the demo host's licence (a Dubai one) into private storage unless it is there already. */
export function writeDemoHostLicence(privateDir: string, now = new Date()): Promise<boolean> {
  return writeDemoTradeLicence(
    privateDir,
    DEMO_HOST_LICENCE_KEY,
    {
      government: 'Government of Dubai',
      department: 'Department of Economy and Tourism',
      seal: 'DUBAI DET',
      colours: { band: '#14532d', department: '#bbf7d0', seal: '#15803d' },
      fields: [
        ['Licence No.', TRADE_LICENCE_NO],
        ['Trade Name', `${BUSINESS_NAME} L.L.C.`],
        ['Legal Form', 'Limited Liability Company'],
        ['Activities', 'Tourist Trips Organizing; Desert Safari Services'],
        ['Manager', 'Rashid Al Mazrouei'],
        ['Address', 'Office 1108, Marina Plaza, Dubai Marina'],
      ],
      issuedDaysAgo: 120,
    },
    now,
  );
}
