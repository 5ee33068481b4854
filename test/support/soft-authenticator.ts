import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software WebAuthn authenticator for black-box tests: ES256 keys from node:crypto, attestation
 * `none`, and assertions signed by hand, written from the WebAuthn spec (authenticator data, CBOR
 * attestation object, COSE key) independently of the service's library. Knobs let a test break one
 * rule at a time: the origin the "browser" reports, the RP id, the UV flag, the counter.
 */

/** The few CBOR (RFC 8949) items WebAuthn needs: unsigned and negative integers, byte and text strings, maps. */
const cborHead = (major: number, value: number): Buffer => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const long = Buffer.alloc(3);
  long[0] = (major << 5) | 25;
  long.writeUInt16BE(value, 1);
  return long;
};
type Cbor = number | string | Uint8Array | ReadonlyMap<Cbor, Cbor>;
const cbor = (item: Cbor): Buffer => {
  if (typeof item === 'number') return item >= 0 ? cborHead(0, item) : cborHead(1, -1 - item);
  if (typeof item === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(item)), Buffer.from(item)]);
  if (item instanceof Uint8Array) return Buffer.concat([cborHead(2, item.length), item]);
  return Buffer.concat([cborHead(5, item.size), ...[...item].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
};

const b64u = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  readonly id: Buffer;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  signCount: number;
}

export interface CeremonyKnobs {
  /** The origin the client reports in clientDataJSON (default: the authenticator's). */
  readonly origin?: string;
  /** The RP id whose hash goes into the authenticator data (default: the options' or the authenticator's). */
  readonly rpId?: string;
  /** Set the user-verified flag (default true). */
  readonly userVerified?: boolean;
  /** `webauthn.create` / `webauthn.get` unless overridden. */
  readonly type?: string;
}

export class SoftAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  constructor(
    readonly origin: string,
    readonly rpId: string,
    /** Counters start here and grow by this much per assertion (0 keeps them at 0, as synced passkeys do). */
    private readonly counterStep = 1,
  ) {}

  /**
   * Answers creation options as navigator.credentials.create() + toJSON() would. `credentialId`
   * presents an id this authenticator already registered, with a fresh key, as a faulty or hostile
   * client could; the stored credential is left as it was.
   */
  register(
    options: { challenge: string; user: { id: string } },
    knobs: CeremonyKnobs & { credentialId?: string } = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = knobs.credentialId ? Buffer.from(knobs.credentialId, 'base64url') : randomBytes(32);
    if (!knobs.credentialId)
      this.credentials.set(b64u(id), { id, privateKey, userHandle: options.user.id, signCount: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.header(knobs, AT, 0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      cbor(cose),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: this.clientData(knobs.type ?? 'webauthn.create', options.challenge, knobs),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers request options with `credentialId` (default: the only credential), as
   * navigator.credentials.get() + toJSON() would; `signCount` overrides the counter sent.
   */
  assert(options: { challenge: string }, knobs: CeremonyKnobs & { credentialId?: string; signCount?: number } = {}) {
    const credential = knobs.credentialId
      ? this.credentials.get(knobs.credentialId)
      : [...this.credentials.values()][0];
    if (!credential) throw new Error('no such credential on this authenticator');
    credential.signCount = knobs.signCount ?? credential.signCount + this.counterStep;
    const authData = this.header(knobs, 0, credential.signCount);
    const clientDataJSON = this.clientData(knobs.type ?? 'webauthn.get', options.challenge, knobs);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /** The first credential's id (base64url). */
  get credentialId(): string {
    const first = [...this.credentials.keys()][0];
    if (!first) throw new Error('nothing registered');
    return first;
  }

  private header(knobs: CeremonyKnobs, extraFlags: number, signCount: number): Buffer {
    const flags = UP | (knobs.userVerified === false ? 0 : UV) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([sha256(knobs.rpId ?? this.rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string, knobs: CeremonyKnobs): string {
    return b64u(JSON.stringify({ type, challenge, origin: knobs.origin ?? this.origin, crossOrigin: false }));
  }
}
