import type { Member } from '../../api/contract/membership.ts';

/** A signed-in member as `/user/me` answers it, for tests; `overrides` replace fields. */
export function memberFixture(overrides: Partial<Member> = {}): Member {
  return {
    id: 7,
    email: 'hana@example.com',
    pending_email: null,
    first_name: 'Hana',
    last_name: 'Tanaka',
    first_name_kana: null,
    last_name_kana: null,
    phone: null,
    postal_code: null,
    prefecture_or_state: null,
    street_address: null,
    building_name_and_number: null,
    locale: 'en',
    provider: 'email',
    hotel_brand_id: 1,
    program_id: 1,
    program_name: 'Sakura Club',
    non_signed_in_program_ids: [],
    rank_id: null,
    membership_id: 'M0000007',
    accepts_promotion_emails: false,
    can_update_profile: true,
    has_password: true,
    point_program_enabled: false,
    organization: null,
    organization_role: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
