import { describe, expect, it } from 'vitest';
import { createAppIntl } from './create-intl.ts';
import { isolate } from './isolate.ts';

describe('isolate', () => {
  it('wraps the text in FSI … PDI, which formatting leaves in place', () => {
    expect(isolate('Deluxe Twin')).toBe('\u2068Deluxe Twin\u2069');
    const ar = createAppIntl('ar', { line: 'الغرفة {n}: {room}' });
    expect(ar.formatMessage({ id: 'line' }, { n: 1, room: isolate('Deluxe Twin') })).toBe(
      'الغرفة 1: \u2068Deluxe Twin\u2069',
    );
  });
});
