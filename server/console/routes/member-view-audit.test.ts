import { expect, it } from 'vitest';
import { ConsoleMemberAnswerSchema } from '../../../src/api/contract/console/members.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { newMember, widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';
import { MEMBER_VIEW_WINDOW_MS } from '../members/view-audit.ts';

const MEMBERS = '/api/v1/console/members';
const MINUTE = 60_000;

/** An app whose clock the test moves. */
function clocked(ctx: TestContext) {
  const clock = { t: Date.now() };
  return { clock, app: ctx.appWith({ now: () => new Date(clock.t) }) };
}

async function viewsBy(ctx: TestContext, staffId: number) {
  const rows = await ctx.handle.db
    .selectFrom('audit_log')
    .select(['action', 'target'])
    .where('actor_staff_id', '=', staffId)
    .orderBy('id')
    .execute();
  return rows.filter((r) => r.action === 'member.view').map((r) => r.target);
}

/**
 * The member's page reads the member again after each action on it; one visit is one
 * `member.view` (server/console/members/view-audit.ts), yet no reading goes unrecorded.
 */
describeOnDatabases('console: one member.view per visit', (get) => {
  it('records a view once though the page reads again after each action', async () => {
    const ctx = get();
    const { clock, app } = clocked(ctx);
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const member = await newMember(ctx, await widgetSession(ctx));
    const path = `${MEMBERS}/${member.user.id}`;
    const open = async () =>
      data(await ctx.call('GET', path, undefined, manager.headers, app), ConsoleMemberAnswerSchema);
    const act = async (suffix: string, body: unknown) => {
      const res = await ctx.call('POST', `${path}/${suffix}`, body, manager.headers, app);
      expect(res.status, suffix).toBeLessThan(300);
      clock.t += 20_000;
      await open(); // the page's read after the change
    };

    await open();
    await act('points', { points: 100, reason: 'Welcome gift' });
    await act('block', { reason: 'Chargeback under review' });
    await act('unblock', {});
    await act('points', { points: -50, reason: 'Correction' });

    const target = `member:${member.user.membership_id}`;
    expect(await viewsBy(ctx, manager.staffId)).toEqual([target]);
    const actions = await ctx.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_staff_id', '=', manager.staffId)
      .orderBy('id')
      .execute();
    // The changes themselves are each recorded.
    expect(actions.map((a) => a.action)).toEqual([
      'member.view',
      'member.points_adjust',
      'member.block',
      'member.unblock',
      'member.points_adjust',
    ]);
  });

  it("records another staff member's view, another member's, and a view after the window", async () => {
    const ctx = get();
    const { clock, app } = clocked(ctx);
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const other = await newMember(ctx, session);
    const open = async (headers: Record<string, string>, id: number) => {
      const res = await ctx.call('GET', `${MEMBERS}/${id}`, undefined, headers, app);
      expect(res.status).toBe(200);
    };
    const target = `member:${member.user.membership_id}`;

    await open(desk.headers, member.user.id);
    await open(manager.headers, member.user.id); // another staff member: their own entry
    await open(desk.headers, other.user.id); // another member: its own entry
    expect(await viewsBy(ctx, manager.staffId)).toEqual([target]);
    expect(await viewsBy(ctx, desk.staffId)).toEqual([
      target,
      `member:${other.user.membership_id}`,
    ]);

    // Within the window: covered. The window runs from the recorded view, not from the
    // reads it covered, so reading on keeps leaving an entry every few minutes.
    clock.t += MEMBER_VIEW_WINDOW_MS - MINUTE;
    await open(desk.headers, member.user.id);
    expect(await viewsBy(ctx, desk.staffId)).toHaveLength(2);
    clock.t += 2 * MINUTE;
    await open(desk.headers, member.user.id);
    expect(await viewsBy(ctx, desk.staffId)).toEqual([
      target,
      `member:${other.user.membership_id}`,
      target,
    ]);
  });
});
