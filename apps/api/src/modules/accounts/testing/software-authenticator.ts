import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for the API's tests: an EC P-256 key made with node:crypto, and the attestation
 * and assertion a real authenticator would answer, encoded by hand (CBOR, COSE, authenticator data) as WebAuthn
 * Level 3 describes them. The tests build real ceremonies with it and the server verifies them with
 * @simplewebauthn/server, so nothing is stubbed.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The CBOR of what WebAuthn needs: integers, text, bytes and maps (in the order given, as authenticators write). */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data flags (WebAuthn §6.1). */
export const FLAGS = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

export interface Ceremony {
  /** The options' challenge, as the server sent it (base64url). */
  challenge: string;
  origin?: string;
  rpId?: string;
  /** Authenticator data flags; user present and verified by default. */
  flags?: number;
}

/** One credential on a software authenticator. */
export class SoftwarePasskey {
  readonly id = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; each assertion adds one unless told otherwise. */
  counter = 0;

  constructor(
    private readonly defaults: { origin: string; rpId: string },
    readonly userHandle?: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get credentialId(): string {
    return b64url(this.id);
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer of navigator.credentials.create() for these options, as @simplewebauthn/browser sends it. */
  register({ challenge, origin = this.defaults.origin, rpId = this.defaults.rpId, flags }: Ceremony) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.coseKey()]);
    const authData = this.authenticatorData(
      rpId,
      (flags ?? FLAGS.userPresent | FLAGS.userVerified) | FLAGS.attested,
      this.counter,
      attested,
    );
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  /** The answer of navigator.credentials.get(): authenticator data, signed with ES256 together with the client data. */
  assert({ challenge, origin = this.defaults.origin, rpId = this.defaults.rpId, flags }: Ceremony, counter?: number) {
    this.counter = counter ?? this.counter + 1;
    const authData = this.authenticatorData(rpId, flags ?? FLAGS.userPresent | FLAGS.userVerified, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }
}
