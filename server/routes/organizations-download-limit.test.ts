import { expect, it } from 'vitest';
import {
  CORPORATE_DOWNLOAD_WINDOW_MS,
  CORPORATE_DOWNLOADS_PER_WINDOW,
} from '../services/corporate/download-limit.ts';
import { apiError, describeOnDatabases } from '../test/harness.ts';
import { testOrganization } from '../test/organizations.ts';

describeOnDatabases('corporate download limit (code 1600)', (get) => {
  it("refuses an admin's downloads beyond the window's limit before any file or e-mail, others unaffected", async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 9);
    const admin = await org.join('admin');
    const otherAdmin = await org.join('admin');
    // A fixed clock: every download falls in one window, whenever the test runs.
    const now = Date.now();
    const app = ctx.appWith({ now: () => new Date(now) });
    const emailOf = async (memberId: number) =>
      (
        await ctx.handle.db
          .selectFrom('members')
          .select('email')
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).email;
    const adminEmail = await emailOf(admin.memberId);
    const passwordMails = (to: string) =>
      ctx.mailer.outbox().filter((m) => m.to === to && m.subject.includes('.zip')).length;
    const zip = (headers: Record<string, string>) =>
      app.request(org.path('/reservations.zip'), { headers });

    for (let i = 0; i < CORPORATE_DOWNLOADS_PER_WINDOW; i++) {
      const res = await zip(admin.headers);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(passwordMails(adminEmail)).toBe(CORPORATE_DOWNLOADS_PER_WINDOW);

    const refused = await zip(admin.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const retryAfter = Math.ceil(
      (Math.ceil((now + 1) / CORPORATE_DOWNLOAD_WINDOW_MS) * CORPORATE_DOWNLOAD_WINDOW_MS - now) /
        1000,
    );
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));
    expect(
      apiError({ status: refused.status, headers: refused.headers, body: await refused.json() }),
    ).toMatchObject({ status: 429, code: 1600, payload: { retry_after: retryAfter } });
    // No file was made, so no password was mailed.
    expect(passwordMails(adminEmail)).toBe(CORPORATE_DOWNLOADS_PER_WINDOW);

    // Another admin of the same organization counts on its own.
    const other = await zip(otherAdmin.headers);
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    expect(passwordMails(await emailOf(otherAdmin.memberId))).toBe(1);
  });

  it('counts only admins: refusals with 403 spend nothing of the limit', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 9);
    const member = await org.join('member');
    const now = Date.now();
    const app = ctx.appWith({ now: () => new Date(now) });
    const zip = () => app.request(org.path('/reservations.zip'), { headers: member.headers });
    for (let i = 0; i <= CORPORATE_DOWNLOADS_PER_WINDOW; i++)
      expect((await zip()).status).toBe(403);
    // Made an admin in the same window, the member has the whole limit still.
    await ctx.handle.db
      .updateTable('organization_members')
      .set({ role: 'admin' })
      .where('member_id', '=', member.memberId)
      .execute();
    const res = await zip();
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
