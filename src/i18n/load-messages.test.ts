import { describe, expect, it } from 'vitest';
import { LOCALES } from '../rules/locales.ts';
import { loadMessages } from './load-messages.ts';

describe('loadMessages', () => {
  it('loads each locale as a flat string map', async () => {
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale);
      expect(typeof messages).toBe('object');
      for (const value of Object.values(messages)) expect(typeof value).toBe('string');
    }
  });

  it('returns the same promise for repeated loads', () => {
    expect(loadMessages('ja')).toBe(loadMessages('ja'));
  });

  it('loads the english reference messages', async () => {
    expect((await loadMessages('en'))['search.submit']).toBe('Search');
  });
});
