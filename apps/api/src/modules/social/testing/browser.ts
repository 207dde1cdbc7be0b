import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SocialProvider } from '@weekends/shared';
import { clientIp } from '../../../test/helpers.ts';
import type { LocalOidcProvider } from './local-oidc-provider.ts';

/** One browser on our site: its own address (rate limits) and its cookies, kept by hand across app.inject calls. */
export class TestBrowser {
  readonly ip = clientIp();
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  async get(url: string) {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        cookies: Object.fromEntries(this.cookies),
        headers: { 'x-forwarded-for': this.ip },
      }),
    );
  }

  async post(url: string, payload: unknown) {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        cookies: Object.fromEntries(this.cookies),
        headers: { 'x-forwarded-for': this.ip },
      }),
    );
  }
}

/** Our start route: answers the provider's authorization URL it redirects to. */
export async function startSocialLogin(browser: TestBrowser, provider: SocialProvider, returnTo = '/checkout') {
  const response = await browser.get(`/api/auth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(response.statusCode).toBe(302);
  return { response, location: response.headers.location as string };
}

/** Start, sign in at the local provider as `subject`, and bring the provider's answer back to our callback. */
export async function socialSignIn(
  browser: TestBrowser,
  oidc: LocalOidcProvider,
  provider: SocialProvider,
  subject: string,
  returnTo = '/checkout',
) {
  const { location } = await startSocialLogin(browser, provider, returnTo);
  const back = await oidc.signIn(location, subject);
  return browser.get(`${back.pathname}${back.search}`);
}
