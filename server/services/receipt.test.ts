import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/api/contract/index.ts';
import { YEN_TOTAL } from '../test/fixtures.ts';
import { receiptPdf } from './receipt.ts';
import { splitRuns } from './receipt-fonts.ts';

const price = {
  nights: [{ date: '2026-05-01', price_without_tax: 20000 }],
  room_price_without_tax: 20000,
  coupon_discount_amount: 0,
  total_price_without_tax: 20000,
  tax: 2000,
  accommodation_tax: 200,
  total_price: 22200,
};

function reservation(first: string, last: string, hotel = 'さくらホテル東京'): Reservation {
  return {
    reservation_number: 'SK-12345678',
    status: 'done',
    hotel_code: 'sakura-tokyo',
    hotel_name: hotel,
    hotel_brand_id: 1,
    email: 'guest@example.com',
    checkin_date: '2026-05-01',
    checkout_date: '2026-05-02',
    nights: 1,
    payment_type: 'on_site',
    guest: { first_name: first, last_name: last },
    rooms: [
      {
        room_type_code: 'standard-double',
        room_type_name: 'スタンダードダブル',
        room_plan_code: 'std-room-only',
        room_plan_name: '素泊まり',
        adults: 2,
        children: 0,
        kids_tiers: [],
        guest: null,
        price,
      },
    ],
    extras: [],
    answers: [],
    coupon_code: null,
    special_request: null,
    price: YEN_TOTAL,
    cancellation_policy: {
      code: 'flexible',
      title: 'Flexible',
      lines: [],
      cancel_before_at: null,
      cancellation_policy_parts: [],
      no_show_percentage_of_cost: 100,
    },
    cancellation_fee: 0,
    cancellation: null,
    created_at: '2026-04-01T00:00:00Z',
    updated_at: '2026-04-01T00:00:00Z',
  };
}

/** Every ToUnicode map and embedded font name of a PDF. */
async function inspect(bytes: Uint8Array): Promise<{ cmaps: string; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  let cmaps = '';
  const fonts: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream) {
      const filter = obj.dict.get(PDFName.of('Filter'));
      const raw = filter === PDFName.of('FlateDecode') ? inflateSync(obj.contents) : obj.contents;
      const text = Buffer.from(raw).toString('latin1');
      if (text.includes('begincmap')) cmaps += text;
    } else if ('get' in obj && typeof obj.get === 'function') {
      const base = obj.get(PDFName.of('BaseFont'));
      if (base instanceof PDFName) fonts.push(base.decodeText());
    }
  }
  return { cmaps, fonts };
}

/** The hex UTF-16 code of a character as it appears in a ToUnicode map. */
const hex = (ch: string): string =>
  [...Buffer.from(ch, 'utf16le').swap16()]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

describe('receipt PDF', () => {
  it('the standard font alone cannot encode kanji (why fallback fonts exist)', async () => {
    const doc = await PDFDocument.create();
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    expect(() => helvetica.encodeText('山田')).toThrow();
  });

  it('prints a kanji name and hotel with an embedded Japanese subset, no "?"', async () => {
    const started = performance.now();
    const pdf = await receiptPdf(reservation('太郎', '山田'), '領収書', new Date('2026-05-02'));
    const ms = performance.now() - started;
    const { cmaps, fonts } = await inspect(pdf);
    expect(fonts.some((f) => /^NotoSansJP/.test(f))).toBe(true);
    expect(fonts).toContain('Helvetica');
    for (const ch of '山田太郎領収書さくらホテル東京素泊まり')
      expect(cmaps).toContain(`<${hex(ch)}>`);
    // Subset: a few kilobytes, not the 4.5 MB font file.
    expect(pdf.length).toBeLessThan(80_000);
    console.info(`receipt (ja): ${pdf.length} bytes in ${ms.toFixed(0)} ms (first, fonts loading)`);
  });

  it('prints Korean, Simplified and Traditional Chinese, Arabic and Thai names', async () => {
    const names: [string, string, RegExp][] = [
      ['민준', '김', /NotoSansKR/],
      ['伟', '张', /NotoSans(JP|KR|Hans)/],
      ['們', '陳', /NotoSans(JP|KR|Hans)/],
      ['محمد', 'علي', /NotoNaskhArabic/],
      ['สมชาย', 'ใจดี', /NotoSansThai/],
    ];
    for (const [first, last, font] of names) {
      const started = performance.now();
      const pdf = await receiptPdf(reservation(first, last), 'Receipt', new Date('2026-05-02'));
      const ms = performance.now() - started;
      const { fonts } = await inspect(pdf);
      expect(
        fonts.some((f) => font.test(f)),
        `${first} ${last}: ${fonts.join(', ')}`,
      ).toBe(true);
      console.info(`receipt (${first}): ${pdf.length} bytes in ${ms.toFixed(0)} ms`);
    }
  });

  it('splits text into runs by font and replaces only what no font has', () => {
    expect(splitRuns('Guest: 山田 太郎')).toEqual([
      { font: 'latin', text: 'Guest: ' },
      { font: 'jp', text: '山田 太郎' },
    ]);
    expect(splitRuns('Müller 김')).toEqual([
      { font: 'latin', text: 'Müller ' },
      { font: 'kr', text: '김' },
    ]);
    // An emoji is in none of the fonts: a "?" in the Latin run, never an exception.
    expect(splitRuns('A😀')).toEqual([{ font: 'latin', text: 'A?' }]);
    // A space between two scripts is Latin: the Arabic run does not take it along.
    expect(splitRuns('محمد علي 김')).toEqual([
      { font: 'ar', text: 'محمد علي' },
      { font: 'latin', text: ' ' },
      { font: 'kr', text: '김' },
    ]);
  });
});
