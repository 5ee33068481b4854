import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser side of the WebAuthn ceremonies, through @simplewebauthn/browser. The server's options
 * are WebAuthn's own JSON (its contract types them loosely, as a record with a challenge), so they
 * are handed to the library as they came.
 */

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

type Options = { readonly challenge: string };

/** The extension outputs as the plain JSON record the API schema names. */
const plain = <T extends { clientExtensionResults: object }>(credential: T) => ({
  ...credential,
  clientExtensionResults: Object.fromEntries(Object.entries(credential.clientExtensionResults)) as Record<
    string,
    unknown
  >,
});

export const createPasskey = async (options: Options) =>
  plain(await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));

export const getPasskey = async (options: Options) =>
  plain(await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));

/** The browser's refusal in words: a cancelled or timed-out prompt is the common case. */
export const ceremonyErrorText = (error: unknown): string =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'The passkey prompt was cancelled or timed out.'
    : error instanceof Error
      ? error.message
      : 'The browser could not use a passkey.';
