import { describe, expect, it } from 'vitest';
import { previewCard } from './catalogue-preview.ts';
import { ratePlanValues, roomTypeValues } from './catalogue-values.ts';

describe("the widget's card as the forms preview it", () => {
  const type = {
    ...roomTypeValues(),
    name: 'Garden twin',
    'names.ja': 'ガーデンツイン',
    description: 'Two beds by the garden.',
    capacity: '2',
    size_sqm: '28',
    amenities: 'bath, wifi',
    photos: [
      { url: '/media/uploads/a.jpg', alt: 'Twin beds', alts: { ja: 'ツインベッド' } },
      { url: '/media/uploads/b.jpg', alt: 'Bath', alts: {} },
    ],
  };

  it('shows the texts of the chosen language, the plain ones where none was given', () => {
    expect(previewCard({ type, plan: null }, 'ja')).toEqual({
      roomName: 'ガーデンツイン',
      description: 'Two beds by the garden.',
      photo: { url: '/media/uploads/a.jpg', alt: 'ツインベッド' },
      capacity: 2,
      size: 28,
      amenities: ['bath', 'wifi'],
      plan: null,
    });
    expect(previewCard({ type, plan: null }, 'ko')).toMatchObject({
      roomName: 'Garden twin',
      photo: { alt: 'Twin beds' },
    });
  });

  it("a plan's name, meals, payment and members-only mark under its room type", () => {
    const plan = {
      ...ratePlanValues(),
      name: 'Members breakfast',
      'names.ar': 'إفطار الأعضاء',
      meal: 'breakfast',
      payment_type: 'pre_paid',
      members_only: true,
    };
    expect(previewCard({ type, plan }, 'ar').plan).toEqual({
      name: 'إفطار الأعضاء',
      description: '',
      meal: 'breakfast',
      payment: 'pre_paid',
      membersOnly: true,
    });
    // A size or guests not typed as a number yet shows no figure rather than a wrong one.
    expect(previewCard({ type: { ...type, size_sqm: '' }, plan }, 'en').size).toBeNull();
  });
});
