import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

// The browser's side of a passkey (issue #39): the WebAuthn prompt, through SimpleWebAuthn's
// browser helpers. Only ever loaded with import() when someone adds or uses a passkey, so neither
// the first screen nor the sign-in page grows; screens recognise its error by name and kind
// (promptFailureOf) without loading it. Failures come back as a kind a screen can say calmly.

/** Why the prompt gave no passkey: closed or timed out, no WebAuthn here, already added, or else. */
export type PasskeyFailure = 'cancelled' | 'unsupported' | 'already-added' | 'failed';

export class PasskeyCeremonyError extends Error {
  readonly kind: PasskeyFailure;
  constructor(kind: PasskeyFailure, cause?: unknown) {
    super(`Passkey prompt failed: ${kind}`, { cause });
    this.name = 'PasskeyCeremonyError';
    this.kind = kind;
  }
}

/** The kind of a failure the browser or SimpleWebAuthn reported. */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  if (!(error instanceof Error)) return 'failed';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  // The person closed the prompt, it timed out, or chose no passkey: browsers say NotAllowedError.
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return 'cancelled';
  }
  if (error.name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'already-added';
  }
  if (error.name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (typeof window.PublicKeyCredential !== 'function') throw new PasskeyCeremonyError('unsupported');
  try {
    return await run();
  } catch (error) {
    throw new PasskeyCeremonyError(passkeyFailureOf(error), error);
  }
}

/** Asks the device for a new passkey with the server's options. */
export function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  return ceremony(() => startRegistration({ optionsJSON }));
}

/** Asks the device to sign the server's challenge with one of its passkeys. */
export function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  return ceremony(() => startAuthentication({ optionsJSON }));
}
