import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIFETIME_MS } from './campaign.ts';
import {
  CAMPAIGN_KEY,
  type CampaignStorage,
  cookieStorage,
  decodeCampaign,
  encodeCampaign,
  rememberCampaign,
} from './campaign-storage.ts';

function memory(): CampaignStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const T0 = Date.UTC(2026, 10, 24, 12);

describe('rememberCampaign', () => {
  it('keeps a landing campaign for one day, then forgets it', () => {
    const storage = memory();
    expect(rememberCampaign(storage, { utm_source: 'ads', gclid: 'g1' }, T0)).toEqual({
      utm_source: 'ads',
      gclid: 'g1',
    });
    expect(rememberCampaign(storage, {}, T0 + CAMPAIGN_LIFETIME_MS - 1)).toEqual({
      utm_source: 'ads',
      gclid: 'g1',
    });
    expect(rememberCampaign(storage, {}, T0 + CAMPAIGN_LIFETIME_MS)).toEqual({});
  });

  it('lets the newest landing campaign replace the stored one', () => {
    const storage = memory();
    rememberCampaign(storage, { utm_source: 'ads' }, T0);
    rememberCampaign(storage, { yclid: 'y1' }, T0 + 1000);
    expect(rememberCampaign(storage, {}, T0 + 2000)).toEqual({ yclid: 'y1' });
  });

  it('never answers what a page wrote under the key: invalid values, other fields, junk', () => {
    const storage = memory();
    storage.setItem(
      CAMPAIGN_KEY,
      JSON.stringify({
        at: T0,
        campaign: { utm_source: 'a@b.example', user_id: '9', gclid: 'ok' },
      }),
    );
    expect(rememberCampaign(storage, {}, T0)).toEqual({ gclid: 'ok' });
    expect(decodeCampaign('{not json', T0)).toEqual({});
    expect(decodeCampaign(JSON.stringify({ at: T0 + 5, campaign: { gclid: 'x' } }), T0)).toEqual(
      {},
    );
  });

  it('keeps the landing campaign when storage throws', () => {
    const broken: CampaignStorage = {
      getItem() {
        throw new Error('blocked');
      },
      setItem() {
        throw new Error('blocked');
      },
    };
    expect(rememberCampaign(broken, { gclid: 'g' }, T0)).toEqual({ gclid: 'g' });
    expect(rememberCampaign(broken, {}, T0)).toEqual({});
    expect(rememberCampaign(null, {}, T0)).toEqual({});
  });
});

describe('cookieStorage', () => {
  it('writes one first-party cookie of a day and reads it back', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return `other=1; ${CAMPAIGN_KEY}=${encodeURIComponent(encodeCampaign({ gclid: 'g' }, T0))}`;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const storage = cookieStorage(doc, true);
    storage.setItem(CAMPAIGN_KEY, 'v');
    expect(written).toEqual([`${CAMPAIGN_KEY}=v; Max-Age=86400; Path=/; SameSite=Lax; Secure`]);
    expect(decodeCampaign(storage.getItem(CAMPAIGN_KEY), T0)).toEqual({ gclid: 'g' });
  });
});
