import { z } from 'zod';

/**
 * Passkeys (WebAuthn credentials): adding one in the dashboard, signing in with one, naming and removing them, and
 * confirming it is you with one before a sensitive action. The ceremonies' options and answers are WebAuthn's own
 * JSON forms (the shapes @simplewebauthn/server makes and @simplewebauthn/browser sends back), described here so the
 * OpenAPI document and the web's types carry them.
 */

/** A passkey's name: what its owner calls the device ('iPhone', 'Work laptop'). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** How long a ceremony's challenge may be answered: once, within five minutes. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Please give this passkey a name.',
  nameTooLong: `A passkey's name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  notFound: 'This passkey was not found. It may have been removed already.',
  // The challenge was answered already, is older than five minutes, or was never ours.
  challengeExpired: 'This passkey request has expired. Please try again.',
  // A signature, origin or counter that does not check out: said the same way whatever failed.
  verificationFailed: 'We could not verify this passkey. Please try again.',
  // Signing in with a credential the server does not hold (removed here, or made for another site's account).
  unknownPasskey:
    'This passkey is not registered with Weekends. Log in with your password, then add it again in Security and Privacy.',
  // Confirming it is you with a passkey of another account.
  notYours: 'This passkey belongs to another account. Please use one of your own passkeys.',
  alreadyRegistered: 'This passkey is already registered.',
  noPasskeys: 'You have no passkey yet. Add one in Security and Privacy first.',
  // The provider's staff keep a second factor at all times (requirement of issue 27).
  lastSecondFactor:
    'Staff accounts must keep a second factor. Add another passkey or an authenticator app before removing this one.',
} as const;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong);

/** One passkey of the signed-in account, as its settings list it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by a password manager or a platform account ('multiDevice'), or bound to one device. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyBody = z.input<typeof renamePasskeyBodySchema>;

// WebAuthn's JSON forms (https://w3c.github.io/webauthn/#sctn-parseCreationOptionsFromJSON).

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptorSchema = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});
const hintSchema = z.enum(['hybrid', 'security-key', 'client-device']);
const extensionInputsSchema = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});
const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

/** What navigator.credentials.create() is given, as JSON: POST /api/accounts/me/passkeys/registration-options. */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  hints: z.array(hintSchema).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  attestationFormats: z
    .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
    .optional(),
  extensions: extensionInputsSchema.optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** What navigator.credentials.get() is given, as JSON: sign-in (no allowed list: any passkey here) and re-verify. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
  hints: z.array(hintSchema).optional(),
  extensions: extensionInputsSchema.optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

const extensionOutputsSchema = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});

/** The new credential, as @simplewebauthn/browser's startRegistration answers it (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(transportSchema).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: extensionOutputsSchema,
  type: z.literal('public-key'),
});

/** A signed assertion, as @simplewebauthn/browser's startAuthentication answers it (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: extensionOutputsSchema,
  type: z.literal('public-key'),
});

/** POST /api/accounts/me/passkeys: the answer of the registration ceremony and the name its owner gave it. */
export const addPasskeyBodySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export type AddPasskeyBody = z.input<typeof addPasskeyBodySchema>;

/** POST /api/accounts/passkey/sign-in: the assertion; 'remember me' and the transport as the password login. */
export const passkeySignInBodySchema = z.object({
  response: authenticationResponseSchema,
  rememberMe: z.boolean().default(false),
  transport: z.enum(['cookie', 'bearer']).default('cookie'),
});
export type PasskeySignInBody = z.input<typeof passkeySignInBodySchema>;

/** POST /api/accounts/me/passkeys/reverify: the assertion of one of the signed-in account's passkeys. */
export const passkeyReverifyBodySchema = z.object({ response: authenticationResponseSchema });
export type PasskeyReverifyBody = z.input<typeof passkeyReverifyBodySchema>;
