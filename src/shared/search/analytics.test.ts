import { describe, expect, it } from 'vitest';
import type { Embed } from '../embed/embed.ts';
import { reportAnalytics, searchEvent, viewEvent } from './analytics.ts';

const embed = (sent: unknown[]): Embed => ({
  kind: 'hosted',
  closable: true,
  chatbot: true,
  emit() {},
  notifyParent: (action, payload) => {
    sent.push({ action, ...payload });
  },
});

describe('analytics data layer', () => {
  it('pushes to dataLayer and tells the parent (ga4Event)', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    const sent: unknown[] = [];
    const event = searchEvent('sakuratokyo', { checkin: '2026-12-01', adults: '2' });
    reportAnalytics(event, { allowed: true, embed: embed(sent), settings: undefined, win });
    expect(win.dataLayer).toEqual([
      {
        event: 'hotel_booking_search',
        hotel_code: 'sakuratokyo',
        checkin: '2026-12-01',
        adults: '2',
      },
    ]);
    expect(sent).toEqual([{ action: 'ga4Event', payload: event }]);
  });

  it('pushes to the layers the hotel named instead of dataLayer', () => {
    const win = {} as Record<string, unknown>;
    const sent: unknown[] = [];
    const event = searchEvent('sakuratokyo', {});
    reportAnalytics(event, {
      allowed: true,
      embed: embed(sent),
      settings: { data_layers: [{ name: 'hotelLayer' }] },
      win,
    });
    expect(win).toEqual({ hotelLayer: [event] });
    expect(sent).toEqual([{ action: 'ga4Event', payload: event }]);
  });

  it('sends nothing when analytics are off (personal data in the URL)', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    const sent: unknown[] = [];
    reportAnalytics(searchEvent('x', {}), {
      allowed: false,
      embed: embed(sent),
      settings: undefined,
      win,
    });
    expect(win.dataLayer).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('lists the offerings shown', () => {
    const event = viewEvent(
      'x',
      [
        {
          room_type_code: 'TW',
          room_type_name: 'Twin',
          room_plans: [{ room_plan_code: 'BB', room_plan_name: 'Breakfast', total_price: 20000 }],
        },
      ],
      'JPY',
    );
    expect(event).toEqual({
      event: 'view_item_list',
      hotel_code: 'x',
      currency: 'JPY',
      items: [{ item_id: 'TW/BB', item_name: 'Twin – Breakfast', price: 20000 }],
    });
  });
});
