import { expect, it } from 'vitest';
import { StaffMemberSchema } from '../../../src/api/contract/console/staff.ts';
import { data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff } from '../../test/staff.ts';

/**
 * A member's hotel limit changed on its own (the staff screen's "Change the hotels", issue 38):
 * like a role change it ends the member's sessions and is audited before → after.
 */
describeOnDatabases('console staff hotel limit', (ctx) => {
  it('limits a member to one hotel and back to every hotel; each change ends their sessions and is audited', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const member = await signedInStaff(ctx(), { role: 'manager' });
    const patch = (hotels: string[] | null) =>
      ctx().call('PATCH', `/api/v1/console/staff/${member.staffId}`, { hotels }, owner.headers);
    const alive = async (headers: Record<string, string>) =>
      (await ctx().call('GET', '/api/v1/console/session', undefined, headers)).status;

    expect(await alive(member.headers)).toBe(200);
    const limited = data(await patch(['sakura-tokyo']), StaffMemberSchema);
    expect(limited).toMatchObject({ role: 'manager', hotels: ['sakura-tokyo'] });
    expect(await alive(member.headers)).toBe(401);

    const everyHotel = data(await patch(null), StaffMemberSchema);
    expect(everyHotel.hotels).toBeNull();

    const entries = await ctx()
      .handle.db.selectFrom('audit_log')
      .select(['id', 'action', 'target', 'before', 'after'])
      .where('target', '=', `staff:${member.staffId}`)
      .orderBy('id')
      .execute();
    expect(entries).toMatchObject([
      {
        action: 'staff.update',
        before: { role: 'manager', hotels: null },
        after: { role: 'manager', hotels: ['sakura-tokyo'] },
      },
      {
        action: 'staff.update',
        before: { role: 'manager', hotels: ['sakura-tokyo'] },
        after: { role: 'manager', hotels: null },
      },
    ]);
  });
});
