import type { RuleResult } from '../form/rule-types.ts';
import { isBlank } from '../form/text.ts';

/**
 * Taiwan receipt (統一發票) rules of product §5. Both fields are optional (a company receipt
 * is asked for only by guests who want one); empty is valid here.
 */

/**
 * Taiwan unified business number (統一編號): exactly 8 half-width digits. The Ministry of
 * Finance's weighted check digit is not verified: the spec only asks for 8 digits, and the
 * checksum rule changed in 2023 (divisor 10 → 5), so a strict check risks refusing real numbers.
 */
export function receiptUnicodeError(value: string): RuleResult {
  if (isBlank(value)) return undefined;
  return /^[0-9]{8}$/.test(value.trim()) ? undefined : 'booking.validation.receipt.unicode';
}

/**
 * Characters common in Simplified Chinese that Taiwan's Traditional script never uses (their
 * Traditional forms in comments). A heuristic, not a full converter table.
 */
const SIMPLIFIED_ONLY = new Set(
  // 国國 门門 们們 东東 车車 贸貿 区區 发發 会會 业業 广廣 实實 开開 长長 电電 气氣
  // 华華 丽麗 湾灣 问問 为為 这這 来來 时時 对對 学學 经經 产產 厂廠 龙龍 马馬 书書
  // 银銀 专專 务務 饭飯 馆館 县縣 乡鄉 团團 园園 兴興 万萬 与與 岛島 际際 网網 讯訊
  [
    ...'国门们东车贸区发会业广实开长电气华丽湾问为这来时对学经产厂龙马书银专务饭馆县乡团园兴万与岛际网讯',
  ],
);

/**
 * Receipt name (抬頭): Traditional Chinese. The check is pragmatic: every character is a Han
 * letter, a space or a parenthesis (company names write `（股）`), at least one Han letter is
 * present, and none of a short list of common Simplified-only characters appears. Unicode has
 * no "Traditional" property: Han characters are shared by Traditional, Simplified and Japanese,
 * so a Simplified or Japanese-only name made of characters outside that list passes.
 */
export function receiptNameError(value: string): RuleResult {
  if (isBlank(value)) return undefined;
  const trimmed = value.trim();
  const shape = /^(?:(?=\p{L})\p{Script=Han}|[ ()（）])+$/u.test(trimmed);
  const hasHan = /\p{Script=Han}/u.test(trimmed);
  const simplified = [...trimmed].some((ch) => SIMPLIFIED_ONLY.has(ch));
  return shape && hasHan && !simplified ? undefined : 'booking.validation.receipt.name';
}
