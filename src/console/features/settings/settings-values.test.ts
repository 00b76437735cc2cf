import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type SettingsDocumentInput,
  SettingsDocumentSchema,
} from '../../../api/contract/console/settings.ts';
import { documentOfValues, shownErrors, valuesOf } from './settings-values.ts';

const DOC: SettingsDocumentInput = {
  hotel: {
    name: 'Lakeside Inn',
    names: { ja: 'レイクサイド イン' },
    address: { post_code: '4010301', full_address: '1 Kawaguchiko', country: 'JP' },
    coordinates: { latitude: 35.5, longitude: 138.76 },
    time_zone: 'Asia/Tokyo',
    currency: 'JPY',
    locale: 'ja',
    languages: ['en', 'ja'],
  },
  appearance: {
    booking_widget_type: 'bar',
    button_colour: '#aa3300',
    header_colour: '#ffffff',
    font_colour: '#222222',
    header: '{{facility_name}}',
    logo: null,
    favicon: 'https://cdn.example/f.png',
    header_html: '<p>Hello</p>',
    footer_html: '',
    header_css: '',
    footer_css: '',
  },
  currencies: { multi_currency: true },
  payments: { payment_options: ['on_site', 'credit_card'] },
  notifications: { reservation_emails: ['a@b.example', 'c@d.example'] },
  tracking: { head_tags: '', body_tags: '', csp_sources: [], data_layers: ['dataLayer'] },
  membership: {
    sign_in_button: false,
    login_widget_active: true,
    login_widget_texts: { en: 'Join' },
  },
  chatbot: { active: true, platforms: ['mobile'] },
};

describe('the settings form values', () => {
  it('give back the document they were made from', () => {
    expect(v.parse(SettingsDocumentSchema, documentOfValues(valuesOf(DOC)))).toEqual(DOC);
  });

  it('read lists one item a line, and coordinates as typed', () => {
    const values = valuesOf(DOC);
    expect(values['notifications.reservation_emails']).toBe('a@b.example\nc@d.example');
    expect(values['hotel.languages.ja']).toBe(true);
    expect(values['hotel.languages.ar']).toBe(false);
    const typed = {
      ...values,
      'notifications.reservation_emails': ' x@y.example \n\n',
      'hotel.coordinates.latitude': 'north',
    };
    const result = v.safeParse(SettingsDocumentSchema, documentOfValues(typed));
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual([
      'hotel.coordinates.latitude',
    ]);
    const cleared = {
      ...values,
      'hotel.coordinates.latitude': '',
      'hotel.coordinates.longitude': '',
    };
    expect(v.parse(SettingsDocumentSchema, documentOfValues(cleared)).hotel.coordinates).toBeNull();
  });

  it("shows a list item's error on its list's field", () => {
    expect(
      shownErrors({ 'notifications.reservation_emails.1': 'bad', 'hotel.name': 'empty' }),
    ).toEqual({
      'notifications.reservation_emails': 'bad',
      'hotel.name': 'empty',
    });
  });
});
