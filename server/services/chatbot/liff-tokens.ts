import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * LIFF ID tokens (the messaging app's signed statement of who the guest is). A real
 * deployment verifies the platform's tokens against its channel (LINE: the channel id as
 * `aud`, ES256 keys from the platform, or its verify endpoint). No platform is reachable here,
 * so the server verifies tokens of a local issuer: compact JWS, HS256, keyed by a secret of
 * this server, issued by `POST /dev/liff/id-token` (the demo's stand-in for the platform).
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

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

/** A token of the local issuer for `claims` (the demo's platform and tests). */
export function issueLiffToken(config: LiffConfig, claims: LiffClaims, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(
    JSON.stringify({
      iss: LOCAL_LIFF_ISSUER,
      aud: config.channelId,
      sub: claims.sub,
      name: claims.name,
      iat,
      exp: iat + LIFF_TOKEN_TTL_S,
    }),
  );
  return `${head}.${body}.${sign(config.secret, `${head}.${body}`)}`;
}

/** The claims of a valid, unexpired token for this channel; undefined otherwise. */
export function verifyLiffToken(
  config: LiffConfig,
  token: string,
  now: Date,
): LiffClaims | undefined {
  const [head, body, signature, extra] = token.split('.');
  if (!head || !body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(config.secret, `${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: Record<string, unknown>;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== 'HS256') return undefined;
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const seconds = now.getTime() / 1000;
  if (claims.iss !== LOCAL_LIFF_ISSUER || claims.aud !== config.channelId) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return undefined;
  if (typeof claims.sub !== 'string' || !/^[\w-]{1,128}$/.test(claims.sub)) return undefined;
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 100) : undefined;
  return name === undefined ? { sub: claims.sub } : { sub: claims.sub, name };
}
