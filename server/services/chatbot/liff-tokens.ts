import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * LIFF ID tokens (the messaging app's signed statement of who the guest is). A real
 * deployment verifies the platform's tokens against its channel (LINE: the channel id as
 * `aud`, ES256 keys from the platform, or its verify endpoint). No platform is reachable here,
 * so the server verifies tokens of a local issuer: compact JWS, HS256 (signed and checked with jose), keyed by a
 * secret of this server, issued by `POST /dev/liff/id-token` (the demo's stand-in for the platform).
 */
export interface LiffConfig {
  /** The channel the tokens are for (their `aud`). */
  readonly channelId: string;
  /** The local issuer's HMAC key. */
  readonly secret: string;
  /** The LIFF app's address; QR codes may point there as well as to this server. */
  readonly liffUrl?: string;
}

export const LOCAL_LIFF_ISSUER = 'urn:hotel-booking:local-liff';
export const LIFF_TOKEN_TTL_S = 600;

export function defaultLiffConfig(): LiffConfig {
  return { channelId: 'local-liff-channel', secret: randomBytes(32).toString('base64url') };
}

export interface LiffClaims {
  sub: string;
  name?: string;
}

const keyOf = (config: LiffConfig) => new TextEncoder().encode(config.secret);

/** A token of the local issuer for `claims` (the demo's platform and tests). */
export async function issueLiffToken(
  config: LiffConfig,
  claims: LiffClaims,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims.name === undefined ? {} : { name: claims.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_LIFF_ISSUER)
    .setAudience(config.channelId)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFF_TOKEN_TTL_S)
    .sign(keyOf(config));
}

/** The claims of a valid, unexpired token for this channel; undefined otherwise. */
export async function verifyLiffToken(
  config: LiffConfig,
  token: string,
  now: Date,
): Promise<LiffClaims | undefined> {
  try {
    // jose checks the signature, the one algorithm allowed, issuer, audience and expiry.
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: ['HS256'],
      issuer: LOCAL_LIFF_ISSUER,
      audience: config.channelId,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const sub = payload.sub;
    if (typeof sub !== 'string' || !/^[\w-]{1,128}$/.test(sub)) return undefined;
    const name = typeof payload.name === 'string' ? payload.name.slice(0, 100) : undefined;
    return name === undefined ? { sub } : { sub, name };
  } catch {
    return undefined;
  }
}
