import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FIELDS, campaignOf, isCampaignValue, isEmptyCampaign } from './campaign.ts';

describe('campaignOf', () => {
  it('keeps every campaign field of the spec, trimmed', () => {
    const query = new URLSearchParams(CAMPAIGN_FIELDS.map((field) => [field, ` ${field}-1 `]));
    const campaign = campaignOf(query);
    expect(Object.keys(campaign)).toEqual([...CAMPAIGN_FIELDS]);
    expect(campaign.gclid).toBe('gclid-1');
  });

  it('ignores other parameters and personal ones (user_id, segment_ids)', () => {
    const query = new URLSearchParams('utm_source=news&user_id=42&segment_ids=1,2&checkin=x');
    expect(campaignOf(query)).toEqual({ utm_source: 'news' });
  });

  it('drops e-mail addresses, markup, control characters, empty and overlong values', () => {
    const query = new URLSearchParams();
    query.set('utm_source', 'guest@example.com');
    query.set('utm_medium', '<script>');
    query.set('utm_campaign', 'a\u0000b');
    query.set('keyword', '   ');
    query.set('gclid', 'x'.repeat(201));
    query.set('yclid', 'y'.repeat(200));
    expect(campaignOf(query)).toEqual({ yclid: 'y'.repeat(200) });
  });

  it('accepts spaces and non-Latin campaign names', () => {
    expect(isCampaignValue('spring sale 2026')).toBe(true);
    expect(isCampaignValue('春のキャンペーン')).toBe(true);
    expect(isCampaignValue('line\nbreak')).toBe(false);
  });

  it('tells an empty campaign', () => {
    expect(isEmptyCampaign({})).toBe(true);
    expect(isEmptyCampaign({ gclid: 'a' })).toBe(false);
  });
});
