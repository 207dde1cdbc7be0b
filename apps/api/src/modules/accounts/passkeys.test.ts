import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES, SESSION_COOKIE, type PasskeyRegistrationOptions } from '@weekends/shared';
import { authenticatorApps, customers, passkeys, sessions, webauthnChallenges } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { bearer, clientIp, createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/helpers.ts';
import { FLAGS, SoftwarePasskey } from './testing/software-authenticator.ts';
import { PASSKEY_RATE_LIMITS, relyingPartyOf } from './passkeys.ts';
import { createSession } from './sessions.ts';

const ORIGIN = 'http://localhost:3000';
const RP = { origin: ORIGIN, rpId: 'localhost' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-forwarded-for': clientIp(), ...headers },
    ...(payload ? { payload } : {}),
  });

async function registrationOptions(token: string): Promise<PasskeyRegistrationOptions> {
  const response = await post('/api/accounts/me/passkeys/registration-options', bearer(token));
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Adds a passkey to the account through the API: options, the authenticator's answer, the save. */
async function addPasskey(token: string, name = 'Phone') {
  const options = await registrationOptions(token);
  const key = new SoftwarePasskey(RP, options.user.id);
  const response = await post('/api/accounts/me/passkeys', bearer(token), {
    name,
    response: key.register({ challenge: options.challenge }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { key, passkey: response.json() as { id: number; name: string } };
}

async function signInOptions(): Promise<string> {
  const response = await post('/api/accounts/passkey/sign-in-options', {});
  expect(response.statusCode).toBe(200);
  return (response.json() as { challenge: string }).challenge;
}

const signIn = (response: object, extra: object = {}) =>
  post('/api/accounts/passkey/sign-in', {}, { response, ...extra });

async function reverifyOptions(token: string) {
  const response = await post('/api/accounts/me/passkeys/reverify-options', bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { challenge: string; allowCredentials: { id: string }[] };
}

const sessionOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;

const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/accounts/me/passkeys/${id}`, headers: bearer(token) });

const list = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/accounts/me/passkeys', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { id: number; name: string; lastUsedAt: string | null }[] }).items;
};

describe('relying party', () => {
  it("is PUBLIC_URL's host, and its origin the only one accepted", () => {
    expect(relyingPartyOf('https://www.weekends.ae/some/path')).toEqual({
      id: 'www.weekends.ae',
      origin: 'https://www.weekends.ae',
      name: 'Weekends',
    });
    expect(relyingPartyOf('http://localhost:3102')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3102' });
  });
});

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, and keeps it under its name', async () => {
    const { token } = await signUp(t.app);
    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Weekends' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.attestation).toBe('none');

    const key = new SoftwarePasskey(RP);
    const added = await post('/api/accounts/me/passkeys', bearer(token), {
      name: '  Work laptop  ',
      response: key.register({ challenge: options.challenge }),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null, deviceType: 'singleDevice' });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, key.credentialId));
    expect(row).toMatchObject({ name: 'Work laptop', counter: 0, transports: ['internal'] });

    // The next ceremony leaves this authenticator out: it holds one already.
    const again = await registrationOptions(token);
    expect(again.excludeCredentials).toEqual([{ id: key.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect(again.user.id).toBe(options.user.id);
    expect((await list(token)).map((p) => p.name)).toEqual(['Work laptop']);
  });

  it('refuses a challenge the server never gave, one answered already, and one past its five minutes', async () => {
    const { token } = await signUp(t.app);
    const key = new SoftwarePasskey(RP);
    const made = await post('/api/accounts/me/passkeys', bearer(token), {
      name: 'Phone',
      response: key.register({ challenge: Buffer.from('made-up-challenge-of-32-bytes!!!').toString('base64url') }),
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject({
      code: 'PASSKEY_CHALLENGE_EXPIRED',
      message: PASSKEY_MESSAGES.challengeExpired,
    });

    const options = await registrationOptions(token);
    const answer = key.register({ challenge: options.challenge });
    expect(
      (await post('/api/accounts/me/passkeys', bearer(token), { name: 'Phone', response: answer })).statusCode,
    ).toBe(201);
    const replayed = await post('/api/accounts/me/passkeys', bearer(token), { name: 'Phone', response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const late = await registrationOptions(token);
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, late.challenge));
    const expired = await post('/api/accounts/me/passkeys', bearer(token), {
      name: 'Tablet',
      response: new SoftwarePasskey(RP).register({ challenge: late.challenge }),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    expect((await list(token)).length).toBe(1);
  });

  it("refuses another account's challenge, another origin or RP ID, and an answer without user verification", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const ownersChallenge = (await registrationOptions(owner.token)).challenge;
    const stolen = await post('/api/accounts/me/passkeys', bearer(other.token), {
      name: 'Phone',
      response: new SoftwarePasskey(RP).register({ challenge: ownersChallenge }),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    for (const ceremony of [
      { origin: 'http://evil.example' },
      { rpId: 'evil.example' },
      { flags: FLAGS.userPresent },
    ]) {
      const { challenge } = await registrationOptions(owner.token);
      const refused = await post('/api/accounts/me/passkeys', bearer(owner.token), {
        name: 'Phone',
        response: new SoftwarePasskey(RP).register({ challenge, ...ceremony }),
      });
      expect(refused.statusCode, JSON.stringify(ceremony)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'PASSKEY_FAILED', message: PASSKEY_MESSAGES.verificationFailed });
    }
    expect(await list(owner.token)).toEqual([]);
  });

  it('refuses a credential already registered, and an empty name', async () => {
    const first = await signUp(t.app);
    const { key } = await addPasskey(first.token);
    const second = await signUp(t.app);
    const { challenge } = await registrationOptions(second.token);
    const taken = await post('/api/accounts/me/passkeys', bearer(second.token), {
      name: 'Phone',
      response: key.register({ challenge }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PASSKEY_EXISTS');

    const unnamed = await post('/api/accounts/me/passkeys', bearer(second.token), {
      name: '   ',
      response: new SoftwarePasskey(RP).register({ challenge: (await registrationOptions(second.token)).challenge }),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fieldErrors.name).toEqual([PASSKEY_MESSAGES.nameRequired]);
  });

  it('is for full accounts: a visitor 401, a guest 403', async () => {
    expect((await post('/api/accounts/me/passkeys/registration-options', {})).statusCode).toBe(401);
    const guest = await t.fixtures.insertCustomer('Guest');
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, guest.id));
    const { token } = await createSession(t.db, guest.id, false);
    const refused = await post('/api/accounts/me/passkeys/registration-options', bearer(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('signing in with a passkey', () => {
  it('opens a session that counts as both factors, and records the use', async () => {
    const { token, user } = await signUp(t.app);
    const { key, passkey } = await addPasskey(token);
    const challenge = await signInOptions();
    const answer = await signIn(key.assert({ challenge }), { rememberMe: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: user.id, email: user.email });
    const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    const session = await sessionOf(cookie.value);
    expect(session.customerId).toBe(user.id);
    expect(session.rememberMe).toBe(true);
    expect(Date.now() - session.secondFactorAt!.getTime()).toBeLessThan(60_000);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(me.json().id).toBe(user.id);

    // A bearer client gets its token in the answer.
    const bearerAnswer = await signIn(key.assert({ challenge: await signInOptions() }), { transport: 'bearer' });
    expect(bearerAnswer.json().token).toEqual(expect.any(String));
  });

  it('names no user in its options', async () => {
    const response = await post('/api/accounts/passkey/sign-in-options', {});
    const options = response.json();
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('refuses a replayed challenge, an expired one, and one given for another purpose', async () => {
    const { token } = await signUp(t.app);
    const { key } = await addPasskey(token);
    const challenge = await signInOptions();
    expect((await signIn(key.assert({ challenge }))).statusCode).toBe(200);
    const replayed = await signIn(key.assert({ challenge }));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const late = await signInOptions();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(webauthnChallenges.challenge, late));
    expect((await signIn(key.assert({ challenge: late }))).json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // A re-verification's challenge does not sign anybody in.
    const { challenge: reverify } = await reverifyOptions(token);
    expect((await signIn(key.assert({ challenge: reverify }))).json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('refuses a passkey the server does not hold', async () => {
    const stranger = new SoftwarePasskey(RP);
    const answer = await signIn(stranger.assert({ challenge: await signInOptions() }));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'PASSKEY_UNKNOWN', message: PASSKEY_MESSAGES.unknownPasskey });
    expect(answer.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a counter going back (a copied authenticator), a wrong origin or RP ID, and a forged signature', async () => {
    const { token } = await signUp(t.app);
    const { key } = await addPasskey(token);
    expect((await signIn(key.assert({ challenge: await signInOptions() }, 5))).statusCode).toBe(200);
    const back = await signIn(key.assert({ challenge: await signInOptions() }, 3));
    expect(back.statusCode).toBe(401);
    expect(back.json()).toMatchObject({ code: 'PASSKEY_FAILED', message: PASSKEY_MESSAGES.verificationFailed });
    const same = await signIn(key.assert({ challenge: await signInOptions() }, 5));
    expect(same.statusCode).toBe(401);

    expect(
      (await signIn(key.assert({ challenge: await signInOptions(), origin: 'https://evil.example' }, 10))).statusCode,
    ).toBe(401);
    expect((await signIn(key.assert({ challenge: await signInOptions(), rpId: 'evil.example' }, 11))).statusCode).toBe(
      401,
    );
    expect(
      (await signIn(key.assert({ challenge: await signInOptions(), flags: FLAGS.userPresent }, 12))).statusCode,
    ).toBe(401);

    const forged = key.assert({ challenge: await signInOptions() }, 13);
    const impostor = new SoftwarePasskey(RP);
    const signed = impostor.assert(
      { challenge: JSON.parse(Buffer.from(forged.response.clientDataJSON, 'base64url').toString()).challenge },
      13,
    );
    const answer = await signIn({ ...forged, response: { ...forged.response, signature: signed.response.signature } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('PASSKEY_FAILED');
    // Still 5: no refused answer moved the counter.
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, key.credentialId));
    expect(row!.counter).toBe(5);
  });

  it('is rate-limited per address like the password login', async () => {
    const ip = clientIp();
    const { max } = PASSKEY_RATE_LIMITS.signIn;
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/passkey/sign-in',
        headers: { 'x-forwarded-for': ip },
        payload: {},
      });
    for (let i = 0; i < max; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('refuses a suspended account as the password login does', async () => {
    const { token, user } = await signUp(t.app);
    const { key } = await addPasskey(token);
    await t.db.update(customers).set({ suspendedAt: new Date() }).where(eq(customers.id, user.id));
    const answer = await signIn(key.assert({ challenge: await signInOptions() }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(answer.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('confirming it is you with a passkey', () => {
  it("offers only the account's passkeys and stamps this session", async () => {
    const { token } = await signUp(t.app);
    expect((await post('/api/accounts/me/passkeys/reverify-options', bearer(token))).json().code).toBe('NO_PASSKEYS');
    const { key } = await addPasskey(token);
    expect((await sessionOf(token)).secondFactorAt).toBeNull();
    const options = await reverifyOptions(token);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([key.credentialId]);
    const answer = await post('/api/accounts/me/passkeys/reverify', bearer(token), {
      response: key.assert({ challenge: options.challenge }),
    });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(Date.now() - (await sessionOf(token)).secondFactorAt!.getTime()).toBeLessThan(60_000);
  });

  it('refuses a passkey from another account, leaving the session unverified', async () => {
    const owner = await signUp(t.app);
    await addPasskey(owner.token);
    const other = await signUp(t.app);
    const { key: othersKey } = await addPasskey(other.token);
    const { challenge } = await reverifyOptions(owner.token);
    const answer = await post('/api/accounts/me/passkeys/reverify', bearer(owner.token), {
      response: othersKey.assert({ challenge }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'PASSKEY_NOT_YOURS', message: PASSKEY_MESSAGES.notYours });
    expect((await sessionOf(owner.token)).secondFactorAt).toBeNull();
    // The challenge was spent by the refused answer.
    const { key: ownKey } = await addPasskey(owner.token, 'Second');
    const late = await post('/api/accounts/me/passkeys/reverify', bearer(owner.token), {
      response: ownKey.assert({ challenge }),
    });
    expect(late.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it("refuses another account's challenge and an unknown passkey", async () => {
    const owner = await signUp(t.app);
    const { key } = await addPasskey(owner.token);
    const other = await signUp(t.app);
    await addPasskey(other.token);
    const { challenge: othersChallenge } = await reverifyOptions(other.token);
    const crossed = await post('/api/accounts/me/passkeys/reverify', bearer(owner.token), {
      response: key.assert({ challenge: othersChallenge }),
    });
    expect(crossed.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');
    const { challenge } = await reverifyOptions(owner.token);
    const unknown = await post('/api/accounts/me/passkeys/reverify', bearer(owner.token), {
      response: new SoftwarePasskey(RP).assert({ challenge }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('PASSKEY_UNKNOWN');
  });
});

describe('naming and removing passkeys', () => {
  it("renames one's own and answers 404 for another account's", async () => {
    const owner = await signUp(t.app);
    const { passkey } = await addPasskey(owner.token);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/me/passkeys/${passkey.id}`,
      headers: bearer(owner.token),
      payload: { name: 'Personal iPhone' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Personal iPhone');

    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/me/passkeys/${passkey.id}`,
      headers: bearer(other.token),
      payload: { name: 'Mine now' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await list(owner.token))[0]!.name).toBe('Personal iPhone');
  });

  it('asks to confirm it is you first, then removes; another account cannot remove it', async () => {
    const owner = await signUp(t.app);
    const { key, passkey } = await addPasskey(owner.token);
    const refused = await remove(owner.token, passkey.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REVERIFY_REQUIRED');

    const other = await signUp(t.app);
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(other.token)));
    expect((await remove(other.token, passkey.id)).statusCode).toBe(404);

    const elsewhere = await createSession(t.db, owner.user.id, false);
    const { challenge } = await reverifyOptions(owner.token);
    await post('/api/accounts/me/passkeys/reverify', bearer(owner.token), { response: key.assert({ challenge }) });
    expect((await remove(owner.token, passkey.id)).statusCode).toBe(204);
    expect(await list(owner.token)).toEqual([]);
    // The account's other devices are signed out at once; this one stays.
    const device = await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(elsewhere.token) });
    expect(device.statusCode).toBe(401);
    // Gone: it signs nobody in any more.
    const answer = await signIn(key.assert({ challenge: await signInOptions() }));
    expect(answer.json().code).toBe('PASSKEY_UNKNOWN');
  });

  it("keeps an admin's last second factor, and lets a customer remove their last passkey", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const first = await addPasskey(admin.token, 'Phone');
    const second = await addPasskey(admin.token, 'Security key');
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(admin.token)));
    expect((await remove(admin.token, first.passkey.id)).statusCode).toBe(204);
    const last = await remove(admin.token, second.passkey.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_SECOND_FACTOR', message: PASSKEY_MESSAGES.lastSecondFactor });

    // With a confirmed authenticator app beside it, the passkey is not the last factor.
    await t.db
      .insert(authenticatorApps)
      .values({ customerId: admin.user.id, secretEncrypted: 'x', confirmedAt: new Date() });
    expect((await remove(admin.token, second.passkey.id)).statusCode).toBe(204);

    const customer = await signUp(t.app);
    const own = await addPasskey(customer.token);
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(customer.token)));
    expect((await remove(customer.token, own.passkey.id)).statusCode).toBe(204);
  });
});
