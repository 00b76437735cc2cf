// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadedSanitiser, sanitiserFor } from './sanitiser.ts';

describe('sanitiserFor', () => {
  it('loads nothing for a hotel without header or footer HTML', () => {
    expect(sanitiserFor()).toBeUndefined();
    expect(sanitiserFor(undefined, ' \n ', '')).toBeUndefined();
    expect(loadedSanitiser()).toBeUndefined();
  });

  it('loads the sanitiser once any HTML is set, so the first screen can draw it at once', async () => {
    await sanitiserFor(undefined, '<b>Sakura</b>');
    // What it does is src/lib/sanitize-html.browser.test.ts's (DOMPurify wants a real DOM).
    expect(typeof loadedSanitiser()?.sanitizeHotelHtml).toBe('function');
  });
});
