import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

/** A person who can sign in at the local provider; the login name typed at its sign-in form is the subject. */
export interface TestIdentity {
  sub: string;
  email: string;
  /** Left out, the ID token has no such claim (as Facebook's never does). */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface LocalOidcProviderOptions {
  /**
   * Facebook-style: the discovery document names no token endpoint, and the token endpoint answers only at this
   * path (its usual `/token` answers 404), so a relying party must be told the token URL, and only that URL works.
   */
  tokenPath?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  /** Every request the provider received, as `METHOD /path` (no query), oldest first. */
  requests: string[];
  addIdentity(identity: TestIdentity): void;
  /**
   * Plays the browser at the provider: follows the authorization URL, submits its sign-in form as `subject` and its
   * consent form, carrying the provider's cookies by hand, and answers the URL it finally sends the browser back to
   * (the relying party's redirect_uri with code, state and iss).
   */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the certified `oidc-provider` package) on 127.0.0.1 with one confidential client.
 * Its dev interactions are plain HTML forms, driven here with fetch. Claims go in the ID token, as Google's do.
 */
export async function startLocalOidcProvider(
  client: { clientId: string; clientSecret: string; redirectUris: string[] },
  options: LocalOidcProviderOptions = {},
): Promise<LocalOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  const requests: string[] = [];
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // public_profile is Facebook's name for the profile scope.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      public_profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const identity = identities.get(sub);
      return identity && { accountId: sub, claims: async () => ({ ...identity }) };
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test' }] },
  });
  const { tokenPath } = options;
  if (tokenPath) {
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.path === '/.well-known/openid-configuration' && ctx.body && typeof ctx.body === 'object')
        delete (ctx.body as { token_endpoint?: string }).token_endpoint;
    });
  }
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    requests.push(`${req.method} ${url.pathname}`);
    if (tokenPath && url.pathname === '/token') {
      res.writeHead(404).end();
      return;
    }
    if (tokenPath && url.pathname === tokenPath) req.url = `/token${url.search}`;
    handle(req, res);
  });

  async function signIn(authorizationUrl: string, subject: string): Promise<URL> {
    const redirectUris = client.redirectUris.map((u) => new URL(u));
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let init: { method: string; body?: URLSearchParams } = { method: 'GET' };
    for (let step = 0; step < 12; step++) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (redirectUris.some((r) => r.origin === next.origin && r.pathname === next.pathname)) return next;
        url = next;
        init = { method: 'GET' };
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !prompt)
        throw new Error(`local provider answered ${response.status}: ${html.slice(0, 500)}`);
      url = new URL(action.replaceAll('&amp;', '&'), url);
      init = {
        method: 'POST',
        body: new URLSearchParams(prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt }),
      };
    }
    throw new Error('local provider: too many steps');
  }

  return {
    issuer,
    requests,
    addIdentity: (identity) => identities.set(identity.sub, identity),
    signIn,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Kept-alive connections (fetch, openid-client) would hold close() open.
        server.closeAllConnections();
      }),
  };
}
