/**
 * A passkey: a WebAuthn credential a user registered to sign in with. `credentialId` and `publicKey`
 * are base64url as the browser and the library spell them; `signCount` is the authenticator's
 * signature counter as last seen, which must grow with every use (a counter that does not, when
 * either side is non-zero, means a second copy of the credential: a cloned authenticator).
 * `deviceType` and `backedUp` are the authenticator's own flags: a multi-device passkey may be
 * synced between devices (and then usually counts 0 forever).
 */
export interface Passkey {
  readonly id: string;
  readonly userId: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly signCount: number;
  readonly transports: readonly string[];
  readonly deviceType: PasskeyDeviceType;
  readonly backedUp: boolean;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export type PasskeyDeviceType = 'single_device' | 'multi_device';

/**
 * A challenge handed out by an options call and answered by the verification call that follows:
 * single use (taken, i.e. deleted, by the first answer), PASSKEY_CHALLENGE_TTL_MINUTES long. A
 * registration challenge belongs to the user who asked; a login challenge to nobody yet.
 */
export interface PasskeyChallenge {
  readonly challenge: string;
  readonly purpose: 'registration' | 'login';
  readonly userId: string | null;
  readonly expiresAt: Date;
}

export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;
export const PASSKEY_NAME_MAX_LENGTH = 64;
/** The name a passkey gets when its registration names none. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * The WebAuthn signature-counter rule: when either the stored or the presented counter is non-zero,
 * the presented one must be greater. Otherwise another copy of the credential has been used since
 * (or is being used now): the authenticator may be cloned, and the assertion is refused.
 */
export const counterWentBack = (stored: number, presented: number): boolean =>
  (stored > 0 || presented > 0) && presented <= stored;
