import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/api-error.ts';
import { ERROR_SLOTS } from '../../api/errors/error-slot.ts';
import {
  clearAllErrors,
  clearError,
  dismissGlobalBanner,
  errorSlotAtoms,
  getError,
  globalBannerAtom,
  setError,
} from './slots.ts';

const failure = new ApiError({ status: 422, code: 1501, title: 'Coupon', local: false });

describe('error slots', () => {
  it('has the eight slots of doc 2 §8, each with its own atom', () => {
    expect(ERROR_SLOTS).toEqual([
      'init',
      'searchResult',
      'roomLottery',
      'reservation',
      'reservationWarning',
      'global',
      'customFetch',
      'guestForm',
    ]);
    expect(new Set(Object.values(errorSlotAtoms)).size).toBe(8);
  });

  it('sets, tags and clears one slot without touching the others', () => {
    const store = createStore();
    const stored = setError(store, 'reservation', failure);
    expect(stored.slot).toBe('reservation');
    expect(stored.code).toBe(1501);
    expect(getError(store, 'reservation')).toBe(stored);
    expect(getError(store, 'searchResult')).toBeNull();
    clearError(store, 'reservation');
    expect(getError(store, 'reservation')).toBeNull();
  });

  it('converts non-ApiError values', () => {
    const store = createStore();
    const stored = setError(store, 'customFetch', new TypeError('boom'));
    expect(stored).toBeInstanceOf(ApiError);
    expect(stored).toMatchObject({ status: 0, local: true, title: 'boom', slot: 'customFetch' });
  });

  it('keeps stores apart (one store per widget)', () => {
    const a = createStore();
    const b = createStore();
    setError(a, 'init', failure);
    expect(getError(b, 'init')).toBeNull();
  });

  it('lets the user dismiss the global banner until the next global error', () => {
    const store = createStore();
    expect(store.get(globalBannerAtom)).toBeNull();
    setError(store, 'global', failure);
    expect(store.get(globalBannerAtom)?.title).toBe('Coupon');
    dismissGlobalBanner(store);
    expect(store.get(globalBannerAtom)).toBeNull();
    expect(getError(store, 'global')).not.toBeNull();
    setError(store, 'global', failure);
    expect(store.get(globalBannerAtom)).not.toBeNull();
  });

  it('clears all slots at once', () => {
    const store = createStore();
    for (const slot of ERROR_SLOTS) setError(store, slot, failure);
    clearAllErrors(store);
    for (const slot of ERROR_SLOTS) expect(getError(store, slot)).toBeNull();
  });
});
