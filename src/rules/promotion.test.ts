import { describe, expect, it } from 'vitest';
import { promotionApplies } from './promotion.ts';

describe('payment promotion', () => {
  const card = { hotel_plan_code: 'HP1', credit_card_payment: true };
  it('needs card payment and the include/exclude list', () => {
    expect(promotionApplies({ target_mode: 'include', hotel_plan_codes: ['HP1'] }, card)).toBe(
      true,
    );
    expect(promotionApplies({ target_mode: 'include', hotel_plan_codes: ['HP2'] }, card)).toBe(
      false,
    );
    expect(promotionApplies({ target_mode: 'exclude', hotel_plan_codes: ['HP2'] }, card)).toBe(
      true,
    );
    expect(promotionApplies({ target_mode: 'exclude', hotel_plan_codes: ['HP1'] }, card)).toBe(
      false,
    );
    expect(
      promotionApplies(
        { target_mode: 'include', hotel_plan_codes: ['HP1'] },
        { ...card, credit_card_payment: false },
      ),
    ).toBe(false);
  });
});
