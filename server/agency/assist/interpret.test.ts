import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/rules/locales.ts';
import { loadEvalSet } from './eval/eval-set.ts';
import { describeScore, scoreSet } from './eval/score.ts';
import { interpret } from './interpret.ts';

/** A Wednesday (the sets' "today"). */
const TODAY = '2026-11-25';

describe('built-in interpreter on its written sets', () => {
  const tuning = loadEvalSet('tuning');
  const heldOut = loadEvalSet('held-out');

  it('has a tuning set of 150+ and a held-out set of 24+ requests, 3+ per language', () => {
    expect(tuning.requests.length).toBeGreaterThanOrEqual(150);
    expect(heldOut.requests.length).toBeGreaterThanOrEqual(24);
    for (const locale of LOCALES)
      expect(heldOut.requests.filter((r) => r.locale === locale).length).toBeGreaterThanOrEqual(3);
    // No request is in both: the held-out score would flatter.
    const tuned = new Set(tuning.requests.map((r) => r.text));
    expect(heldOut.requests.filter((r) => tuned.has(r.text))).toEqual([]);
  });

  it('gets at least 95% of the tuning requests fully right in every language', () => {
    for (const locale of LOCALES) {
      const mine = { ...tuning, requests: tuning.requests.filter((r) => r.locale === locale) };
      const score = scoreSet(mine, interpret);
      const misses = score.misses.map(
        (m) => `"${m.request.text}" ${m.fields.join(', ')}: ${JSON.stringify(m.got)}`,
      );
      expect
        .soft(score.fullyRight / score.requests, `${locale}:\n${misses.join('\n')}`)
        .toBeGreaterThanOrEqual(0.95);
    }
  });

  it('meets the goal on the held-out set (its misses are never printed: it is not tuned on)', () => {
    const score = scoreSet(heldOut, interpret);
    console.log(`Held-out: ${describeScore(score)}`);
    expect(score.fullyRight / score.requests).toBeGreaterThanOrEqual(0.9);
    expect(score.fieldsRight / score.fields).toBeGreaterThanOrEqual(0.97);
  });
});

describe('built-in interpreter', () => {
  // Before issue 37: "1,5 juta" was 5,000,000 and "1.5 หมื่น" not read.
  const budgets: [Locale, string, number, string][] = [
    ['en', 'Kyoto under 12.5k yen', 12500, 'JPY'],
    ['ja', '京都 予算1泊1.8万円', 18000, 'JPY'],
    ['ko', '교토 1박 12.5만원 이하', 125000, 'KRW'],
    ['zh_Hans', '京都 每晚1.2千元以内', 1200, 'CNY'],
    ['zh_Hant', '京都 每晚1.5萬台幣以內', 15000, 'TWD'],
    ['id', 'Kyoto maksimal 2,5 juta rupiah', 2500000, 'IDR'],
    ['th', 'เกียวโต ไม่เกิน 2.5 พันบาท', 2500, 'THB'],
    ['ar', 'كيوتو بأقل من ١٫٢ ألف ريال', 1200, 'SAR'],
  ];
  it.each(budgets)(
    'reads a budget with a decimal and a unit (%s) "%s"',
    (locale, text, amount, currency) => {
      expect(interpret(text, locale, TODAY).budget).toEqual({ amount, currency });
    },
  );

  // Before issue 37 only the catalogue's own spelling of each area was known.
  const places: [Locale, string, string][] = [
    ['en', 'a ramen-district hotel in Hakata', 'fukuoka'],
    ['ja', '博多駅の近くのホテル', 'fukuoka'],
    ['ko', '제주도 호텔', 'jeju'],
    ['zh_Hans', '北海道二世谷的酒店', 'niseko'],
    ['zh_Hant', '二世谷滑雪飯店', 'niseko'],
    ['id', 'hotel di Pulau Cheju', 'jeju'],
    ['th', 'โรงแรมในโอซากะ', 'osaka'],
    ['ar', 'فندق في توكيو', 'tokyo'],
  ];
  it.each(places)('knows local spellings of places (%s) "%s"', (locale, text, area) => {
    expect(interpret(text, locale, TODAY).area).toBe(area);
  });

  it('puts children and their ages in the filters, without a "family" amenity for them', () => {
    expect(interpret('Nara, 2 adults and 2 kids aged 3 and 5, Jan 4 to 6', 'en', TODAY)).toEqual({
      area: 'nara',
      amenities: [],
      adults: 2,
      children: 2,
      kids_ages: [3, 5],
      checkin: '2027-01-04',
      checkout: '2027-01-06',
    });
    expect(interpret('家族向けの奈良のホテル 大人2名 子供1名', 'ja', TODAY)).toMatchObject({
      amenities: [],
      adults: 2,
      children: 1,
    });
    expect(interpret('resor keluarga di Nara 2 dewasa 1 anak', 'id', TODAY).amenities).toEqual([
      'family',
    ]);
  });

  it('reads digits in any script, counting units and thousands separators', () => {
    expect(interpret('under ¥1.5万 in Kyoto', 'en', TODAY).budget).toEqual({
      amount: 15000,
      currency: 'JPY',
    });
    expect(interpret('فندق لـ ٢ بالغين', 'ar', TODAY).adults).toBe(2);
    expect(interpret('Rp 2.500.000', 'id', TODAY).budget).toEqual({
      amount: 2500000,
      currency: 'IDR',
    });
    // Nothing said, nothing set.
    expect(interpret('somewhere nice', 'en', TODAY)).toEqual({ amenities: [] });
  });

  it('reads a plural as its word ("open-air baths", "hot springs")', () => {
    expect(
      interpret('Kusatsu inn with open-air baths and hot springs', 'en', TODAY).amenities,
    ).toEqual(['onsen', 'open_air_bath']);
  });

  it('reads the kind by its longest word: 商務旅館 is a business hotel, not a ryokan', () => {
    expect(interpret('仙台的商務旅館', 'zh_Hant', TODAY).kind).toBe('business');
    expect(interpret('仙台の旅館', 'ja', TODAY).kind).toBe('ryokan');
  });

  it('takes the longest stay said, not a price per night ("3泊 … 1泊7千円")', () => {
    expect(interpret('1月8日から3泊 1泊7千円まで', 'ja', TODAY)).toMatchObject({
      checkin: '2027-01-08',
      checkout: '2027-01-11',
      budget: { amount: 7000, currency: 'JPY' },
    });
  });
});
