import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/api-error.ts';
import { isInvalidLink } from './invalid-link.ts';

const answered = (status: number) => new ApiError({ status, title: 'error', local: status === 0 });

describe('isInvalidLink', () => {
  it('takes an unreadable or unknown token for a link that is not valid', () => {
    expect(isInvalidLink(answered(400))).toBe(true);
    expect(isInvalidLink(answered(404))).toBe(true);
  });
  it('leaves failures a retry can fix to the usual message', () => {
    for (const status of [0, 429, 500, 503]) expect(isInvalidLink(answered(status))).toBe(false);
  });
});
