// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_TTL_MS, loadDraft, saveDraft } from './booking-storage.ts';
import { draftFixture } from './testing/draft-fixture.ts';

const draft = draftFixture();
const key = 'hotel_booking_draft_sakuratokyo';

describe('booking draft storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('restores a draft for 10 minutes, then forgets it', () => {
    saveDraft(draft, 1_000);
    expect(loadDraft('sakuratokyo', 1_000 + DRAFT_TTL_MS)).toEqual(draft);
    expect(loadDraft('sakuratokyo', 1_001 + DRAFT_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps the extras the booked plans include', () => {
    const known = { ...draft, includedExtraIds: ['breakfast'] };
    saveDraft(known, 1_000);
    expect(loadDraft('sakuratokyo', 1_000)).toEqual(known);
  });

  it("keeps each hotel's draft apart", () => {
    saveDraft(draft, 1_000);
    expect(loadDraft('sakurakyoto', 1_000)).toBeNull();
    clearDraft('sakuratokyo');
    expect(loadDraft('sakuratokyo', 1_000)).toBeNull();
  });

  it('drops damaged or foreign entries instead of handing them to a screen', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ savedAt: 1_000 }),
      JSON.stringify({ savedAt: 1_000, draft: { ...draft, rooms: [] } }),
      JSON.stringify({ savedAt: 1_000, draft: { ...draft, step: 'confirmation' } }),
      JSON.stringify({ savedAt: 1_000, draft: { ...draft, guest: null } }),
      JSON.stringify({ savedAt: 1_000, draft: { ...draft, includedExtraIds: 'breakfast' } }),
      JSON.stringify({ savedAt: '1000', draft }),
    ]) {
      sessionStorage.setItem(key, raw);
      expect(loadDraft('sakuratokyo', 1_000)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });
});
