import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software (node:crypto, P-256 / ES256, "none" attestation), for
 * route tests: it answers the server's WebAuthn options as a browser with a platform
 * authenticator would, so registration and sign-in are verified end to end by the real
 * @simplewebauthn/server checks (origin, rpID hash, challenge, signature, counter).
 */
export interface SoftwareAuthenticator {
  readonly credentialId: string;
  /** `navigator.credentials.create` → the JSON @simplewebauthn/browser would send. */
  register(options: { challenge: string }): Record<string, unknown>;
  /** `navigator.credentials.get` → the JSON @simplewebauthn/browser would send. */
  authenticate(options: { challenge: string }): Record<string, unknown>;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function u32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

function cosePublicKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

/** An authenticator for the site at `origin` (its host name is the rpID). */
export function softwareAuthenticator(origin: string): SoftwareAuthenticator {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  // User present + user verified (a PIN or biometrics).
  const UP_UV = 0x01 | 0x04;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    register({ challenge }) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([UP_UV | 0x40]), // + attested credential data
        u32(counter),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        cosePublicKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    authenticate({ challenge }) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([UP_UV]), u32(counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
