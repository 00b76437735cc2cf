import type { Kysely, Selectable } from 'kysely';
import type { Member, Program } from '../../../src/api/contract/index.ts';
import type { Database, MembershipProgramTable, MemberTable } from '../../db/schema.ts';
import { organizationOf, presentOrganization } from '../corporate/organizations.ts';

export type MemberRow = Selectable<MemberTable>;
export type ProgramRow = Selectable<MembershipProgramTable>;

/** A program as the contract answers it. */
export function presentProgram(program: ProgramRow): Program {
  return {
    id: program.id,
    hotel_brand_id: program.brand_id,
    name: program.name,
    translations: program.translations,
    sign_up_open: program.sign_up_open,
    update_member_profile_enabled: program.update_member_profile_enabled,
    point_program_enabled: program.point_program_enabled,
    additional_tiers_attributes: program.tiers,
  };
}

/** product.md §5: the program allows it and the member signs in with e-mail and password. */
export function canUpdateProfile(member: MemberRow, program: ProgramRow): boolean {
  return program.update_member_profile_enabled && member.provider === 'email';
}

/** The member as the widget sees it (`/user/me`, memberships/show, the session answers). */
export async function presentMember(db: Kysely<Database>, member: MemberRow): Promise<Member> {
  const programs = await db
    .selectFrom('membership_programs')
    .selectAll()
    .where('brand_id', '=', member.brand_id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const program = programs.find((p) => p.id === member.program_id);
  if (!program) throw new Error(`member ${member.id}: program ${member.program_id} is missing`);
  return {
    id: member.id,
    email: member.email,
    pending_email: member.pending_email,
    first_name: member.first_name,
    last_name: member.last_name,
    first_name_kana: member.first_name_kana,
    last_name_kana: member.last_name_kana,
    phone: member.phone,
    postal_code: member.postal_code,
    prefecture_or_state: member.prefecture_or_state,
    street_address: member.street_address,
    building_name_and_number: member.building_name_and_number,
    locale: member.locale,
    provider: member.provider,
    hotel_brand_id: member.brand_id,
    program_id: program.id,
    program_name: program.translations[member.locale] ?? program.name,
    non_signed_in_program_ids: programs.filter((p) => p.id !== program.id).map((p) => p.id),
    rank_id: null,
    membership_id: member.membership_id,
    accepts_promotion_emails: member.accepts_promotion_emails,
    can_update_profile: canUpdateProfile(member, program),
    has_password: member.password_hash !== null,
    point_program_enabled: program.point_program_enabled,
    ...presentOrganization(await organizationOf(db, member.id)),
    created_at: member.created_at.toISOString(),
  };
}
