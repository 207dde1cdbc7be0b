import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, NOMINATION_MESSAGES } from '@weekends/shared';
import { clientIp, createTestApp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { nominations } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { NOMINATION_RATE_LIMITS } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `nominee-${++n}@example.test`;

type Body = Record<string, unknown>;
const post = async (url: string, payload: Body, ip = clientIp()) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
const withCaptcha = async (payload: Body) => ({ captcha: await solveCaptcha(t.app), ...payload });
const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
const stored = async (email: string) => t.db.select().from(nominations).where(eq(nominations.email, email));

const giveBack = (): Body => ({
  name: 'Mariam Saeed',
  age: 34,
  email: newEmail(),
  gender: 'female',
  phoneNumber: '+971501234567',
  contribute: 'both',
});
const sports = (): Body => ({
  name: 'Yousef Ali',
  email: newEmail(),
  phoneNumber: '+971551234567',
  sports: [
    { sport: 'swimming', proficiency: 'Intermediate', rank: 2 },
    { sport: 'cricket', proficiency: 'Expert', rank: 1 },
  ],
  otherSports: [{ name: 'Padel', proficiency: 'Beginner', rank: 3 }],
});

describe('POST /api/nominations/give-back', () => {
  it('stores the nomination with age, gender and contribution, mails a receipt, 201', async () => {
    const body = giveBack();
    const response = await post('/api/nominations/give-back', await withCaptcha(body));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request Submitted Successfully' });

    const [row] = await stored(body.email as string);
    expect(row).toMatchObject({
      kind: 'give-back',
      name: 'Mariam Saeed',
      phoneNumber: '+971501234567',
      details: { age: 34, gender: 'female', contribute: 'both' },
      handledAt: null,
    });
    const mails = await listOutbox(t.db, { to: body.email as string });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'acknowledgement', subject: 'Your Return Gift Weekend nomination' });
    expect(mails[0]!.text).toContain('Hi Mariam,');
  });

  it('requires every field', async () => {
    const response = await post(
      '/api/nominations/give-back',
      await withCaptcha({ name: '', email: '', phoneNumber: '' }),
    );
    expect(response.statusCode).toBe(400);
    const errors = fieldErrors(response);
    for (const field of ['name', 'age', 'email', 'gender', 'phoneNumber', 'contribute'])
      expect(errors[field]?.[0]).toBe(ACCOUNT_MESSAGES.required);
  });

  it('takes an age from 5 to 100 in whole years', async () => {
    for (const age of [4, 101, 12.5, -1, '30']) {
      const response = await post('/api/nominations/give-back', await withCaptcha({ ...giveBack(), age }));
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ age: [NOMINATION_MESSAGES.ageInvalid] });
    }
    for (const age of [5, 100])
      expect((await post('/api/nominations/give-back', await withCaptcha({ ...giveBack(), age }))).statusCode).toBe(
        201,
      );
  });

  it("refuses an unknown gender or contribution, a bad e-mail ('Email Id must be vaild') and phone ('Invalid phone number!')", async () => {
    const response = await post(
      '/api/nominations/give-back',
      await withCaptcha({ ...giveBack(), gender: 'x', contribute: 'advice', email: 'mariam@', phoneNumber: '+97150' }),
    );
    expect(fieldErrors(response)).toEqual({
      gender: [ACCOUNT_MESSAGES.required],
      contribute: [ACCOUNT_MESSAGES.required],
      email: ['Email Id must be vaild'],
      phoneNumber: ['Invalid phone number!'],
    });
    for (const contribute of ['time', 'money'])
      expect(
        (await post('/api/nominations/give-back', await withCaptcha({ ...giveBack(), contribute, gender: 'male' })))
          .statusCode,
      ).toBe(201);
  });

  it('needs a captcha; nothing is stored without one', async () => {
    const body = giveBack();
    expect(fieldErrors(await post('/api/nominations/give-back', { ...body, captcha: '' }))).toEqual({
      captcha: [ACCOUNT_MESSAGES.required],
    });
    expect(
      (await post('/api/nominations/give-back', { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' })).json(),
    ).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(await stored(body.email as string)).toEqual([]);
    expect(await listOutbox(t.db, { to: body.email as string })).toEqual([]);
  });

  it(`allows ${NOMINATION_RATE_LIMITS.giveBack.max} nominations per address in ten minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < NOMINATION_RATE_LIMITS.giveBack.max; i += 1)
      expect((await post('/api/nominations/give-back', await withCaptcha(giveBack()), ip)).statusCode).toBe(201);
    const limited = await post('/api/nominations/give-back', await withCaptcha(giveBack()), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('POST /api/nominations/sports', () => {
  it('stores the sports in rank order with proficiencies and the nominee’s own sports, mails a receipt, 201', async () => {
    const body = sports();
    const response = await post('/api/nominations/sports', await withCaptcha(body));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request Submitted Successfully' });

    const [row] = await stored(body.email as string);
    expect(row).toMatchObject({
      kind: 'sports',
      name: 'Yousef Ali',
      phoneNumber: '+971551234567',
      details: {
        sports: [
          { sport: 'cricket', proficiency: 'Expert', rank: 1 },
          { sport: 'swimming', proficiency: 'Intermediate', rank: 2 },
        ],
        otherSports: [{ name: 'Padel', proficiency: 'Beginner', rank: 3 }],
      },
    });
    const [mail] = await listOutbox(t.db, { to: body.email as string });
    expect(mail).toMatchObject({ template: 'acknowledgement', subject: 'Your Sports weekend nomination' });
    expect(mail!.text).toContain('Hi Yousef,');
  });

  it('takes all six sports and three of one’s own, ranked 1 to 9; other sports are optional', async () => {
    const all = ['cricket', 'football', 'table-tennis', 'lawn-tennis', 'swimming', 'e-sports'].map((sport, i) => ({
      sport,
      proficiency: 'Beginner',
      rank: i + 1,
    }));
    const own = ['Padel', 'Basketball', 'Cycling'].map((name, i) => ({ name, proficiency: 'Expert', rank: 7 + i }));
    expect(
      (await post('/api/nominations/sports', await withCaptcha({ ...sports(), sports: all, otherSports: own })))
        .statusCode,
    ).toBe(201);
    const { otherSports: _omitted, ...withoutOthers } = sports();
    expect((await post('/api/nominations/sports', await withCaptcha(withoutOthers))).statusCode).toBe(201);
  });

  it('needs at least one sport', async () => {
    const response = await post(
      '/api/nominations/sports',
      await withCaptcha({ ...sports(), sports: [], otherSports: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ sports: [NOMINATION_MESSAGES.sportsRequired] });
    // One of the nominee's own is enough.
    expect(
      (
        await post(
          '/api/nominations/sports',
          await withCaptcha({
            ...sports(),
            sports: [],
            otherSports: [{ name: 'Padel', proficiency: 'Expert', rank: 1 }],
          }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('gives each rank to one sport only, across the listed and one’s own sports', async () => {
    const response = await post(
      '/api/nominations/sports',
      await withCaptcha({
        ...sports(),
        sports: [
          { sport: 'cricket', proficiency: 'Expert', rank: 1 },
          { sport: 'football', proficiency: 'Expert', rank: 1 },
        ],
        otherSports: [{ name: 'Padel', proficiency: 'Beginner', rank: 1 }],
      }),
    );
    expect(fieldErrors(response)).toEqual({
      'sports.1.rank': [NOMINATION_MESSAGES.rankTaken],
      'otherSports.0.rank': [NOMINATION_MESSAGES.rankTaken],
    });
  });

  it('takes ranks 1 to 9 only, the three proficiencies, the listed sports, each once', async () => {
    const response = await post(
      '/api/nominations/sports',
      await withCaptcha({
        ...sports(),
        sports: [
          { sport: 'cricket', proficiency: 'Pro', rank: 10 },
          { sport: 'rugby', proficiency: 'Expert', rank: 0 },
          { sport: 'swimming', rank: 2 },
          { sport: 'swimming', proficiency: 'Beginner', rank: 3 },
        ],
        otherSports: [
          { name: 'Soccer', proficiency: 'Expert', rank: 4 },
          { name: 'padel', proficiency: 'Expert', rank: 5 },
          { name: 'x'.repeat(61), proficiency: 'Expert', rank: 7 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      'sports.0.proficiency': [ACCOUNT_MESSAGES.required],
      'sports.0.rank': [NOMINATION_MESSAGES.rankInvalid],
      'sports.1.sport': [ACCOUNT_MESSAGES.required],
      'sports.1.rank': [NOMINATION_MESSAGES.rankInvalid],
      'sports.2.proficiency': [ACCOUNT_MESSAGES.required],
      'sports.3.sport': [NOMINATION_MESSAGES.sportTwice],
      'otherSports.0.name': [NOMINATION_MESSAGES.sportTwice],
      'otherSports.2.name': [NOMINATION_MESSAGES.sportNameTooLong],
    });
  });

  it('takes at most three of one’s own sports, each once', async () => {
    const own = (names: string[]) => names.map((name, i) => ({ name, proficiency: 'Expert', rank: 3 + i }));
    const four = await post(
      '/api/nominations/sports',
      await withCaptcha({ ...sports(), otherSports: own(['Padel', 'Rowing', 'Cycling', 'Golf']) }),
    );
    expect(Object.keys(fieldErrors(four))).toEqual(['otherSports']);
    const twice = await post(
      '/api/nominations/sports',
      await withCaptcha({ ...sports(), otherSports: own(['Padel', ' padel ']) }),
    );
    expect(fieldErrors(twice)).toEqual({ 'otherSports.1.name': [NOMINATION_MESSAGES.sportTwice] });
  });

  it("requires name, email and phone; 'Email Id must be vaild'; 'Invalid phone number!'", async () => {
    const empty = await post(
      '/api/nominations/sports',
      await withCaptcha({ ...sports(), name: '', email: '', phoneNumber: '' }),
    );
    expect(fieldErrors(empty)).toMatchObject({
      name: [ACCOUNT_MESSAGES.required],
      email: [ACCOUNT_MESSAGES.required, 'Email Id must be vaild'],
      phoneNumber: [ACCOUNT_MESSAGES.required],
    });
    const bad = await post(
      '/api/nominations/sports',
      await withCaptcha({ ...sports(), email: 'yousef', phoneNumber: '+9715512' }),
    );
    expect(fieldErrors(bad)).toEqual({ email: ['Email Id must be vaild'], phoneNumber: ['Invalid phone number!'] });
  });

  it('needs a captcha; nothing is stored without one', async () => {
    const body = sports();
    expect(fieldErrors(await post('/api/nominations/sports', { ...body, captcha: '' }))).toEqual({
      captcha: [ACCOUNT_MESSAGES.required],
    });
    expect((await post('/api/nominations/sports', { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' })).json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
    });
    expect(await stored(body.email as string)).toEqual([]);
  });

  it(`allows ${NOMINATION_RATE_LIMITS.sports.max} nominations per address in ten minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < NOMINATION_RATE_LIMITS.sports.max; i += 1)
      expect((await post('/api/nominations/sports', await withCaptcha(sports()), ip)).statusCode).toBe(201);
    expect((await post('/api/nominations/sports', await withCaptcha(sports()), ip)).statusCode).toBe(429);
  });
});
