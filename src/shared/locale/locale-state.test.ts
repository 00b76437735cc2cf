// @vitest-environment happy-dom
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../i18n/resolve-locale.ts';
import { initStateAtom } from '../startup/init-state.ts';
import { settingsFixture } from '../testing/settings-fixture.ts';
import {
  allowedLocalesAtom,
  changeLocale,
  localeAtom,
  resetOnLocaleChange,
} from './locale-state.ts';

afterEach(() => localStorage.clear());

describe('locale state', () => {
  it('offers all eight until settings arrive, then the facility languages', () => {
    const store = createStore();
    expect(store.get(allowedLocalesAtom)).toHaveLength(8);
    store.set(initStateAtom, {
      status: 'ready',
      settings: settingsFixture({ available_languages: ['ja', 'en', 'xx'] }),
    });
    expect(store.get(allowedLocalesAtom)).toEqual(['ja', 'en']);
  });
  it('stores the choice, runs registered resets once per change, restricts to allowed', () => {
    const store = createStore();
    let resets = 0;
    const unregister = resetOnLocaleChange(() => {
      resets += 1;
    });
    expect(changeLocale(store, 'ja', ['ja', 'en'])).toBe('ja');
    expect(store.get(localeAtom)).toBe('ja');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(resets).toBe(1);
    changeLocale(store, 'ja', ['ja', 'en']);
    expect(resets).toBe(1);
    expect(changeLocale(store, 'ar', ['en', 'ja'])).toBe('en');
    expect(resets).toBe(2);
    unregister();
    changeLocale(store, 'ja', []);
    expect(resets).toBe(2);
  });
});
