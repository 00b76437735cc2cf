import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RatePlanInputSchema,
  RoomTypeInputSchema,
} from '../../../api/contract/console/inventory.ts';
import {
  moved,
  ratePlanInput,
  ratePlanValues,
  roomTypeInput,
  roomTypeValues,
} from './catalogue-values.ts';

describe('room type and rate plan form values', () => {
  it('a room type: names per locale without the empty ones, numbers as numbers', () => {
    const values = { ...roomTypeValues(), code: 'twin', name: 'Twin', 'names.ja': 'ツイン' };
    const parsed = v.parse(RoomTypeInputSchema, roomTypeInput({ ...values, total_rooms: '8' }));
    expect(parsed).toMatchObject({ code: 'twin', names: { ja: 'ツイン' }, total_rooms: 8 });
    expect(
      v.safeParse(RoomTypeInputSchema, roomTypeInput({ ...values, capacity: 'two' })).success,
    ).toBe(false);
  });

  it('a rate plan derived at −10 % from its parent', () => {
    const values = {
      ...ratePlanValues(),
      code: 'twin-member',
      room_type_code: 'twin',
      name: 'Members',
      cancellation_policy_code: 'standard',
      parent_plan_code: 'twin-flex',
      percent: '-10',
    };
    expect(v.parse(RatePlanInputSchema, ratePlanInput(values)).derivation).toMatchObject({
      parent_plan_code: 'twin-flex',
      kind: 'percent',
      value: -10,
    });
    expect(ratePlanInput({ ...values, parent_plan_code: '' })).toMatchObject({ derivation: null });
  });

  it('reorders by one place, never past the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
