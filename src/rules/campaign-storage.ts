import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_LIFETIME_MS,
  type Campaign,
  isCampaignValue,
  isEmptyCampaign,
} from './campaign.ts';

/**
 * Where a campaign is kept for its day (doc 2 §9 "Utm cookie: 1 day"): a first-party cookie in
 * the hosted app, the host page's local storage in the inline widget and the iframe loader (a
 * cookie set by a widget would be the hotel's cookie, which is not ours to add). The value is
 * `{ at, campaign }`; a stored campaign is checked again when read, so whatever a page wrote
 * into the same key is never sent.
 */
export const CAMPAIGN_KEY = 'hotel_booking_campaign';

type Stored = { at: number; campaign: Campaign };

/** The stored form of a campaign seen at `now`. */
export function encodeCampaign(campaign: Campaign, now: number): string {
  return JSON.stringify({ at: now, campaign } satisfies Stored);
}

/** The campaign of a stored value, if it is one, valid, and younger than a day at `now`. */
export function decodeCampaign(text: string | null | undefined, now: number): Campaign {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { at, campaign } = parsed as { at?: unknown; campaign?: unknown };
  if (typeof at !== 'number' || now - at >= CAMPAIGN_LIFETIME_MS || now < at) return {};
  if (typeof campaign !== 'object' || campaign === null) return {};
  const kept: Campaign = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = (campaign as Record<string, unknown>)[field];
    if (typeof value === 'string' && isCampaignValue(value)) kept[field] = value;
  }
  return kept;
}

/** The storage a campaign is kept in (local storage, or the cookie jar behind a facade). */
export interface CampaignStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Keeps the campaign of a landing (the newest campaign wins, as ad platforms attribute to the
 * last click) and answers the one to book with: this landing's, else the stored one of the last
 * day. A landing without campaign changes nothing. Storage that throws (blocked, full) keeps
 * only the landing's own.
 */
export function rememberCampaign(
  storage: CampaignStorage | null,
  landing: Campaign,
  now: number,
): Campaign {
  try {
    if (!isEmptyCampaign(landing)) {
      storage?.setItem(CAMPAIGN_KEY, encodeCampaign(landing, now));
      return landing;
    }
    return decodeCampaign(storage?.getItem(CAMPAIGN_KEY), now);
  } catch {
    return landing;
  }
}

/**
 * The hosted app's cookie jar as campaign storage: one first-party cookie, a day long, sent to
 * this site only (`SameSite=Lax`; `Secure` over https).
 */
export function cookieStorage(doc: { cookie: string }, secure: boolean): CampaignStorage {
  return {
    getItem(key) {
      for (const part of doc.cookie.split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name === key) return decodeURIComponent(rest.join('='));
      }
      return null;
    },
    setItem(key, value) {
      const age = CAMPAIGN_LIFETIME_MS / 1000;
      doc.cookie = `${key}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    },
  };
}
