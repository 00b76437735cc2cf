import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInHref } from './return-path.ts';

describe('return path after sign-in', () => {
  it('keeps the path and its query through the sign-in screen', () => {
    const href = signInHref('/my-account/reservations', '?code=demo&status=cancelled');
    expect(href).toBe(
      '/sign-in?redirect=%2Fmy-account%2Freservations%3Fcode%3Ddemo%26status%3Dcancelled',
    );
    expect(returnPathFrom(href.split('?')[1] ?? '')).toBe(
      '/my-account/reservations?code=demo&status=cancelled',
    );
    expect(signInHref('/my-account/profile')).toBe('/sign-in?redirect=%2Fmy-account%2Fprofile');
  });

  it('refuses anything that could leave the app', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'x',
      '',
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad), bad).toBeUndefined();
    }
    expect(returnPathFrom('redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(signInHref('//evil.example')).toBe('/sign-in');
  });
});
