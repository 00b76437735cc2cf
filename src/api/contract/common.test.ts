import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateSchema, QueryBoolSchema, QueryIntSchema, QueryListSchema } from './common.ts';
import { ErrorBodySchema } from './error.ts';
import { CreateReservationSchema } from './reservation.ts';
import { RoomSearchQuerySchema } from './rooms.ts';

describe('contract primitives', () => {
  it('accepts only real calendar dates', () => {
    expect(v.is(DateSchema, '2028-02-29')).toBe(true);
    for (const bad of ['2030-02-30', '2030-13-01', 'tomorrow', '2030-1-1', ''])
      expect(v.is(DateSchema, bad)).toBe(false);
  });
  it('reads query strings into numbers, booleans and lists', () => {
    expect(v.parse(QueryIntSchema, '12')).toBe(12);
    expect(v.is(QueryIntSchema, '-1')).toBe(false);
    expect(v.parse(QueryBoolSchema, '1')).toBe(true);
    expect(v.parse(QueryListSchema, 'a, b,,c')).toEqual(['a', 'b', 'c']);
  });
  it('parses the JSON rooms of a search', () => {
    const q = v.parse(RoomSearchQuerySchema, {
      code: 'x',
      rooms: '[{"adults":2,"kids_age_range":[{"code":"A","count":1}]}]',
      utm_source: 'kept',
    });
    expect(q.rooms?.[0]?.kids_age_range).toEqual([{ code: 'A', count: 1 }]);
  });
  it('keeps the flat search shorthand within the limits of the JSON rooms', () => {
    const search = (query: Record<string, string>) =>
      v.safeParse(RoomSearchQuerySchema, { code: 'x', ...query });
    expect(search({ adults: '1', room_count: '10' }).success).toBe(true);
    expect(search({ adults: '20' }).success).toBe(true);
    for (const bad of [
      { adults: '0' },
      { adults: '21' },
      { room_count: '0' },
      { room_count: '11' },
    ])
      expect(search(bad).success).toBe(false);
  });
  it('rejects unknown booking fields and keeps the error shape strict', () => {
    expect(v.safeParse(CreateReservationSchema, { total_price: 1 }).success).toBe(false);
    expect(
      v.is(ErrorBodySchema, {
        errors: [{ title: 't', status: 400, code: 1000, details: { base: ['m'] } }],
      }),
    ).toBe(true);
    expect(
      v.is(ErrorBodySchema, {
        errors: [{ title: 't', status: 400, code: '1000', details: { base: ['m'] } }],
      }),
    ).toBe(false);
  });
});
