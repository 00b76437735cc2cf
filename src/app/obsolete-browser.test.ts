import { describe, expect, it } from 'vitest';
import { missingFeatures } from './obsolete-browser.ts';

describe('missingFeatures', () => {
  it('lists what an old browser lacks', () => {
    const old = { Intl: {}, structuredClone: undefined } as unknown as typeof globalThis;
    expect(missingFeatures(old)).toEqual([
      'adoptedStyleSheets',
      'structuredClone',
      'Intl.PluralRules',
      'customElements',
    ]);
  });
  it('finds nothing missing in a modern browser-like scope', () => {
    class FakeDocument {
      get adoptedStyleSheets() {
        return [];
      }
    }
    const modern = {
      Document: FakeDocument,
      structuredClone: () => undefined,
      Intl,
      customElements: {},
    } as unknown as typeof globalThis;
    expect(missingFeatures(modern)).toEqual([]);
  });
});
