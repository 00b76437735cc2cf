import type {
  AdjustMemberPoints,
  ConsoleProgram,
  UpdateConsoleProgram,
} from '../../../api/contract/console/members.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText as settingsReason } from '../settings/reason-text.ts';

/**
 * A whole number typed as text (a leading minus or plus allowed, spaces and thousands
 * separators ignored); anything else stays text, so the contract names the field.
 */
export function wholeOf(typed: string): number | string {
  const plain = typed.replace(/[\s,_]/g, '').replace(/^\u2212/, '-');
  return /^[-+]?\d{1,9}$/.test(plain) ? Number(plain) : typed;
}

export interface PointsFormValues {
  points: string;
  reason: string;
}

export const EMPTY_POINTS_FORM: PointsFormValues = { points: '', reason: '' };

/** What the contract checks, made of the typed values. */
export function pointsInput(values: PointsFormValues): Record<keyof AdjustMemberPoints, unknown> {
  return { points: wholeOf(values.points), reason: values.reason };
}

/** The program form as typed: text for the numbers, check boxes for the switches. */
export interface ProgramFormValues {
  name: string;
  sign_up_open: boolean;
  point_program_enabled: boolean;
  point_earn_percent: string;
  point_step: string;
  point_minimum: string;
  point_validity_days: string;
}

export function programValues(program: ConsoleProgram): ProgramFormValues {
  return {
    name: program.name,
    sign_up_open: program.sign_up_open,
    point_program_enabled: program.point_program_enabled,
    point_earn_percent: String(program.point_earn_percent),
    point_step: String(program.point_step),
    point_minimum: String(program.point_minimum),
    point_validity_days: String(program.point_validity_days),
  };
}

export function programInput(
  values: ProgramFormValues,
): Record<keyof UpdateConsoleProgram, unknown> {
  return {
    name: values.name,
    sign_up_open: values.sign_up_open,
    point_program_enabled: values.point_program_enabled,
    point_earn_percent: wholeOf(values.point_earn_percent),
    point_step: wholeOf(values.point_step),
    point_minimum: wholeOf(values.point_minimum),
    point_validity_days: wholeOf(values.point_validity_days),
  };
}

/** The members forms' texts for the contract's reasons (`zero`, and the common ones). */
export function membersReason(reason: string): ConsoleMessageId | undefined {
  if (reason === 'zero') return 'members.points.zero';
  return settingsReason(reason);
}
