import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { isLaterMessage } from './message-groups.ts';

describe('message groups', () => {
  it('keeps the shell and search form texts in the first chunk', () => {
    for (const id of [
      'app.loading',
      'search.submit',
      'guests.addRoom',
      'header.language',
      'error.generic.processing',
    ]) {
      expect(isLaterMessage(id)).toBe(false);
    }
    for (const id of [
      'results.heading',
      'booking.validation.required',
      'error.code.1105',
      'currency.name.USD',
    ]) {
      expect(isLaterMessage(id)).toBe(true);
    }
  });
  it('splits a real locale into two non-empty parts', () => {
    const ids = Object.keys(en);
    expect(ids.filter(isLaterMessage).length).toBeGreaterThan(50);
    expect(ids.filter((id) => !isLaterMessage(id)).length).toBeGreaterThan(50);
  });
});
