import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RatePlanInputSchema,
  RoomTypeInputSchema,
} from '../../../api/contract/console/inventory.ts';
import {
  moved,
  ratePlanInput,
  ratePlanValues,
  roomTypeInput,
  roomTypeValues,
  uploadedPhotoUrl,
} from './catalogue-values.ts';

describe('room type and rate plan form values', () => {
  it('a room type: names per locale without the empty ones, numbers as numbers', () => {
    const values = { ...roomTypeValues(), code: 'twin', name: 'Twin', 'names.ja': 'ツイン' };
    const parsed = v.parse(RoomTypeInputSchema, roomTypeInput({ ...values, total_rooms: '8' }));
    expect(parsed).toMatchObject({ code: 'twin', names: { ja: 'ツイン' }, total_rooms: 8 });
    expect(
      v.safeParse(RoomTypeInputSchema, roomTypeInput({ ...values, capacity: 'two' })).success,
    ).toBe(false);
  });

  it('a rate plan derived at −10 % from its parent', () => {
    const values = {
      ...ratePlanValues(),
      code: 'twin-member',
      room_type_code: 'twin',
      name: 'Members',
      cancellation_policy_code: 'standard',
      parent_plan_code: 'twin-flex',
      percent: '-10',
    };
    expect(v.parse(RatePlanInputSchema, ratePlanInput(values)).derivation).toMatchObject({
      parent_plan_code: 'twin-flex',
      kind: 'percent',
      value: -10,
    });
    expect(ratePlanInput({ ...values, parent_plan_code: '' })).toMatchObject({ derivation: null });
  });

  it('a room type: occupancy, size, amenities and photos with alt texts per locale', () => {
    const values = {
      ...roomTypeValues(),
      code: 'suite',
      name: 'Suite',
      'descriptions.ar': ' جناح واسع ',
      capacity: '4',
      min_adults: '2',
      max_adults: '3',
      max_children: '',
      size_sqm: '48',
      amenities: 'bath, kettle,, wifi',
      'beds.twin': '2',
      'beds.sofa': '0',
      photos: [{ url: '/media/uploads/a.jpg', alt: 'The bed', alts: { ja: 'ベッド', ko: ' ' } }],
      total_rooms: '2',
    };
    expect(v.parse(RoomTypeInputSchema, roomTypeInput(values))).toMatchObject({
      descriptions: { ar: 'جناح واسع' },
      capacity: 4,
      min_adults: 2,
      max_adults: 3,
      max_children: null,
      size_sqm: 48,
      amenities: ['bath', 'kettle', 'wifi'],
      beds: [{ kind: 'twin', count: 2 }],
      photos: [{ url: '/media/uploads/a.jpg', alt: 'The bed', alts: { ja: 'ベッド' } }],
    });
    // What the API answers comes back as the form's values, unchanged.
    const view = {
      ...v.parse(RoomTypeInputSchema, roomTypeInput(values)),
      published: false,
      position: 1,
    };
    expect(roomTypeValues(view)).toEqual({
      ...values,
      amenities: 'bath, kettle, wifi',
      photos: [{ url: '/media/uploads/a.jpg', alt: 'The bed', alts: { ja: 'ベッド' } }],
      'descriptions.ar': 'جناح واسع',
      // No sofa bed: the room type has none, so the field comes back empty.
      'beds.sofa': '',
    });
    expect(
      v.safeParse(RoomTypeInputSchema, roomTypeInput({ ...values, max_adults: 'three' })).success,
    ).toBe(false);
  });

  it('a rate plan: flags, sale and stay periods and its booking window; empty ones are none', () => {
    const values = {
      ...ratePlanValues(),
      code: 'early',
      room_type_code: 'twin',
      name: 'Early bird',
      'names.th': 'จองล่วงหน้า',
      cancellation_policy_code: 'standard',
      payment_type: 'pre_paid',
      meal: 'dinner_breakfast',
      members_only: true,
      sale_from: '2027-01-01',
      stay_until: '2027-12-31',
      advance_min_days: '30',
      min_nights: '2',
    };
    expect(v.parse(RatePlanInputSchema, ratePlanInput(values))).toMatchObject({
      names: { th: 'จองล่วงหน้า' },
      meal: 'dinner_breakfast',
      members_only: true,
      organization_id: null,
      sale_from: '2027-01-01',
      sale_until: null,
      stay_until: '2027-12-31',
      advance_min_days: 30,
      advance_max_days: null,
      min_nights: 2,
      max_nights: 30,
    });
    expect(
      v.safeParse(RatePlanInputSchema, ratePlanInput({ ...values, sale_until: 'soon' })).success,
    ).toBe(false);
  });

  it("keeps an uploaded photo's path, which the contract takes and the search makes absolute", () => {
    expect(uploadedPhotoUrl('http://localhost:4000/media/uploads/0123abcd.png')).toBe(
      '/media/uploads/0123abcd.png',
    );
    expect(uploadedPhotoUrl('https://cdn.example.com/rooms/a.jpg')).toBe(
      'https://cdn.example.com/rooms/a.jpg',
    );
  });

  it('reorders by one place, never past the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('a photo moved later is sent in its new place, its alt texts with it', () => {
    const photo = (n: number) => ({
      url: `/media/uploads/${n}.png`,
      alt: `Photo ${n}`,
      alts: { ja: `写真${n}` },
    });
    const values = {
      ...roomTypeValues(),
      code: 'twin',
      name: 'Twin',
      photos: moved([photo(1), photo(2), photo(3)], 0, 1),
    };
    const parsed = v.parse(RoomTypeInputSchema, roomTypeInput(values));
    expect(parsed.photos.map((p) => [p.url, p.alts?.ja])).toEqual([
      ['/media/uploads/2.png', '写真2'],
      ['/media/uploads/1.png', '写真1'],
      ['/media/uploads/3.png', '写真3'],
    ]);
    expect(moved([photo(1), photo(2)], 1, 1).map((p) => p.url)).toEqual([
      '/media/uploads/1.png',
      '/media/uploads/2.png',
    ]);
  });
});
