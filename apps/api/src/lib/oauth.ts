import * as client from 'openid-client';

/**
 * OpenID Connect relying party for social login: the authorization code flow with PKCE, state and nonce
 * (openid-client does the checks: issuer, audience, signature, nonce, state, PKCE). Discovery runs on first use,
 * so a server starts without the network and a provider that was down at first use is retried on the next.
 */

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for. */
  scope: string;
  /** Completes a discovery document that names no token endpoint (Facebook's). */
  tokenEndpoint?: string;
}

/** What the browser must bring back: kept by the caller (a signed cookie) between start and callback. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token claims social login reads. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

export interface OidcClient {
  /** A fresh authorization request: the provider's URL to send the browser to and the checks to keep. */
  start(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /**
   * Validates the provider's answer at `callbackUrl` against the kept checks, exchanges the code, answers the ID
   * token's claims.
   */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<IdentityClaims>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * openid-client refuses plain HTTP. Only a provider on this machine (the tests' local provider) may use it:
 * anywhere else an attacker on the path could forge the discovery document or the tokens.
 */
export function isLocalHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

export function createOidcClient(settings: OidcClientSettings): OidcClient {
  const insecure = isLocalHttpIssuer(settings.issuer);
  let configuration: Promise<client.Configuration> | undefined;

  async function discover(): Promise<client.Configuration> {
    const discovered = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      },
    );
    const { supportsPKCE: _helper, ...metadata } = discovered.serverMetadata();
    if (metadata.token_endpoint || !settings.tokenEndpoint) return discovered;
    const completed = new client.Configuration(
      { ...metadata, token_endpoint: settings.tokenEndpoint },
      settings.clientId,
      settings.clientSecret,
    );
    if (insecure) client.allowInsecureRequests(completed);
    return completed;
  }

  const configure = () => {
    configuration ??= discover().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async start(redirectUri) {
      const config = await configure();
      const checks: FlowChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered no ID token');
      return claims;
    },
  };
}
