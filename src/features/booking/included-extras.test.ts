import { describe, expect, it } from 'vitest';
import type { PlanSearchResult, RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { includedExtraIds } from './included-extras.ts';

const plan = (code: string, extras: string[]) =>
  ({ room_plan_code: code, inclusive_extra_ids: extras }) as RoomPlanResult;
const room = (...plans: RoomPlanResult[]) => ({ room_plans: plans }) as RoomResult;

describe('the extras included in the booked plans', () => {
  const answer = {
    rooms: [room(plan('STD-BB', ['breakfast', 'wifi']), plan('STD-RO', []))],
    plans: [
      {
        hotel_plan_code: 'SPA',
        rooms: [room(plan('DLX-SPA', ['spa', 'wifi']))],
      } as PlanSearchResult,
    ],
  };

  it('joins every booked plan’s list, once each, from both views', () => {
    expect(
      includedExtraIds(answer, [
        { room_plan_code: 'STD-BB' },
        { room_plan_code: 'DLX-SPA' },
        { room_plan_code: 'STD-BB' },
      ]),
    ).toEqual(['breakfast', 'spa', 'wifi']);
  });

  it('is empty when the booked plans include nothing', () => {
    expect(includedExtraIds(answer, [{ room_plan_code: 'STD-RO' }])).toEqual([]);
  });

  it('is unknown when a booked plan is not in the answer', () => {
    expect(
      includedExtraIds(answer, [{ room_plan_code: 'STD-BB' }, { room_plan_code: 'GONE' }]),
    ).toBeUndefined();
  });
});
