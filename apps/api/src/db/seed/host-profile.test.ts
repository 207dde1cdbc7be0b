import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostBusinessBodySchema, hostPaymentBodySchema, hostPersonalBodySchema, uaeDigits } from '@weekends/shared';
import { processLicenceImage } from '../../modules/hosts/licence-image.ts';
import { demoAccounts } from './content/accounts.ts';
import { DEMO_HOST_LICENCE_KEY, demoHostProfile, writeDemoHostLicence } from './host-profile.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-host-profile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The demo host's Account Settings must save as they are shown: every seeded value passes its form's rules. */
describe("the demo host's profile", () => {
  const p = demoHostProfile;
  const host = demoAccounts.find((a) => a.role === 'host')!;

  it('passes the Personal Information, Business Information and Payment Settings rules', () => {
    const personal = hostPersonalBodySchema.safeParse({
      firstName: host.firstName,
      lastName: host.lastName,
      email: host.email,
      phoneNumber: uaeDigits(host.phoneNumber),
      landline: uaeDigits(p.landline),
      designation: p.designation,
      firstName2: p.firstName2,
      lastName2: p.lastName2,
      mobile2: uaeDigits(p.mobile2),
      landline2: uaeDigits(p.landline2),
      designation2: p.designation2,
    });
    expect(personal.error?.issues).toBeUndefined();
    const {
      tradeLicenseImage: _key,
      designation: _d,
      landline: _l,
      firstName2: _f,
      lastName2: _n,
      mobile2: _m,
      landline2: _l2,
      designation2: _d2,
      accountHolder,
      accountNumber,
      bankName,
      bankAddress,
      iban,
      swiftCode,
      ...rest
    } = p;
    expect(
      hostBusinessBodySchema.safeParse({ ...rest, companyName: 'Al Mazrouei Experiences' }).error?.issues,
    ).toBeUndefined();
    const payment = hostPaymentBodySchema.parse({
      accountHolder,
      accountNumber,
      bankName,
      bankAddress,
      iban,
      swiftCode,
    });
    expect(payment.iban).toBe(p.iban);
  });

  it('writes its licence once, a JPEG the sign-up itself would accept', async () => {
    expect(await writeDemoHostLicence(dir)).toBe(true);
    expect(await writeDemoHostLicence(dir)).toBe(false);
    const data = fs.readFileSync(path.join(dir, DEMO_HOST_LICENCE_KEY));
    expect((await processLicenceImage(data.toString('base64'))).length).toBeGreaterThan(1000);
  });
});
