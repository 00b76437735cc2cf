import { describe, expect, it } from 'vitest';
import { headingTag } from './heading-levels.ts';

describe('headingTag', () => {
  it('makes the title of a hosted page its h1, and sections follow one level down', () => {
    expect([1, 2, 3].map((rank) => headingTag('hosted', rank as 1 | 2 | 3))).toEqual([
      'h1',
      'h2',
      'h3',
    ]);
  });

  it('never adds an h1 to the hotel page around the inline widget', () => {
    expect([1, 2, 3].map((rank) => headingTag('inline', rank as 1 | 2 | 3))).toEqual([
      'h2',
      'h3',
      'h4',
    ]);
  });
});
