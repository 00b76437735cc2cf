import { describe, expect, it } from 'vitest';
import { ARCHIVE_PASSWORD_ALPHABET, newArchivePassword } from './archive-password.ts';

describe('newArchivePassword', () => {
  it('gives five groups of four unambiguous letters and digits', () => {
    const password = newArchivePassword();
    expect(password).toMatch(/^([2-9A-HJ-NP-Za-km-np-z]{4}-){4}[2-9A-HJ-NP-Za-km-np-z]{4}$/);
    expect(ARCHIVE_PASSWORD_ALPHABET).not.toMatch(/[01OoIil]/);
    expect(new Set(ARCHIVE_PASSWORD_ALPHABET).size).toBe(ARCHIVE_PASSWORD_ALPHABET.length);
  });

  it('draws a new password each time, from the whole alphabet', () => {
    const passwords = Array.from({ length: 200 }, newArchivePassword);
    expect(new Set(passwords).size).toBe(200);
    // 200 × 20 draws from 55 symbols: every symbol turns up (a stuck generator would not).
    const seen = new Set(passwords.join('').replaceAll('-', ''));
    expect(seen.size).toBe(ARCHIVE_PASSWORD_ALPHABET.length);
  });
});
