import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './parse-error-body.ts';

const spec = {
  title: 'Card declined',
  status: 422,
  code: 3007,
  details: { base: ['The card was not accepted.', 'second'] },
  payload: { attempt: 2 },
};

describe('parseErrorBody', () => {
  it('reads the first error of the { errors: [...] } envelope', () => {
    expect(parseErrorBody({ errors: [spec, { title: 'other', code: 1 }] })).toEqual({
      title: 'Card declined',
      status: 422,
      code: 3007,
      message: 'The card was not accepted.',
      payload: { attempt: 2 },
    });
  });

  it('reads a single error in place of the array', () => {
    expect(parseErrorBody({ errors: spec })?.code).toBe(3007);
  });

  it('reads a bare array and a bare error object', () => {
    expect(parseErrorBody([spec])?.message).toBe('The card was not accepted.');
    expect(parseErrorBody(spec)?.title).toBe('Card declined');
  });

  it('turns numeric strings into numbers and keeps symbolic codes', () => {
    expect(parseErrorBody({ errors: [{ code: '1903', status: '422' }] })).toEqual({
      code: 1903,
      status: 422,
    });
    expect(parseErrorBody({ errors: [{ code: 'IDP_EXPIRED', title: 'x' }] })?.code).toBe(
      'IDP_EXPIRED',
    );
  });

  it('returns undefined when there is no body', () => {
    expect(parseErrorBody(undefined)).toBeUndefined();
    expect(parseErrorBody(null)).toBeUndefined();
    expect(parseErrorBody('')).toBeUndefined();
  });

  it('returns undefined for garbage', () => {
    expect(parseErrorBody('<html>500</html>')).toBeUndefined();
    expect(parseErrorBody(42)).toBeUndefined();
    expect(parseErrorBody({})).toBeUndefined();
    expect(parseErrorBody({ hello: 'world' })).toBeUndefined();
    expect(parseErrorBody([])).toBeUndefined();
    expect(parseErrorBody({ errors: [] })).toBeUndefined();
    expect(parseErrorBody({ errors: 'nope' })).toBeUndefined();
    expect(parseErrorBody([1, 2])).toBeUndefined();
  });

  it('ignores fields of the wrong type instead of failing the whole error', () => {
    // title is a number: the item schema rejects it, so nothing usable remains.
    expect(parseErrorBody({ errors: [{ title: 5 }] })).toBeUndefined();
    // details.base holding a non-string: the message is skipped, the rest kept.
    expect(parseErrorBody({ errors: [{ title: 'T', details: { base: [{ x: 1 }] } }] })).toEqual({
      title: 'T',
    });
  });
});
