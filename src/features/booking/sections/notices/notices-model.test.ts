import { describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import { visibleNotifications } from './notices-model.ts';

const item = (id: string, over: Partial<AdditionalQuestion> = {}): AdditionalQuestion => ({
  id,
  question_type: 'free_text',
  ownable_type: 'hotel',
  kind: 'notification',
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  text: { en: id },
  options: [],
  ...over,
});
const ctx = { day: '2030-05-10', viewerLabels: ['all_users'], hotelId: 7 };

describe('visibleNotifications', () => {
  it('merges hotel and brand lists once each, notifications only', () => {
    const brand = item('b', { ownable_type: 'hotel_brand' });
    const shown = visibleNotifications(
      [item('h'), brand, item('q', { kind: 'question' })],
      [brand, item('b2', { ownable_type: 'hotel_brand' })],
      ctx,
    );
    expect(shown.map((n) => n.id)).toEqual(['h', 'b', 'b2']);
  });

  it('keeps the display window (ends inclusive) around the check-in day', () => {
    const list = [
      item('inside', { display_start_date: '2030-05-10', display_end_date: '2030-05-10' }),
      item('before', { display_end_date: '2030-05-09' }),
      item('after', { display_start_date: '2030-05-11' }),
    ];
    expect(visibleNotifications(list, [], ctx).map((n) => n.id)).toEqual(['inside']);
  });

  it('keeps brand notifications only for all facilities or this one, and for the viewer', () => {
    const brand = (id: string, labels: string[]) =>
      item(id, { ownable_type: 'hotel_brand', labels: ['all_users', ...labels] });
    const list = [
      brand('all', ['all_facilities']),
      brand('mine', ['facility_7']),
      brand('other', ['facility_8']),
      item('members', { labels: ['membership_rank_all'] }),
    ];
    expect(visibleNotifications([], list, ctx).map((n) => n.id)).toEqual(['all', 'mine']);
  });
});
