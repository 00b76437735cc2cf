import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for one another when read from an e-mail and typed
 * (no 0/O/o, 1/l/I/i): 55 symbols, so 20 of them carry about 115 bits, far beyond guessing even
 * at the speed of the attacks on AES ZIP's key derivation.
 */
export const ARCHIVE_PASSWORD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';

const GROUPS = 5;
const GROUP_LENGTH = 4;

/**
 * A new random password for one download (`Xk7m-p9Qa-…`, five groups of four): each file has
 * its own, so a password seen once opens no other file. `randomInt` draws uniformly from the
 * operating system's generator.
 */
export function newArchivePassword(): string {
  const group = () =>
    Array.from(
      { length: GROUP_LENGTH },
      () => ARCHIVE_PASSWORD_ALPHABET[randomInt(ARCHIVE_PASSWORD_ALPHABET.length)],
    ).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}
