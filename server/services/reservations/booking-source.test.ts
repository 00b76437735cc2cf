import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateReservationSchema } from '../../../src/api/contract/index.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { bookingSource } from './booking-source.ts';

describe('bookingSource', () => {
  it('records the page the booking says it was made on, the widget when it says none', () => {
    expect(bookingSource({})).toBe('widget');
    expect(bookingSource({ source: 'widget' })).toBe('widget');
    expect(bookingSource({ source: 'hosted' })).toBe('hosted');
    expect(bookingSource({ source: 'agency' })).toBe('agency');
    expect(bookingSource({ source: 'chatbot' })).toBe('chatbot');
  });

  it('reads the campaign as the desk reads older bookings: a chatbot tag, a metasearch channel', () => {
    expect(bookingSource({ source: 'hosted', campaign: { utm_source: 'LINE' } })).toBe('chatbot');
    expect(bookingSource({ campaign: { source: 'triplabot' } })).toBe('chatbot');
    expect(bookingSource({ source: 'hosted', campaign: { metasearch_source: 'trivago' } })).toBe(
      'channel',
    );
    expect(bookingSource({ source: 'chatbot', campaign: { metasearch_source: 'trivago' } })).toBe(
      'chatbot',
    );
    expect(bookingSource({ source: 'agency', campaign: { utm_source: 'newsletter' } })).toBe(
      'agency',
    );
  });

  it('is refused, by the contract, for a source only the server records', () => {
    const body = tokyoBooking('2030-01-10', 2);
    expect(v.safeParse(CreateReservationSchema, { ...body, source: 'hosted' }).success).toBe(true);
    for (const source of ['channel', 'pay_by_link', 'console', 'Hosted', '']) {
      expect(v.safeParse(CreateReservationSchema, { ...body, source }).success).toBe(false);
    }
  });
});
