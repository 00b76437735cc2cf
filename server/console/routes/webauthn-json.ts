import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type * as v from 'valibot';
import type {
  AuthenticationCredentialSchema,
  RegistrationCredentialSchema,
} from '../../../src/api/contract/console/auth.ts';

/**
 * The browser's WebAuthn answers as the contract parsed them, in @simplewebauthn's own types:
 * the fields it reads are copied, the rest (unknown extension results) dropped.
 */
export const webauthnJson = {
  /** Options as a plain JSON object (the contract's loose object of them). */
  options(options: { challenge: string }): { challenge: string; [key: string]: unknown } {
    const entries: [string, unknown][] = Object.entries(options);
    return { ...Object.fromEntries(entries), challenge: options.challenge };
  },
  registration(
    credential: v.InferOutput<typeof RegistrationCredentialSchema>,
  ): RegistrationResponseJSON {
    const { clientDataJSON, attestationObject, transports } = credential.response;
    return {
      id: credential.id,
      rawId: credential.rawId,
      type: 'public-key',
      response: { clientDataJSON, attestationObject, ...(transports ? { transports } : {}) },
      clientExtensionResults: {},
    };
  },
  authentication(
    credential: v.InferOutput<typeof AuthenticationCredentialSchema>,
  ): AuthenticationResponseJSON {
    const { clientDataJSON, authenticatorData, signature, userHandle } = credential.response;
    return {
      id: credential.id,
      rawId: credential.rawId,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData,
        signature,
        ...(userHandle ? { userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  },
};
