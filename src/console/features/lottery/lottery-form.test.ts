import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateConsoleLotteryEventSchema } from '../../../api/contract/console/lottery.ts';
import {
  EMPTY_LOTTERY_FORM,
  instantOf,
  type LotterySetting,
  lotteryFormOf,
  lotteryInput,
  lotteryReason,
} from './lottery-form.ts';
import { winState } from './Winners.tsx';

const typed = {
  ...EMPTY_LOTTERY_FORM,
  plan_code: 'std-room-only',
  name: 'Spring lottery',
  entries_open_at: '2030-03-01T09:00',
  entries_close_at: '2030-03-10T18:00',
  result_at: '2030-03-11T10:00',
  reservation_deadline: '2030-03-18T23:59',
  stay_from: '2030-04-01',
  stay_to: '2030-04-05',
};

describe('the lottery form', () => {
  it('turns typed values into what the contract takes', () => {
    const result = v.safeParse(CreateConsoleLotteryEventSchema, lotteryInput(typed));
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ min_nights: 1, max_nights: 2, rooms_held: 1 });
  });

  it('names the field that is out of order, with its own text', () => {
    const result = v.safeParse(
      CreateConsoleLotteryEventSchema,
      lotteryInput({ ...typed, result_at: '2030-03-02T10:00' }),
    );
    const issue = result.issues?.[0];
    expect(v.getDotPath(issue ?? ({} as never))).toBe('result_at');
    expect(lotteryReason(issue?.message ?? '')).toBe('lottery.invalid.order');
  });

  it('keeps junk as typed so the contract refuses it at its field', () => {
    expect(instantOf('')).toBe('');
    expect(instantOf('tomorrow')).toBe('tomorrow');
    const result = v.safeParse(
      CreateConsoleLotteryEventSchema,
      lotteryInput({ ...typed, rooms_held: 'two' }),
    );
    expect(result.issues?.map((i) => v.getDotPath(i))).toContain('rooms_held');
  });

  it('sends the texts per locale that were typed, and no adults limit when left empty', () => {
    const input = lotteryInput({
      ...typed,
      'names.ja': ' 春の抽選 ',
      'notifications.ar': '',
      max_adults: '',
    });
    expect(input).toMatchObject({ names: { ja: '春の抽選' }, notifications: {}, max_adults: null });
    expect(v.safeParse(CreateConsoleLotteryEventSchema, input).success).toBe(true);
  });

  it('fills the form with an event as it is, and sends it back unchanged', () => {
    const event: LotterySetting = {
      room_plan_code: 'std-room-only',
      name: 'Spring lottery',
      notification: '',
      names: { ja: '春の抽選' },
      notifications: {},
      entries_open_at: '2030-03-01T00:00:00.000Z',
      entries_close_at: '2030-03-10T09:00:00.000Z',
      result_at: '2030-03-11T01:00:00.000Z',
      reservation_deadline: '2030-03-18T14:59:00.000Z',
      stay_from: '2030-04-01',
      stay_to: '2030-04-05',
      min_nights: 1,
      max_nights: 3,
      max_adults: 2,
      rooms_held: 4,
    };
    const values = lotteryFormOf(event);
    expect(values['names.ja']).toBe('春の抽選');
    expect(lotteryInput(values)).toMatchObject({
      plan_code: 'std-room-only',
      names: { ja: '春の抽選' },
      entries_close_at: event.entries_close_at,
      reservation_deadline: event.reservation_deadline,
      max_adults: 2,
      rooms_held: 4,
    });
  });
});

describe('where a win stands', () => {
  const event = { reservation_deadline: '2030-03-18T15:00:00.000Z' };
  const before = Date.parse('2030-03-18T14:00:00Z');
  const after = Date.parse('2030-03-18T16:00:00Z');
  it('tells waiting from lapsed by the deadline, and names declines and bookings', () => {
    const pending = { status: 'winner_reservation_pending' } as const;
    expect(winState(pending, event, before)).toBe('lottery.winners.waiting');
    expect(winState(pending, event, after)).toBe('lottery.winners.lapsed');
    expect(winState({ status: 'winner_reservation_confirmed' }, event, after)).toBe(
      'lottery.winners.booked',
    );
    expect(winState({ status: 'winner_reservation_pending_declined' }, event, after)).toBe(
      'lottery.winners.declined',
    );
    expect(winState({ status: 'not_winner' }, event, after)).toBeNull();
  });
});
