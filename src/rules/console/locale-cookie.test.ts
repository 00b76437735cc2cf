import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromCookies } from './locale-cookie.ts';

describe('console locale cookie', () => {
  it('reads the console language among other cookies', () => {
    expect(localeFromCookies('a=1; console_locale=ar; b=2')).toBe('ar');
    expect(localeFromCookies('console_locale=zh_Hant')).toBe('zh_Hant');
  });

  it('ignores an unknown or missing language', () => {
    expect(localeFromCookies('console_locale=xx')).toBe(undefined);
    expect(localeFromCookies('console_locale=<script>')).toBe(undefined);
    expect(localeFromCookies('')).toBe(undefined);
    expect(localeFromCookies(undefined)).toBe(undefined);
  });

  it('writes a cookie the console path keeps for a year', () => {
    expect(localeCookie('th')).toBe(
      'console_locale=th; Path=/console; Max-Age=31536000; SameSite=Strict',
    );
  });
});
