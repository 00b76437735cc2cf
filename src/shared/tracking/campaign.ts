import { type Campaign, campaignOf } from '../../rules/campaign.ts';
import {
  type CampaignStorage,
  cookieStorage,
  rememberCampaign,
} from '../../rules/campaign-storage.ts';

/** The host page's local storage, or null where it is blocked (it throws on access there). */
function localStorageOrNull(): CampaignStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The campaign to attribute a booking to, remembering a landing's for a day (src/rules/
 * campaign-storage.ts). Hosted: `landing` is the app's startup address and the day is kept in a
 * first-party cookie. Inline: `landing` is the host page's address (the campaign is on the
 * hotel's link) and the day is kept in the host page's local storage.
 */
export function currentCampaign(kind: 'inline' | 'hosted', landing: URLSearchParams): Campaign {
  const storage =
    kind === 'hosted'
      ? cookieStorage(document, location.protocol === 'https:')
      : localStorageOrNull();
  return rememberCampaign(storage, campaignOf(landing), Date.now());
}

/** The landing address whose campaign counts: the host page's (inline) or the app's (hosted). */
export function landingQuery(
  kind: 'inline' | 'hosted',
  startup: Readonly<Record<string, string>>,
): URLSearchParams {
  return kind === 'inline' ? new URLSearchParams(location.search) : new URLSearchParams(startup);
}
