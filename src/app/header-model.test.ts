import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../shared/testing/settings-fixture.ts';
import { headerModel } from './header-model.ts';

const anyColour = (value: string) => /^#[0-9a-f]{3,8}$|^[a-z]+$/i.test(value);

describe('headerModel', () => {
  it('takes everything from the init settings when the element sets nothing', () => {
    const model = headerModel(
      settingsFixture({ logo: 'https://cdn.example/logo.svg', website_footer_html: '<p>f</p>' }),
      {},
      anyColour,
    );
    expect(model).toEqual({
      title: 'Sakura Hotel Tokyo — Sakura Hotels',
      facilityName: 'Sakura Hotel Tokyo',
      brandName: 'Sakura Hotels',
      logo: 'https://cdn.example/logo.svg',
      footerHtml: '<p>f</p>',
      style: { '--hb-accent': '#d6336c', '--hb-header-bg': '#ffffff' },
    });
  });
  it('lets attributes win field by field', () => {
    const model = headerModel(
      settingsFixture(),
      {
        facilityName: 'Tokyo',
        brandName: 'Sakura',
        buttonColour: 'teal',
        fontColour: '#222',
        headerHtml: '<b>{{facility_name}}</b>',
        logo: '/mine.png',
      },
      anyColour,
    );
    expect(model.title).toBe('Tokyo');
    expect(model.facilityName).toBe('Tokyo');
    expect(model.brandName).toBe('Sakura');
    expect(model.logo).toBe('/mine.png');
    expect(model.headerHtml).toBe('<b>{{facility_name}}</b>');
    expect(model.style).toEqual({
      '--hb-accent': 'teal',
      '--hb-header-bg': '#ffffff',
      '--hb-text': '#222',
    });
  });
  it('fills the header template as text with the merged names', () => {
    const model = headerModel(settingsFixture({ header: '{{ brand_name }}: {{facility_name}}' }), {
      brandName: '<b>x</b>',
    });
    expect(model.title).toBe('<b>x</b>: Sakura Hotel Tokyo');
  });
  it('falls back to the hotel name, and to nothing before settings arrive', () => {
    expect(headerModel(settingsFixture({ header: '  ' }), {}, anyColour).title).toBe(
      'Sakura Hotel Tokyo',
    );
    expect(headerModel(undefined, {}, anyColour)).toEqual({ style: {} });
  });
  it('drops colours that are not colours (no CSS smuggling)', () => {
    const model = headerModel(
      settingsFixture({ button_colour: 'red;} :host{display:none' }),
      { headerColour: 'url(x)' },
      anyColour,
    );
    expect(model.style).toEqual({ '--hb-header-bg': '#ffffff' });
  });
});
