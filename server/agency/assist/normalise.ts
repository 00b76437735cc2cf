/**
 * Folds a word or a request for matching: NFKC (full-width forms), lower case, and Arabic
 * written with or without hamza seats, alif maqsura, ta marbuta, tatweel and short vowels alike
 * ("أوساكا" and "اوساكا", "الجمعة" and "الجمعه" are one word to a guest typing quickly).
 */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Counting units multiplied out, a decimal point or comma allowed before them ("1,5 juta"). */
const UNITS: readonly (readonly [RegExp, number])[] = [
  [/(\d+(?:[.,]\d{1,2})?)\s*(?:万|萬|만|หมื่น)/g, 10_000],
  [/(\d+(?:[.,]\d{1,2})?)\s*(?:千|仟|천|พัน|الف|k(?![a-z]))/g, 1_000],
  [/(\d+(?:[.,]\d{1,2})?)\s*(?:ribu|rb(?![a-z]))/g, 1_000],
  [/(\d+(?:[.,]\d{1,2})?)\s*(?:juta|jt(?![a-z]))/g, 1_000_000],
  [/(\d+(?:[.,]\d{1,2})?)\s*ล้าน/g, 1_000_000],
];

/**
 * A request ready to read: folded (above), digits in any script to ASCII (the Arabic decimal
 * separator to a point), thousands separators dropped, and counting units (万, 만, k, ribu,
 * juta, พัน, หมื่น, ألف) multiplied out, decimals included: "1,5 juta" is 1,500,000.
 */
export function normalise(text: string): string {
  let t = fold(text);
  t = t.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
  t = t.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
  t = t.replace(/(\d)٫(\d)/g, '$1.$2').replace(/(\d)٬(\d)/g, '$1$2');
  t = t.replace(/\d{1,3}(?:[.,]\d{3})+(?![\d])/g, (n) => n.replace(/[.,]/g, ''));
  // "1万5千" is 15,000: the compound first.
  t = t.replace(/(\d+)\s*(?:万|萬|만)\s*(\d+)\s*(?:千|仟|천)/g, (_, a: string, b: string) =>
    String(Number(a) * 10_000 + Number(b) * 1_000),
  );
  for (const [pattern, factor] of UNITS)
    t = t.replace(pattern, (_, n: string) =>
      String(Math.round(Number(n.replace(',', '.')) * factor)),
    );
  return t;
}
