import { describe, expect, it } from 'vitest';
import { localizedText, looksLikeHtml } from './localized-text.ts';

describe('localizedText', () => {
  const texts = { en: 'Hello', ja: 'こんにちは', zh: '你好' };
  it('prefers the locale, then its base language, then English, then the first text', () => {
    expect(localizedText(texts, 'ja')).toBe('こんにちは');
    expect(localizedText(texts, 'zh_Hant')).toBe('你好');
    expect(localizedText(texts, 'ar')).toBe('Hello');
    expect(localizedText({ ja: 'だけ' }, 'ko')).toBe('だけ');
    expect(localizedText({ en: ' ', ja: 'x' }, 'en')).toBe('x');
    expect(localizedText({}, 'en')).toBe('');
  });
});

describe('looksLikeHtml', () => {
  it('spots tags and entities only', () => {
    expect(looksLikeHtml('Open <b>late</b>')).toBe(true);
    expect(looksLikeHtml('Fish &amp; chips')).toBe(true);
    expect(looksLikeHtml('3 < 5 and 6 > 2')).toBe(false);
    expect(looksLikeHtml('Plain text.')).toBe(false);
  });
});
