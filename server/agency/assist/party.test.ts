import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/rules/locales.ts';
import { normalise } from './normalise.ts';
import { partyOf } from './party.ts';

const party = (text: string) => {
  const { rest: _rest, withoutChildren: _without, ...counted } = partyOf(normalise(text));
  return counted;
};

describe('who travels', () => {
  // Before issue 37 children were never read, and "2 adults and 1 child" gave 1 or 0 adults.
  const children: [Locale, string, number, number, number[]?][] = [
    ['en', '3 adults and 2 children', 3, 2],
    ['en', '2 adults with a 7-year-old', 2, 1, [7]],
    ['ja', '大人3名、子供2名（10歳、12歳）', 3, 2, [10, 12]],
    ['ko', '어른 3명, 아이 2명', 3, 2],
    ['ko', '성인 2명과 5살 아이 1명', 2, 1, [5]],
    ['zh_Hans', '三个大人两个孩子', 3, 2],
    ['zh_Hans', '3大2小，孩子分别6岁和9岁', 3, 2, [6, 9]],
    ['zh_Hant', '大人3位、小孩2位', 3, 2],
    ['id', '3 dewasa dan 2 anak usia 4 dan 6 tahun', 3, 2, [4, 6]],
    ['th', 'ผู้ใหญ่ 3 คน เด็ก 2 คน', 3, 2],
    ['th', 'ผู้ใหญ่ 2 เด็กอายุ 8 ขวบ 1 คน', 2, 1, [8]],
    ['ar', 'لثلاثة بالغين وطفلين', 3, 2],
    ['ar', 'لبالغين وطفل عمره ٣ سنوات', 2, 1, [3]],
    ['en', 'three adults and one teenager (15)', 3, 1, [15]],
    ['ko', '어른 2명 아이 2명(3, 6)', 2, 2, [3, 6]],
    // A family counted whole: its adults are what the children leave.
    ['zh_Hans', '一家四口，两个孩子', 2, 2],
    ['en', 'a family of 5 with 3 kids', 2, 3],
  ];
  it.each(children)('counts adults and children apart (%s) "%s"', (_, text, adults, kids, ages) => {
    expect(party(text)).toEqual({
      adults,
      children: kids,
      ...(ages ? { kidsAges: ages } : {}),
    });
  });

  it('drops ages that do not match the children counted, and reads ages alone as children', () => {
    expect(party('2 adults and 3 kids aged 4 and 6')).toEqual({ adults: 2, children: 3 });
    expect(party('two adults with kids aged 4 and 6')).toEqual({
      adults: 2,
      children: 2,
      kidsAges: [4, 6],
    });
    // Not a child: a wish for a child-friendly hotel.
    expect(party('a child-friendly hotel for 2')).toEqual({ adults: 2 });
  });

  // Before issue 37 these gave no adults at all.
  const numberWords: [Locale, string, number][] = [
    ['en', 'the three of us', 3],
    ['en', 'just me', 1],
    ['en', 'my husband and I', 2],
    ['ja', '大人四人', 4],
    ['ja', '夫婦で', 2],
    ['ko', '어른 세 명', 3],
    ['ko', '우리 부부', 2],
    ['zh_Hans', '四个大人', 4],
    ['zh_Hans', '就我自己', 1],
    ['zh_Hant', '我們倆', 2],
    ['zh_Hant', '四個大人', 4],
    ['id', 'kami berempat', 4],
    ['id', 'suami istri', 2],
    ['th', 'ผู้ใหญ่สี่คน', 4],
    ['th', 'ไปกันสามคน', 3],
    ['ar', 'لأربعة بالغين', 4],
    ['ar', 'لبالغين اثنين', 2],
    ['ar', 'أنا وزوجي', 2],
  ];
  it.each(numberWords)('reads number words and phrases (%s) "%s"', (_, text, adults) => {
    expect(party(text)).toEqual({ adults });
  });
});
