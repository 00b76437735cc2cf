import { describe, expect, it } from 'vitest';
import { draftFixture } from '../testing/draft-fixture.ts';
import { resumeTarget } from './resume-target.ts';

const draft = draftFixture;

describe('resumeTarget', () => {
  it('continues a saved draft at its step', () => {
    expect(resumeTarget(draft(), null, 'sakuratokyo')).toEqual({
      draft: draft(),
      path: '/reservation/guest-detail?code=sakuratokyo',
    });
    expect(resumeTarget(draft({ step: 'payment' }), null, 'sakuratokyo')?.path).toBe(
      '/reservation/payment?code=sakuratokyo',
    );
  });

  it('offers nothing without a saved draft, for another hotel, or without rooms or dates', () => {
    expect(resumeTarget(null, null, 'sakuratokyo')).toBeNull();
    expect(resumeTarget(draft({ hotelCode: 'other' }), null, 'sakuratokyo')).toBeNull();
    expect(resumeTarget(draft({ rooms: [] }), null, 'sakuratokyo')).toBeNull();
    expect(resumeTarget(draft({ checkin: '' }), null, 'sakuratokyo')).toBeNull();
  });

  it('stays quiet while this widget already holds the draft (back to the rooms on purpose)', () => {
    expect(resumeTarget(draft(), draft(), 'sakuratokyo')).toBeNull();
    expect(resumeTarget(draft(), draft({ hotelCode: 'other' }), 'sakuratokyo')).not.toBeNull();
  });

  it('encodes the hotel code in the address', () => {
    expect(resumeTarget(draft({ hotelCode: 'a&b' }), null, 'a&b')?.path).toBe(
      '/reservation/guest-detail?code=a%26b',
    );
  });
});
