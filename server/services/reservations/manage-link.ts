import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import { addAccessToken } from './access-tokens.ts';
import { newBypassToken } from './tokens.ts';

/** What a manage link names: whose reservation, how the page proves access, in which language. */
export interface ManageLinkParts {
  hotelCode: string;
  number: string;
  /** A bypass token of the reservation (the first one, or one minted for this mail). */
  token: string;
  /** The reservation's stored locale; the hosted app opens in it (unknown → `en`). */
  locale: string | null | undefined;
}

/**
 * The one builder of the guest's manage link (hosted app route of product.md §2), used by the
 * create answer and every guest e-mail. It carries the bypass token and never the e-mail
 * address: an address is personal data, which the hosted app strips and logs as a leak, and it
 * would end up in history, Referer and analytics. `locale` makes the page open in the booking's
 * language, as the e-mail is.
 */
export function manageUrl(publicOrigin: string, parts: ManageLinkParts): string {
  const q = new URLSearchParams({
    code: parts.hotelCode,
    bypass_token: parts.token,
    locale: mailLocale(parts.locale),
  });
  return `${publicOrigin}/reservation/confirmation/${encodeURIComponent(parts.number)}?${q}`;
}

/**
 * A manage link for a mail sent after the booking answer (3-D Secure settled, changed): only the
 * hash of the first token is stored, so a new token is minted for the reservation
 * (see access-tokens.ts) rather than falling back to the e-mail.
 */
export async function mintedManageUrl(
  db: Kysely<Database>,
  publicOrigin: string,
  reservation: { id: number; number: string; locale: string },
  hotelCode: string,
  now: Date,
): Promise<string> {
  const token = newBypassToken();
  await addAccessToken(db, reservation.id, token, now);
  return manageUrl(publicOrigin, {
    hotelCode,
    number: reservation.number,
    token,
    locale: reservation.locale,
  });
}
