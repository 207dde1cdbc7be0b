import { onTestFinished, vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * jsdom has no WebAuthn: this gives the page a browser that has it (PublicKeyCredential and navigator.credentials),
 * whose authenticator answers each create() and get() as the test says: a credential, or a refusal such as the
 * NotAllowedError a closed prompt throws. What the browser sent is recorded.
 */
export function installFakeAuthenticator() {
  const create = vi.fn<(options: CredentialCreationOptions) => Promise<unknown>>();
  const get = vi.fn<(options: CredentialRequestOptions) => Promise<unknown>>();
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  const original = Object.getOwnPropertyDescriptor(navigator, 'credentials');
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (original) Object.defineProperty(navigator, 'credentials', original);
    else Reflect.deleteProperty(navigator, 'credentials');
  });
  return {
    create,
    get,
    /** The next create() makes credential `id`. */
    willCreate(id = 'new-key') {
      create.mockResolvedValueOnce({
        id: base64url(id),
        rawId: bytes(id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: bytes('{"type":"webauthn.create"}'),
          attestationObject: bytes('attestation'),
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({}),
      });
    },
    /** The next get() signs with credential `id`. */
    willSign(id = 'new-key') {
      get.mockResolvedValueOnce({
        id: base64url(id),
        rawId: bytes(id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: bytes('{"type":"webauthn.get"}'),
          authenticatorData: bytes('authenticator-data'),
          signature: bytes('signature'),
          userHandle: null,
        },
        getClientExtensionResults: () => ({}),
      });
    },
    /** The next create() or get() throws the DOMException `name` ('NotAllowedError' when the prompt is closed). */
    willRefuse(name: string, ceremony: 'create' | 'get') {
      (ceremony === 'create' ? create : get).mockRejectedValueOnce(new DOMException('The operation failed.', name));
    },
  };
}

/** Sign-in and re-verification options as the server gives them. */
export const authenticationOptions = (allow: string[] = []) => ({
  challenge: base64url('a-challenge-of-thirty-two-bytes!'),
  rpId: 'localhost',
  timeout: 300000,
  userVerification: 'required' as const,
  allowCredentials: allow.map((id) => ({ id, type: 'public-key' as const, transports: ['internal' as const] })),
});

/** Registration options as the server gives them. */
export const registrationOptions = () => ({
  challenge: base64url('a-challenge-of-thirty-two-bytes!'),
  rp: { name: 'Weekends', id: 'localhost' },
  user: { id: base64url('user-handle'), name: 'layla@example.test', displayName: 'Layla Haddad' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
  timeout: 300000,
  attestation: 'none' as const,
  excludeCredentials: [],
  authenticatorSelection: {
    residentKey: 'required' as const,
    requireResidentKey: true,
    userVerification: 'required' as const,
  },
  extensions: { credProps: true },
});

export { base64url };
