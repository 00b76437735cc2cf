import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../api/client/types.ts';
import type { QuoteReservation } from '../../../api/contract/reservation.ts';
import { askQuoteEarly, quoteKey, takeEarlyQuote } from './early-quote.ts';

const body: QuoteReservation = {
  hotel_code: 'sakuratokyo',
  checkin_date: '2030-05-01',
  checkout_date: '2030-05-02',
  rooms: [{ room_type_code: 'STD', plan_code: 'RO', adults: 2, children: [] }],
  payment_type: 'credit_card',
} as unknown as QuoteReservation;

/** An API client whose quote answers `outcome`, recording each POST. */
function quotingApi(outcome: 'answer' | 'fail') {
  const posts: { path: string; body: unknown }[] = [];
  const post = async (path: string, _schema: unknown, sent: unknown) => {
    posts.push({ path, body: sent });
    if (outcome === 'fail') throw new Error('refused');
    return { data: { price: { total: 12000 } } };
  };
  return { api: { post } as unknown as ApiClient, posts };
}

describe('a quote asked for early', () => {
  it('posts the body at once and is taken once by the same body', async () => {
    const store = createStore();
    const { api, posts } = quotingApi('answer');
    askQuoteEarly(store, api, body);
    expect(posts).toEqual([{ path: 'reservations/quote', body }]);
    const taken = takeEarlyQuote(store, quoteKey(body));
    await expect(taken).resolves.toEqual({ price: { total: 12000 } });
    expect(takeEarlyQuote(store, quoteKey(body))).toBeUndefined();
  });

  it('is dropped when another body asks first', () => {
    const store = createStore();
    askQuoteEarly(store, quotingApi('answer').api, body);
    expect(takeEarlyQuote(store, quoteKey({ ...body, coupon_code: 'SPRING' }))).toBeUndefined();
    expect(takeEarlyQuote(store, quoteKey(body))).toBeUndefined();
  });

  it('hands its failure to whoever takes it, and none is unhandled before', async () => {
    const store = createStore();
    askQuoteEarly(store, quotingApi('fail').api, body);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyQuote(store, quoteKey(body))).rejects.toThrow('refused');
  });

  it('is nothing when none was asked for', () => {
    expect(takeEarlyQuote(createStore(), quoteKey(body))).toBeUndefined();
  });
});
