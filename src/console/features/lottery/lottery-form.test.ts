import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateConsoleLotteryEventSchema } from '../../../api/contract/console/lottery.ts';
import { EMPTY_LOTTERY_FORM, instantOf, lotteryInput, lotteryReason } from './lottery-form.ts';

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
});
