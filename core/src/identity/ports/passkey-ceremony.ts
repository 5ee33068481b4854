import type { Passkey, PasskeyDeviceType } from '../entities/passkey.js';

/** The options a browser passes to navigator.credentials (its JSON form); opaque to the core. */
export type PasskeyOptions = Readonly<Record<string, unknown>>;

/** A PublicKeyCredential as the browser serialises it (WebAuthn's toJSON), every binary field base64url. */
export interface PasskeyCredentialJson {
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly authenticatorAttachment?: 'platform' | 'cross-platform';
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
}
export interface PasskeyRegistrationJson extends PasskeyCredentialJson {
  readonly response: {
    readonly clientDataJSON: string;
    readonly attestationObject: string;
    readonly transports?: readonly string[];
  };
}
export interface PasskeyAssertionJson extends PasskeyCredentialJson {
  readonly response: {
    readonly clientDataJSON: string;
    readonly authenticatorData: string;
    readonly signature: string;
    readonly userHandle?: string;
  };
}

/** A registration that verified: the credential to store. */
export interface VerifiedRegistration {
  readonly credentialId: string;
  readonly publicKey: string;
  readonly signCount: number;
  readonly transports: readonly string[];
  readonly deviceType: PasskeyDeviceType;
  readonly backedUp: boolean;
}
/** An assertion whose signature, origin, RP id, challenge and user verification all held. */
export interface VerifiedAssertion {
  readonly signCount: number;
  readonly backedUp: boolean;
}
/**
 * Why a response was refused, as a class for the audit trail and the answer's detail: the origin or
 * the RP id is not this site's, the authenticator did not verify the user, the signature does not
 * verify, the user handle names another account, or the response does not decode.
 */
export type CeremonyRefusal = {
  readonly refused:
    'wrong_origin' | 'wrong_rp_id' | 'no_user_verification' | 'bad_signature' | 'wrong_user' | 'malformed';
};

/**
 * The WebAuthn relying party: options for the browser and verification of what it answers, per the
 * WebAuthn spec, for the one RP id and origin this service runs on. User verification is always
 * required. The signature counter is the core's rule (counterWentBack), not the ceremony's.
 */
export interface PasskeyCeremony {
  /** Options for registering a discoverable credential for `user`, excluding the credentials they have. */
  registrationOptions(
    user: { readonly id: string; readonly email: string; readonly displayName: string | null },
    existing: readonly Passkey[],
  ): Promise<{ challenge: string; options: PasskeyOptions }>;
  /** Options for a login with any discoverable credential of this RP (no account named). */
  loginOptions(): Promise<{ challenge: string; options: PasskeyOptions }>;
  /** The challenge the client signed (read from clientDataJSON); null when it does not decode. */
  challengeOf(credential: PasskeyRegistrationJson | PasskeyAssertionJson): string | null;
  verifyRegistration(
    credential: PasskeyRegistrationJson,
    challenge: string,
  ): Promise<VerifiedRegistration | CeremonyRefusal>;
  /** Verifies an assertion by `passkey` (its counter is not compared here). */
  verifyAssertion(
    credential: PasskeyAssertionJson,
    challenge: string,
    passkey: Passkey,
  ): Promise<VerifiedAssertion | CeremonyRefusal>;
}

export const isRefusal = (answer: object): answer is CeremonyRefusal => 'refused' in answer;
