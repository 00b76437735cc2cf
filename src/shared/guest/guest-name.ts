import type { Locale } from '../../rules/locales.ts';
import type { RuleResult } from '../form/rule-types.ts';
import { maxLengthError, requiredError } from './guest-fields.ts';

/*
 * Guest-name rules of product §5, per widget locale.
 *
 * A name is valid when the WHOLE value is written in ONE of the writing systems the locale
 * allows (no mixing of, say, hangul and Latin in one field). Japanese kanji and kana count as
 * one system because Japanese names mix them (`山田 はなこ`).
 *
 * Characters are matched by Unicode script (`\p{Script=…}` with the `u` flag), restricted to
 * letters (`\p{L}`), so script symbols such as circled katakana (㋐), the kanji-number 〇 or
 * CJK radicals are rejected, as the server's own name rule (`\p{L}`) would reject them.
 * Half-width katakana (U+FF61–FF9F) and half-width hangul (U+FFA0–FFDC) are rejected, and
 * "English letters" means half-width A–Z only (no full-width `Ａ`, no accents): the screens
 * normalise with `normaliseInput` (NFKC) first, which turns full-width Latin into half-width and
 * half-width kana into full-width, so a guest never sees this error for width alone.
 */

/** A letter of `script`, excluding the half-width forms block. */
const letter = (script: string): string =>
  `(?:(?=\\p{L})(?![\\uFF61-\\uFFDC])\\p{Script=${script}})`;

const HIRAGANA = letter('Hiragana');
const KATAKANA = letter('Katakana');
const HAN = letter('Han');
const HANGUL = letter('Hangul');
/** U+30FC, the prolonged sound mark (Script=Common), used in kana names (`ユーコ`). */
const CHOONPU = '\\u30FC';

/** A first letter from `first`, then letters from `rest` or single spaces. */
const system = (first: string, rest: string = first): RegExp =>
  new RegExp(`^${first}(?:${rest}| (?! ))*$`, 'u');

/** The writing systems a name may be written in. */
export const NAME_SYSTEMS = {
  /** Half-width English letters, with space, apostrophe, hyphen and period inside a name. */
  latin: /^[A-Za-z](?:[A-Za-z'.-]| (?! ))*$/,
  hiragana: system(HIRAGANA, `${HIRAGANA}|${CHOONPU}`),
  kana: system(`(?:${HIRAGANA}|${KATAKANA})`, `${HIRAGANA}|${KATAKANA}|${CHOONPU}`),
  japanese: system(
    `(?:${HAN}|${HIRAGANA}|${KATAKANA})`,
    `${HAN}|${HIRAGANA}|${KATAKANA}|${CHOONPU}`,
  ),
  han: system(HAN),
  hangul: system(HANGUL),
} as const;

/** One of `NAME_SYSTEMS`. */
export type NameSystem = keyof typeof NAME_SYSTEMS;

/** Which name field: the main (displayed) name or its kana reading. */
export type NameFieldKind = 'name' | 'kana';

/** What decides the name rule. */
export interface NameRuleContext {
  readonly locale: Locale;
  /** The hotel's `kanji_name_required` flag (init settings). */
  readonly kanjiNameRequired: boolean;
}

/** The server's maximum name length (contract `GuestSchema`). */
export const NAME_MAX_LENGTH = 50;

interface NameRule {
  readonly systems: readonly NameSystem[];
  readonly message: NonNullable<RuleResult>;
}

/**
 * The writing systems allowed for a field and the message that names them:
 * - ja: hiragana or Latin; with `kanji_name_required`, kanji/kana/Latin, and the kana fields
 *   (hiragana or katakana) are required;
 * - zh_Hans, zh_Hant: kanji (Han) or Latin; ko: hangul or Latin;
 * - every other locale: English letters.
 */
export function nameRule(kind: NameFieldKind, ctx: NameRuleContext): NameRule {
  if (kind === 'kana') return { systems: ['kana'], message: 'booking.validation.name.kana' };
  switch (ctx.locale) {
    case 'ja':
      return ctx.kanjiNameRequired
        ? { systems: ['japanese', 'latin'], message: 'booking.validation.name.jaKanji' }
        : { systems: ['hiragana', 'latin'], message: 'booking.validation.name.ja' };
    case 'zh_Hans':
    case 'zh_Hant':
      return { systems: ['han', 'latin'], message: 'booking.validation.name.zh' };
    case 'ko':
      return { systems: ['hangul', 'latin'], message: 'booking.validation.name.ko' };
    default:
      return { systems: ['latin'], message: 'booking.validation.name.latin' };
  }
}

/** True when the kana name fields are shown and required (Japanese, `kanji_name_required`). */
export function kanaNamesRequired(ctx: NameRuleContext): boolean {
  return ctx.locale === 'ja' && ctx.kanjiNameRequired;
}

/**
 * A first or last name (kind `name`) or its kana reading (kind `kana`): required, at most 50
 * characters, and written in one allowed system. Leading and trailing spaces are ignored, as
 * the server trims them.
 */
export function guestNameError(
  value: string,
  kind: NameFieldKind,
  ctx: NameRuleContext,
): RuleResult {
  const missing = requiredError(value) ?? maxLengthError(value, NAME_MAX_LENGTH);
  if (missing) return missing;
  const rule = nameRule(kind, ctx);
  const trimmed = value.trim();
  return rule.systems.some((s) => NAME_SYSTEMS[s].test(trimmed)) ? undefined : rule.message;
}
