import { describe, expect, it } from 'vitest';
import { bookingSourceOf } from './booking-source.ts';

describe('bookingSourceOf', () => {
  it('tells the element from the hosted pages, the agency site and the chatbot frame', () => {
    expect(bookingSourceOf({ kind: 'inline', chatbot: false }, '')).toBe('widget');
    // A hotel's own page under /ota is still the element.
    expect(bookingSourceOf({ kind: 'inline', chatbot: false }, '/ota')).toBe('widget');
    expect(bookingSourceOf({ kind: 'hosted', chatbot: false }, '')).toBe('hosted');
    expect(bookingSourceOf({ kind: 'hosted', chatbot: false }, '/ota')).toBe('agency');
    expect(bookingSourceOf({ kind: 'hosted', chatbot: true }, '')).toBe('chatbot');
  });
});
