import { addDays, addMonths, clampDate, type IsoDate } from '../../rules/dates.ts';
import { columnOf, type Weekday } from './week-start.ts';

/** A focus movement in the grid. */
export type Move =
  | { readonly unit: 'day'; readonly amount: number }
  | { readonly unit: 'month'; readonly amount: number }
  | { readonly unit: 'weekStart' }
  | { readonly unit: 'weekEnd' };

/** What a key does in the grid (WAI-ARIA APG date picker dialog). */
export type KeyAction =
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'select' }
  | { readonly type: 'close' };

/**
 * Maps a key to its action. Left and right follow the screen, so in right-to-left layouts
 * ArrowLeft goes to the next day; up and down move a week; Page Up/Down a month (a year with
 * Shift); Home/End the start/end of the week; Enter and Space select; Escape closes.
 */
export function keyAction(
  key: string,
  shiftKey: boolean,
  direction: 'ltr' | 'rtl',
): KeyAction | null {
  const forward = direction === 'rtl' ? -1 : 1;
  const move = (m: Move): KeyAction => ({ type: 'move', move: m });
  switch (key) {
    case 'ArrowRight':
      return move({ unit: 'day', amount: forward });
    case 'ArrowLeft':
      return move({ unit: 'day', amount: -forward });
    case 'ArrowDown':
      return move({ unit: 'day', amount: 7 });
    case 'ArrowUp':
      return move({ unit: 'day', amount: -7 });
    case 'PageDown':
      return move({ unit: 'month', amount: shiftKey ? 12 : 1 });
    case 'PageUp':
      return move({ unit: 'month', amount: shiftKey ? -12 : -1 });
    case 'Home':
      return move({ unit: 'weekStart' });
    case 'End':
      return move({ unit: 'weekEnd' });
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { type: 'select' };
    case 'Escape':
    case 'Esc':
      return { type: 'close' };
    default:
      return null;
  }
}

/** The date a move lands on, before any clamping. Month moves clamp the day (31 → 30). */
export function applyMove(date: IsoDate, move: Move, weekStart: Weekday): IsoDate {
  switch (move.unit) {
    case 'day':
      return addDays(date, move.amount);
    case 'month':
      return addMonths(date, move.amount);
    case 'weekStart':
      return addDays(date, -columnOf(date, weekStart));
    case 'weekEnd':
      return addDays(date, 6 - columnOf(date, weekStart));
  }
}

/** Where focus lands, and which bound stopped it (null when none did). */
export interface FocusMove {
  readonly date: IsoDate;
  readonly stoppedAt: 'min' | 'max' | null;
}

/** Applies a move and keeps the result within `[min, max]`, reporting a bound it hit. */
export function moveFocus(
  date: IsoDate,
  move: Move,
  weekStart: Weekday,
  min: IsoDate,
  max: IsoDate,
): FocusMove {
  const target = applyMove(date, move, weekStart);
  const clamped = clampDate(target, min, max);
  if (target < min) return { date: clamped, stoppedAt: 'min' };
  if (target > max) return { date: clamped, stoppedAt: 'max' };
  return { date: clamped, stoppedAt: null };
}
