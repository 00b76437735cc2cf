import { describe, expect, it } from 'vitest';
import { activeCompanions, CHILD_AGES, childrenMode, tierAges, tierName } from './kids-policy.ts';

describe('kids policy', () => {
  it('asks for ages, tier counts or nothing', () => {
    expect(childrenMode({ kids_type: 'ages', accept_type: 'accept' })).toBe('ages');
    expect(childrenMode({ kids_type: 'tiers', accept_type: 'accept' })).toBe('tiers');
    expect(
      childrenMode({ kids_type: 'tiers_with_meal_and_bed_as_extras', accept_type: 'accept' }),
    ).toBe('tiers');
    expect(childrenMode({ kids_type: 'ages', accept_type: 'not_accept' })).toBe('none');
  });

  it('offers ages 0 to 17', () => {
    expect(CHILD_AGES[0]).toBe(0);
    expect(CHILD_AGES.at(-1)).toBe(17);
    expect(CHILD_AGES).toHaveLength(18);
  });

  it('names tiers per locale with fallbacks', () => {
    const name = { en: 'Infant', ja: '幼児', 'zh-Hant': '幼兒', zh: '幼儿' };
    expect(tierName(name, 'ja')).toBe('幼児');
    expect(tierName(name, 'zh_Hant')).toBe('幼兒');
    expect(tierName(name, 'zh_Hans')).toBe('幼儿');
    expect(tierName(name, 'ar')).toBe('Infant');
    expect(tierName({ ko: '유아' }, 'th')).toBe('유아');
    expect(tierName('Child', 'ja')).toBe('Child');
    expect(tierName(undefined, 'en', 'Fallback')).toBe('Fallback');
    expect(tierName({}, 'en', 'Fallback')).toBe('Fallback');
  });

  it('reads age bounds under either field name', () => {
    expect(tierAges({ code: 'A', name: 'A', age_min: 6, age_max: 11 })).toEqual({
      min: 6,
      max: 11,
    });
    expect(tierAges({ code: 'A', name: 'A', min_age: 0, max_age: 5 })).toEqual({ min: 0, max: 5 });
    expect(tierAges({ code: 'A', name: 'A' })).toEqual({});
  });

  it('keeps active companions; the child companion only when children are accepted', () => {
    const companions = [
      { code: 'adult_companion', is_active: true },
      { code: 'kid_tier_A_companion', is_active: true },
    ] as const;
    expect(activeCompanions(companions, 'tiers').map((c) => c.code)).toEqual([
      'adult_companion',
      'kid_tier_A_companion',
    ]);
    expect(activeCompanions(companions, 'none').map((c) => c.code)).toEqual(['adult_companion']);
    expect(activeCompanions([{ code: 'adult_companion', is_active: false }], 'tiers')).toEqual([]);
    expect(activeCompanions(undefined, 'tiers')).toEqual([]);
  });
});
