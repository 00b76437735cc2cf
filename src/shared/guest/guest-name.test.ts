import { describe, expect, it } from 'vitest';
import type { Locale } from '../../rules/locales.ts';
import { normaliseInput } from '../form/text.ts';
import { guestNameError, kanaNamesRequired, NAME_SYSTEMS, nameRule } from './guest-name.ts';

const ctx = (locale: Locale, kanjiNameRequired = false) => ({ locale, kanjiNameRequired });

describe('latin names (en and every locale without its own rule)', () => {
  it.each(['en', 'id', 'th', 'ar'] as const)('%s accepts English letters only', (locale) => {
    expect(guestNameError('Taro', 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError("O'Brien-Smith Jr.", 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError('Mary Ann', 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError('José', 'name', ctx(locale))).toBe('booking.validation.name.latin');
    expect(guestNameError('สมชาย', 'name', ctx(locale))).toBe('booking.validation.name.latin');
    expect(guestNameError('محمد', 'name', ctx(locale))).toBe('booking.validation.name.latin');
    expect(guestNameError('たろう', 'name', ctx(locale))).toBe('booking.validation.name.latin');
  });
  it('rejects digits, symbols, emoji, double spaces and a leading separator', () => {
    for (const bad of ['Taro1', 'Taro!', 'Taro😀', 'Ta  ro', '-Taro', '<b>x</b>']) {
      expect(guestNameError(bad, 'name', ctx('en')), bad).toBe('booking.validation.name.latin');
    }
  });
  it('rejects full-width Latin until normalised', () => {
    expect(guestNameError('ＴＡＲＯ', 'name', ctx('en'))).toBe('booking.validation.name.latin');
    expect(guestNameError(normaliseInput('ＴＡＲＯ'), 'name', ctx('en'))).toBeUndefined();
  });
  it('is required and at most 50 characters', () => {
    expect(guestNameError(' ', 'name', ctx('en'))).toBe('booking.validation.required');
    expect(guestNameError('a'.repeat(51), 'name', ctx('en'))).toBe('booking.validation.maxLength');
    expect(guestNameError('a'.repeat(50), 'name', ctx('en'))).toBeUndefined();
  });
});

describe('ja', () => {
  it('accepts hiragana or Latin, not both mixed, no kanji or katakana by default', () => {
    expect(guestNameError('たろう', 'name', ctx('ja'))).toBeUndefined();
    expect(guestNameError('ゆーこ', 'name', ctx('ja'))).toBeUndefined();
    expect(guestNameError('Taro', 'name', ctx('ja'))).toBeUndefined();
    expect(guestNameError('太郎', 'name', ctx('ja'))).toBe('booking.validation.name.ja');
    expect(guestNameError('タロウ', 'name', ctx('ja'))).toBe('booking.validation.name.ja');
    expect(guestNameError('たろうTaro', 'name', ctx('ja'))).toBe('booking.validation.name.ja');
    expect(guestNameError('ーたろう', 'name', ctx('ja'))).toBe('booking.validation.name.ja');
  });
  it('with kanji_name_required accepts kanji and kana in the name and needs kana readings', () => {
    const k = ctx('ja', true);
    expect(kanaNamesRequired(k)).toBe(true);
    expect(kanaNamesRequired(ctx('ja'))).toBe(false);
    expect(kanaNamesRequired(ctx('en', true))).toBe(false);
    expect(guestNameError('山田', 'name', k)).toBeUndefined();
    expect(guestNameError('佐々木', 'name', k)).toBeUndefined();
    expect(guestNameError('山田 はなこ', 'name', k)).toBeUndefined();
    expect(guestNameError('Yamada', 'name', k)).toBeUndefined();
    expect(guestNameError('山田1', 'name', k)).toBe('booking.validation.name.jaKanji');
    expect(guestNameError('김', 'name', k)).toBe('booking.validation.name.jaKanji');
  });
  it('kana fields take hiragana or katakana only', () => {
    const k = ctx('ja', true);
    expect(guestNameError('ヤマダ', 'kana', k)).toBeUndefined();
    expect(guestNameError('やまだ', 'kana', k)).toBeUndefined();
    expect(guestNameError('ユーコ', 'kana', k)).toBeUndefined();
    expect(guestNameError('', 'kana', k)).toBe('booking.validation.required');
    expect(guestNameError('山田', 'kana', k)).toBe('booking.validation.name.kana');
    expect(guestNameError('Yamada', 'kana', k)).toBe('booking.validation.name.kana');
  });
  it('rejects half-width katakana and symbols of the kana scripts until normalised', () => {
    const k = ctx('ja', true);
    expect(guestNameError('ﾔﾏﾀﾞ', 'kana', k)).toBe('booking.validation.name.kana');
    expect(guestNameError(normaliseInput('ﾔﾏﾀﾞ'), 'kana', k)).toBeUndefined();
    expect(guestNameError('㋐', 'kana', k)).toBe('booking.validation.name.kana');
    expect(guestNameError('〇', 'name', k)).toBe('booking.validation.name.jaKanji');
    expect(guestNameError('ジョン・スミス', 'kana', k)).toBe('booking.validation.name.kana');
  });
});

describe('zh and ko', () => {
  it.each(['zh_Hans', 'zh_Hant'] as const)('%s accepts kanji or English', (locale) => {
    expect(guestNameError('王小明', 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError('陳', 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError('Wang', 'name', ctx(locale))).toBeUndefined();
    expect(guestNameError('王Wang', 'name', ctx(locale))).toBe('booking.validation.name.zh');
    expect(guestNameError('おう', 'name', ctx(locale))).toBe('booking.validation.name.zh');
    expect(guestNameError('왕', 'name', ctx(locale))).toBe('booking.validation.name.zh');
  });
  it('ko accepts hangul or English', () => {
    expect(guestNameError('김민수', 'name', ctx('ko'))).toBeUndefined();
    expect(guestNameError('Kim', 'name', ctx('ko'))).toBeUndefined();
    expect(guestNameError('金', 'name', ctx('ko'))).toBe('booking.validation.name.ko');
    expect(guestNameError('김Kim', 'name', ctx('ko'))).toBe('booking.validation.name.ko');
    // Half-width hangul (U+FFA0–FFDC) is a compatibility form: rejected.
    expect(guestNameError('\uFFB1\uFFC2', 'name', ctx('ko'))).toBe('booking.validation.name.ko');
  });
});

describe('nameRule', () => {
  it('names the systems and the message per locale', () => {
    expect(nameRule('name', ctx('ko')).systems).toEqual(['hangul', 'latin']);
    expect(nameRule('kana', ctx('en')).systems).toEqual(['kana']);
    expect(NAME_SYSTEMS.han.test('王 小明')).toBe(true);
  });
});
