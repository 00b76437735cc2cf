import { describe, expect, it } from 'vitest';
import type { Program } from '../../api/contract/membership.ts';
import { readStartupParams } from '../../shared/startup/startup-params.ts';
import { chatbotIds, chatName, companionsOf } from './chat-sync.ts';

describe('chat sync helpers', () => {
  it('reads the chatbot ids of the startup parameters', () => {
    expect(
      chatbotIds(readStartupParams('triplabot_user_id=u1&auth_auto_message_id=m2&code=x')),
    ).toEqual({ userId: 'u1', messageId: 'm2' });
    expect(chatbotIds(readStartupParams('code=x'))).toEqual({});
  });

  it("lists the program's active companion tiers in the locale, else English, else the code", () => {
    const program = {
      id: 3,
      additional_tiers_attributes: [
        { code: 'adult_companion', is_active: true, name: { en: 'Adult companion', ja: '同伴者' } },
        { code: 'kid_tier_A_companion', is_active: true, name: {} },
        { code: 'adult_companion', is_active: false, name: { en: 'Off' } },
      ],
    } as unknown as Program;
    expect(companionsOf(program, 'ja')).toEqual([
      { code: 'adult_companion', name: '同伴者' },
      { code: 'kid_tier_A_companion', name: 'kid_tier_A_companion' },
    ]);
    expect(companionsOf(program, 'ko')[0]?.name).toBe('Adult companion');
  });

  it('names the member by first and last name, else the e-mail', () => {
    expect(chatName({ first_name: 'Hana', last_name: 'Tanaka', email: 'h@x' })).toBe('Hana Tanaka');
    expect(chatName({ first_name: '', last_name: '', email: 'h@x' })).toBe('h@x');
  });
});
