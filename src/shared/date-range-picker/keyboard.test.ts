import { describe, expect, it } from 'vitest';
import { applyMove, keyAction, moveFocus } from './keyboard.ts';

describe('keyAction', () => {
  it('maps arrows by screen direction, reversed in right-to-left', () => {
    expect(keyAction('ArrowRight', false, 'ltr')).toEqual({
      type: 'move',
      move: { unit: 'day', amount: 1 },
    });
    expect(keyAction('ArrowLeft', false, 'ltr')).toEqual({
      type: 'move',
      move: { unit: 'day', amount: -1 },
    });
    expect(keyAction('ArrowRight', false, 'rtl')).toEqual({
      type: 'move',
      move: { unit: 'day', amount: -1 },
    });
    expect(keyAction('ArrowLeft', false, 'rtl')).toEqual({
      type: 'move',
      move: { unit: 'day', amount: 1 },
    });
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(keyAction('ArrowDown', false, dir)).toEqual({
        type: 'move',
        move: { unit: 'day', amount: 7 },
      });
      expect(keyAction('ArrowUp', false, dir)).toEqual({
        type: 'move',
        move: { unit: 'day', amount: -7 },
      });
    }
  });

  it('moves a month with Page Up/Down and a year with Shift', () => {
    expect(keyAction('PageDown', false, 'ltr')).toEqual({
      type: 'move',
      move: { unit: 'month', amount: 1 },
    });
    expect(keyAction('PageUp', true, 'rtl')).toEqual({
      type: 'move',
      move: { unit: 'month', amount: -12 },
    });
  });

  it('maps Home/End, Enter/Space and Escape; ignores other keys', () => {
    expect(keyAction('Home', false, 'ltr')).toEqual({ type: 'move', move: { unit: 'weekStart' } });
    expect(keyAction('End', false, 'rtl')).toEqual({ type: 'move', move: { unit: 'weekEnd' } });
    expect(keyAction('Enter', false, 'ltr')).toEqual({ type: 'select' });
    expect(keyAction(' ', false, 'ltr')).toEqual({ type: 'select' });
    expect(keyAction('Escape', false, 'ltr')).toEqual({ type: 'close' });
    expect(keyAction('Tab', false, 'ltr')).toBeNull();
    expect(keyAction('a', false, 'ltr')).toBeNull();
  });
});

describe('applyMove', () => {
  it('crosses month and year boundaries by day and week', () => {
    expect(applyMove('2030-05-31', { unit: 'day', amount: 1 }, 0)).toBe('2030-06-01');
    expect(applyMove('2030-01-03', { unit: 'day', amount: -7 }, 0)).toBe('2029-12-27');
  });

  it('moves by month clamping the day, and by year from a leap day', () => {
    expect(applyMove('2030-01-31', { unit: 'month', amount: 1 }, 0)).toBe('2030-02-28');
    expect(applyMove('2028-02-29', { unit: 'month', amount: 12 }, 0)).toBe('2029-02-28');
    expect(applyMove('2028-02-29', { unit: 'month', amount: -12 }, 0)).toBe('2027-02-28');
  });

  it('goes to the start and end of the locale week', () => {
    // 2030-05-15 is a Wednesday.
    expect(applyMove('2030-05-15', { unit: 'weekStart' }, 0)).toBe('2030-05-12');
    expect(applyMove('2030-05-15', { unit: 'weekEnd' }, 0)).toBe('2030-05-18');
    expect(applyMove('2030-05-15', { unit: 'weekStart' }, 6)).toBe('2030-05-11');
    expect(applyMove('2030-05-15', { unit: 'weekEnd' }, 6)).toBe('2030-05-17');
    expect(applyMove('2030-05-15', { unit: 'weekStart' }, 1)).toBe('2030-05-13');
  });
});

describe('moveFocus', () => {
  const min = '2030-05-10';
  const max = '2030-11-10';
  it('stops at the bounds and says which one', () => {
    expect(moveFocus('2030-05-11', { unit: 'day', amount: -7 }, 0, min, max)).toEqual({
      date: min,
      stoppedAt: 'min',
    });
    expect(moveFocus('2030-11-01', { unit: 'month', amount: 1 }, 0, min, max)).toEqual({
      date: max,
      stoppedAt: 'max',
    });
    expect(moveFocus('2030-06-01', { unit: 'day', amount: 1 }, 0, min, max)).toEqual({
      date: '2030-06-02',
      stoppedAt: null,
    });
  });
});
