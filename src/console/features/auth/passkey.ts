import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/**
 * The browser's side of passkeys (@simplewebauthn/browser). The options come from the server,
 * made by @simplewebauthn/server for this origin (the contract checks only their challenge), so
 * they are the JSON these functions take.
 */
export async function passkeyAssertion(options: { readonly challenge: string }) {
  const credential: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  // Plain objects (the contract's loose schemas take any other member the browser adds).
  return {
    ...credential,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
  };
}

/** A new passkey for the signed-in member, from the server's registration options. */
export async function passkeyRegistration(options: { readonly challenge: string }) {
  const credential: RegistrationResponseJSON = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return {
    ...credential,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
  };
}

/**
 * The text for a passkey ceremony the browser ended without a credential: the member closed
 * the prompt (or it timed out), the authenticator already holds one for this account, or the
 * browser has no passkeys. undefined: not a browser refusal (a server answer, shown as such).
 */
export function passkeyFailureText(error: unknown): ConsoleMessageId | undefined {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'auth.passkey.already';
    return 'auth.passkey.cancelled';
  }
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError')
      return 'auth.passkey.cancelled';
    if (/WebAuthn is not supported/i.test(error.message)) return 'auth.passkey.unsupported';
  }
  return undefined;
}
