import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdjustMemberPointsSchema,
  UpdateConsoleProgramSchema,
} from '../../../api/contract/console/members.ts';
import { pointsInput, programInput, wholeOf } from './member-forms.ts';

describe('members forms', () => {
  it('reads typed whole numbers, signed, with separators; anything else stays text', () => {
    expect(wholeOf('500')).toBe(500);
    expect(wholeOf(' -1,500 ')).toBe(-1500);
    expect(wholeOf('\u2212200')).toBe(-200);
    expect(wholeOf('+20')).toBe(20);
    expect(wholeOf('12.5x')).toBe('12.5x');
  });

  it('sends points with a reason; 0, a fraction or no reason is refused at its field', () => {
    const ok = v.safeParse(
      AdjustMemberPointsSchema,
      pointsInput({ points: '-300', reason: 'Fix' }),
    );
    expect(ok.success && ok.output).toEqual({ points: -300, reason: 'Fix' });
    const paths = (points: string, reason: string) => {
      const result = v.safeParse(AdjustMemberPointsSchema, pointsInput({ points, reason }));
      return result.success ? [] : result.issues.map((i) => [v.getDotPath(i), i.message]);
    };
    expect(paths('0', 'Fix')).toEqual([['points', 'zero']]);
    expect(paths('1.5', 'Fix')).toEqual([['points', 'number']]);
    expect(paths('10', ' ')).toEqual([['reason', 'required']]);
  });

  it("sends a program's settings as numbers", () => {
    const result = v.safeParse(
      UpdateConsoleProgramSchema,
      programInput({
        name: 'Club',
        sign_up_open: true,
        point_program_enabled: true,
        point_earn_percent: '2',
        point_step: '100',
        point_minimum: '100',
        point_validity_days: '365',
      }),
    );
    expect(result.success && result.output.point_step).toBe(100);
  });
});
