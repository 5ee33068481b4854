import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

/** A base64url string (no padding) of at most `max` characters, as WebAuthn's JSON spells bytes. */
const Base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Must be base64url (A–Z, a–z, 0–9, - and _, no padding).' });

/** A credential id is at most 1023 bytes. */
const CredentialId = Base64Url(1364);
const ClientDataJson = Base64Url(8192);

/*
 * The browser's PublicKeyCredential as WebAuthn's toJSON() (or @simplewebauthn/browser) spells it.
 * The outer objects drop keys they do not know rather than refuse them: browsers add fields to this
 * JSON over time (`publicKey`, `authenticatorData` in a registration), and none of them is read.
 */
const CredentialFields = {
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key', { error: 'Must be "public-key".' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

export const PasskeyRegistrationCredential = z
  .object({
    ...CredentialFields,
    response: z.object({
      clientDataJSON: ClientDataJson,
      attestationObject: Base64Url(65_536),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  })
  .meta({ id: 'PasskeyRegistrationCredential', description: 'What navigator.credentials.create() answered, as JSON.' });

export const PasskeyAssertionCredential = z
  .object({
    ...CredentialFields,
    response: z.object({
      clientDataJSON: ClientDataJson,
      authenticatorData: Base64Url(16_384),
      signature: Base64Url(2048),
      userHandle: Base64Url(128).nullish(),
    }),
  })
  .meta({ id: 'PasskeyAssertionCredential', description: 'What navigator.credentials.get() answered, as JSON.' });

const PasskeyName = Text(PASSKEY_NAME_MAX_LENGTH).trim().min(1);

export const PasskeyRegistration = z
  .strictObject({
    credential: PasskeyRegistrationCredential,
    name: PasskeyName.optional().describe('What to call it in the list (default "Passkey").'),
  })
  .meta({
    id: 'PasskeyRegistration',
    description: 'The browser’s answer to the registration options, and a name for the new passkey.',
    examples: [
      {
        name: 'Laptop',
        credential: {
          id: 'Yk9xz7c2QmS0x1Rk3Q',
          rawId: 'Yk9xz7c2QmS0x1Rk3Q',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
        },
      },
    ],
  });

export const PasskeyLogin = z.strictObject({ credential: PasskeyAssertionCredential }).meta({
  id: 'PasskeyLogin',
  description: 'The browser’s answer to the login options.',
  examples: [
    {
      credential: {
        id: 'Yk9xz7c2QmS0x1Rk3Q',
        rawId: 'Yk9xz7c2QmS0x1Rk3Q',
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
          authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
          signature: 'MEUCIQD',
          userHandle: 'MGY0ZTJjNjQ',
        },
      },
    },
  ],
});

export const PasskeyRename = z.strictObject({ name: PasskeyName }).meta({
  id: 'PasskeyRename',
  description: 'A new name for one of the caller’s passkeys.',
  examples: [{ name: 'Phone' }],
});

export const PasskeyOptions = z.object({ challenge: z.string() }).catchall(z.unknown()).meta({
  id: 'PasskeyOptions',
  description:
    'WebAuthn options in their JSON form (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON): hand them to `PublicKeyCredential.parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON`, or to @simplewebauthn/browser. The challenge is single use and lives 5 minutes.',
});

export const PasskeyRead = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().describe('The last sign-in with it; null before the first.'),
    transports: z
      .array(z.string())
      .describe('How the browser reaches the authenticator (`internal`, `usb`, `hybrid`, …).'),
    device_type: z
      .enum(['single_device', 'multi_device'])
      .describe('`multi_device`: the passkey may be synced to the user’s other devices.'),
    backed_up: z.boolean().describe('The authenticator says the passkey is backed up (synced).'),
  })
  .meta({ id: 'PasskeyRead', description: 'One of the caller’s passkeys (never its key or credential id).' });

export const PasskeyList = z
  .array(PasskeyRead)
  .meta({ id: 'PasskeyList', description: 'The caller’s passkeys, oldest first.' });
