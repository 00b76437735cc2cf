import { describe, expect, it } from 'vitest';
import {
  chatbotLocaleToAdopt,
  firstBrowserLocale,
  LOCALE_STORAGE_KEY,
  type LocaleStorage,
  readStoredLocale,
  resolveLocale,
  restrictToAllowed,
  storeLocale,
} from './resolve-locale.ts';

function memoryStorage(initial: Record<string, string> = {}): LocaleStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwingStorage: LocaleStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('resolveLocale', () => {
  it('prefers the requested locale (attribute or query parameter)', () => {
    expect(resolveLocale({ requested: 'ko', stored: 'ja', browserLanguages: ['th'] })).toBe('ko');
  });

  it('accepts a language tag as the requested locale', () => {
    expect(resolveLocale({ requested: 'zh-TW' })).toBe('zh_Hant');
  });

  it('ignores an unsupported requested locale and falls to the stored one', () => {
    expect(resolveLocale({ requested: 'fr', stored: 'ja', browserLanguages: ['th'] })).toBe('ja');
  });

  it('uses the stored locale before the browser languages', () => {
    expect(resolveLocale({ stored: 'ar', browserLanguages: ['ja-JP'] })).toBe('ar');
  });

  it('ignores a garbage stored value', () => {
    expect(resolveLocale({ stored: 'xx', browserLanguages: ['ja-JP'] })).toBe('ja');
  });

  it('maps the first supported browser language', () => {
    expect(resolveLocale({ browserLanguages: ['fr-FR', 'de', 'zh-HK', 'en'] })).toBe('zh_Hant');
    expect(resolveLocale({ browserLanguages: ['zh-CN'] })).toBe('zh_Hans');
    expect(resolveLocale({ browserLanguages: ['in-ID'] })).toBe('id');
    expect(resolveLocale({ browserLanguages: ['ar-MA'] })).toBe('ar');
  });

  it('falls back to en', () => {
    expect(resolveLocale()).toBe('en');
    expect(resolveLocale({ browserLanguages: ['fr', 'de'] })).toBe('en');
    expect(resolveLocale({ requested: '', stored: null, browserLanguages: null })).toBe('en');
  });

  it('keeps the result when it is allowed', () => {
    expect(resolveLocale({ requested: 'ko', allowed: ['ja', 'ko'] })).toBe('ko');
  });

  it('chooses the first allowed locale when the result is not allowed', () => {
    expect(resolveLocale({ requested: 'th', allowed: ['ja', 'en'] })).toBe('ja');
    expect(resolveLocale({ browserLanguages: ['fr'], allowed: ['zh_Hant', 'ko'] })).toBe('zh_Hant');
  });

  it('ignores an empty or unusable allowed list', () => {
    expect(resolveLocale({ requested: 'th', allowed: [] })).toBe('th');
    expect(resolveLocale({ requested: 'th', allowed: ['fr'] })).toBe('th');
  });
});

describe('helpers', () => {
  it('firstBrowserLocale skips unsupported languages', () => {
    expect(firstBrowserLocale(['fr', 'ko-KR'])).toBe('ko');
    expect(firstBrowserLocale(['fr'])).toBeUndefined();
    expect(firstBrowserLocale(undefined)).toBeUndefined();
  });

  it('restrictToAllowed normalises tags in the allowed list', () => {
    expect(restrictToAllowed('ar', ['zh-Hans', 'en'])).toBe('zh_Hans');
    expect(restrictToAllowed('en', ['zh-Hans', 'en'])).toBe('en');
  });

  it('adopts the chatbot locale only when it changed and is allowed', () => {
    expect(chatbotLocaleToAdopt('en', 'ja', ['ja', 'en'])).toBe('ja');
    expect(chatbotLocaleToAdopt('en', 'en', ['ja', 'en'])).toBeUndefined();
    expect(chatbotLocaleToAdopt('en', 'th', ['ja', 'en'])).toBeUndefined();
    expect(chatbotLocaleToAdopt('en', 'th')).toBe('th');
    expect(chatbotLocaleToAdopt('en', null)).toBeUndefined();
    expect(chatbotLocaleToAdopt('en', 'fr')).toBeUndefined();
  });
});

describe('stored locale', () => {
  it('round-trips through the triplabot_locale key', () => {
    const storage = memoryStorage();
    expect(LOCALE_STORAGE_KEY).toBe('triplabot_locale');
    expect(storeLocale('zh_Hant', storage)).toBe(true);
    expect(storage.data.triplabot_locale).toBe('zh_Hant');
    expect(readStoredLocale(storage)).toBe('zh_Hant');
  });

  it('reads nothing from empty or unusable values', () => {
    expect(readStoredLocale(memoryStorage())).toBeUndefined();
    expect(readStoredLocale(memoryStorage({ triplabot_locale: 'klingon' }))).toBeUndefined();
  });

  it('survives storage that throws (sandboxed iframe)', () => {
    expect(readStoredLocale(throwingStorage)).toBeUndefined();
    expect(storeLocale('ja', throwingStorage)).toBe(false);
  });

  it('survives a global localStorage getter that throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(readStoredLocale()).toBeUndefined();
      expect(storeLocale('ja')).toBe(false);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
