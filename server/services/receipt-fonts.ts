import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type UpstreamFont, type UpstreamSubset } from 'fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { Font, Fontkit, Subset, SubsetStream } from 'pdf-lib/cjs/types/fontkit';

/*
 * Fonts for receipts in any of the widget's languages. Latin-1 text keeps the standard
 * Helvetica (no embedding, smallest PDF); every other character is drawn with the first
 * fallback font that has it: Noto Sans JP, KR and SC (CJK), Noto Naskh Arabic, Noto Sans Thai
 * (all SIL OFL 1.1, from npm). Each fallback is embedded only when used, as a subset of the
 * glyphs drawn, so a Japanese receipt carries a few kilobytes of font, not megabytes.
 *
 * Subsetting uses upstream fontkit 2: the fork bundled for pdf-lib (@pdf-lib/fontkit 1.1.1)
 * writes broken subsets of CJK fonts (short loca for TrueType, bad CFF header for OpenType),
 * which render as blank boxes although the text still extracts.
 */

const require = createRequire(import.meta.url);

/** The folder of an installed package (some export only their index, not their files). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name.split('/').pop() ?? '')) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = up;
  }
  return dir;
}

interface FallbackFont {
  /** Short name for logs and tests. */
  readonly id: string;
  readonly pkg: string;
  readonly file: string;
}

/** In order of preference: the Japanese font first (the hotels are Japanese). */
export const FALLBACK_FONTS: readonly FallbackFont[] = [
  { id: 'jp', pkg: '@embedpdf/fonts-jp', file: 'fonts/NotoSansJP-Regular.otf' },
  { id: 'kr', pkg: '@embedpdf/fonts-kr', file: 'fonts/NotoSansKR-Regular.otf' },
  { id: 'sc', pkg: '@embedpdf/fonts-sc', file: 'fonts/NotoSansHans-Regular.otf' },
  { id: 'ar', pkg: '@embedpdf/fonts-arabic', file: 'fonts/NotoNaskhArabic-Regular.ttf' },
  {
    id: 'th',
    pkg: '@expo-google-fonts/noto-sans-thai',
    file: '400Regular/NotoSansThai_400Regular.ttf',
  },
];

interface LoadedFont {
  readonly id: string;
  readonly bytes: Uint8Array;
  readonly font: UpstreamFont;
}

// Each font is read and parsed once per process, when a receipt first needs it (the files
// are megabytes; a Japanese receipt never loads the Korean or Chinese one).
const loaded = new Map<string, LoadedFont>();
const parsed = new WeakMap<Uint8Array, UpstreamFont>();

function load(f: FallbackFont): LoadedFont {
  let font = loaded.get(f.id);
  if (!font) {
    const bytes = new Uint8Array(readFileSync(join(packageDir(f.pkg), f.file)));
    font = { id: f.id, bytes, font: create(bytes) };
    parsed.set(bytes, font.font);
    loaded.set(f.id, font);
  }
  return font;
}

type Listener = (data: Uint8Array) => unknown;

/** fontkit 2 subsets encode at once; pdf-lib reads a stream of `data` then `end` events. */
function withStream(subset: UpstreamSubset): Subset {
  return Object.assign(subset, {
    encodeStream(): SubsetStream {
      // Encoded now: an error throws inside pdf-lib's promise executor and rejects the save.
      const bytes = subset.encode();
      const listeners = new Map<string, Listener>();
      const stream: SubsetStream = {
        on(event: string, callback: Listener) {
          listeners.set(event, callback);
          return stream;
        },
      };
      // Emitted once pdf-lib has attached its listeners (it does so in the same tick).
      queueMicrotask(() => {
        listeners.get('data')?.(bytes);
        listeners.get('end')?.(new Uint8Array());
      });
      return stream;
    },
  });
}

const adapted = new WeakMap<UpstreamFont, Font>();

/** The font with pdf-lib's subset interface; adapted once (pdf-lib may embed a font often). */
function adapt(font: UpstreamFont): Font {
  let done = adapted.get(font);
  if (!done) {
    const make = font.createSubset.bind(font);
    done = Object.assign(font, { createSubset: (): Subset => withStream(make()) });
    adapted.set(font, done);
  }
  return done;
}

/** pdf-lib's font engine over upstream fontkit, reusing the fonts parsed above. */
export const receiptFontkit: Fontkit = {
  create: (buffer: Uint8Array): Font => adapt(parsed.get(buffer) ?? create(buffer)),
};

/** Characters the standard Helvetica draws (WinAnsi's Latin-1 part). */
const LATIN1 = /[\x20-\x7e\xa0-\xff]/;

/** A piece of a line drawn with one font. */
export interface TextRun {
  /** `latin` (Helvetica), a fallback font id, or `missing` (drawn as "?"). */
  readonly font: string;
  readonly text: string;
}

/**
 * Splits text into runs by the font that can draw each character: Latin-1 with Helvetica,
 * anything else with the first fallback that has the glyph. Spaces stay in the current run so
 * a Japanese or Arabic name of several words is laid out (and, for Arabic, shaped and ordered
 * right to left) as one piece; a character no font has becomes "?" rather than an error.
 */
export function splitRuns(text: string): TextRun[] {
  const chars = [...text];
  const fontOf = (ch: string): string => {
    if (LATIN1.test(ch)) return 'latin';
    const cp = ch.codePointAt(0) ?? 0;
    return FALLBACK_FONTS.find((f) => load(f).font.hasGlyphForCodePoint(cp))?.id ?? 'missing';
  };
  const runs: { font: string; text: string }[] = [];
  for (const [i, ch] of chars.entries()) {
    const last = runs[runs.length - 1];
    let font = fontOf(ch);
    if (ch === ' ' && last) {
      // Only between two characters of the same run's font; a space at a change of font is
      // Latin, so an Arabic run laid out right to left never carries it to its other end.
      const next = chars.slice(i + 1).find((c) => c !== ' ');
      if (next !== undefined && fontOf(next) === last.font) font = last.font;
    }
    const piece = font === 'missing' ? '?' : ch;
    if (font === 'missing') font = 'latin';
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  }
  return runs;
}

/** Fonts of one receipt: Helvetica (regular, bold) and the fallbacks, embedded when first used. */
export interface ReceiptFonts {
  font(run: TextRun, bold: boolean): Promise<PDFFont>;
}

export async function receiptFonts(pdf: PDFDocument): Promise<ReceiptFonts> {
  pdf.registerFontkit(receiptFontkit);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const embedded = new Map<string, Promise<PDFFont>>();
  return {
    font(run, isBold) {
      if (run.font === 'latin') return Promise.resolve(isBold ? bold : regular);
      let font = embedded.get(run.font);
      if (!font) {
        const source = FALLBACK_FONTS.find((f) => f.id === run.font);
        if (!source) return Promise.resolve(regular);
        font = pdf.embedFont(load(source).bytes, { subset: true });
        embedded.set(run.font, font);
      }
      return font;
    },
  };
}
