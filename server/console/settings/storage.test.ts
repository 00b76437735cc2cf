import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SettingsDocumentSchema } from '../../../src/api/contract/console/settings.ts';
import { HOTELS } from '../../db/seed/data.ts';
import type { Hotel } from '../../services/hotels.ts';
import { applyDocument, changedFields, documentOf } from './storage.ts';

/** The demo hotels as rows. */
const rows: Hotel[] = HOTELS.map((h, i) => ({
  id: i + 1,
  brand_id: 1,
  code: h.code,
  code_key: h.code.replace(/-/g, ''),
  name: h.name,
  currency: 'JPY',
  time_zone: h.time_zone,
  locale: h.locale,
  position: i,
  settings: h.settings,
}));

describe('the console settings document', () => {
  it('reads every demo hotel as a valid document', () => {
    for (const hotel of rows)
      expect(v.safeParse(SettingsDocumentSchema, documentOf(hotel)).issues).toBeUndefined();
  });

  it('stores every field where it reads it back, and keeps what it does not edit', () => {
    for (const hotel of rows) {
      const doc = v.parse(SettingsDocumentSchema, documentOf(hotel));
      const edited = v.parse(SettingsDocumentSchema, {
        hotel: {
          ...doc.hotel,
          name: 'Renamed',
          names: { ko: '호텔' },
          coordinates: { latitude: 1, longitude: 2 },
          time_zone: 'Europe/Paris',
          currency: 'EUR',
          locale: 'en',
          languages: ['en'],
        },
        appearance: {
          booking_widget_type: 'bar',
          button_colour: '#010203',
          header_colour: '#040506',
          font_colour: '#070809',
          header: 'H',
          logo: 'https://cdn.example/logo.png',
          favicon: 'https://cdn.example/f.png',
          header_html: '<b>h</b>',
          footer_html: '<i>f</i>',
          header_css: 'b{}',
          footer_css: 'i{}',
        },
        currencies: { multi_currency: !doc.currencies.multi_currency },
        payments: { payment_options: ['credit_card'] },
        notifications: { reservation_emails: ['a@b.example'] },
        tracking: {
          head_tags: '<script></script>',
          body_tags: '',
          csp_sources: ['https://t.example'],
          data_layers: ['layer'],
        },
        membership: {
          sign_in_button: !doc.membership.sign_in_button,
          login_widget_active: true,
          login_widget_texts: { en: 'Join' },
        },
        chatbot: { active: false, platforms: [] },
      });
      const next = applyDocument(hotel, edited);
      expect(documentOf(next)).toEqual(edited);
      expect(changedFields(documentOf(hotel), documentOf(next)).length).toBeGreaterThan(20);
      expect(changedFields(documentOf(next), documentOf(next))).toEqual([]);
      // Untouched by the console: kids, tax, plans' flags.
      expect(next.settings.kids_tiers).toEqual(hotel.settings.kids_tiers);
      expect(next.settings.consumption_tax_percent).toBe(hotel.settings.consumption_tax_percent);
      expect(next.settings.coupon_active).toBe(hotel.settings.coupon_active);
    }
  });

  it('reads an absent booking_widget_type as the search form and stores the bar in the row', () => {
    const hotel = rows[0];
    if (!hotel) throw new Error('no demo hotel');
    const { booking_widget_type: _absent, ...settings } = hotel.settings;
    const plain = { ...hotel, settings };
    const doc = v.parse(SettingsDocumentSchema, documentOf(plain));
    expect(doc.appearance.booking_widget_type).toBe('standard');
    const bar = applyDocument(plain, {
      ...doc,
      appearance: { ...doc.appearance, booking_widget_type: 'bar' },
    });
    expect(bar.settings.booking_widget_type).toBe('bar');
    expect(changedFields(doc, documentOf(bar))).toEqual([
      { field: 'appearance.booking_widget_type', before: 'standard', after: 'bar' },
    ]);
    const refused = v.safeParse(SettingsDocumentSchema, {
      ...doc,
      appearance: { ...doc.appearance, booking_widget_type: 'brand_facility' },
    });
    expect(refused.issues?.[0]?.message).toBe('required');
  });

  it('finds no change when only the order of keys differs', () => {
    const hotel = rows[0];
    if (!hotel) throw new Error('no demo hotel');
    const doc = documentOf(hotel);
    const reordered = { ...doc, hotel: { ...doc.hotel, names: { ko: 'a', ja: 'b' } } };
    const other = { ...doc, hotel: { ...doc.hotel, names: { ja: 'b', ko: 'a' } } };
    expect(changedFields(reordered, other)).toEqual([]);
  });
});
