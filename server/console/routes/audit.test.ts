import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { AuditListResponseSchema } from '../../../src/api/contract/console/audit.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { signedInStaff } from '../../test/staff.ts';
import { recordAudit } from '../audit/record.ts';

async function hotelId(ctx: TestContext, code: string): Promise<number> {
  const row = await ctx.handle.db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = async (
  ctx: TestContext,
  query: string,
  headers: Record<string, string>,
  app = ctx.app,
) =>
  data(
    await ctx.call('GET', `/api/v1/console/audit${query}`, undefined, headers, app),
    AuditListResponseSchema,
  );

describeOnDatabases('console audit log', (ctx) => {
  it('refuses UPDATE, DELETE and TRUNCATE on the log', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    await recordAudit(ctx().handle.db, {
      staff: owner,
      hotelId: null,
      action: 'test.append_only',
      target: 'brand',
      before: { a: 1 },
      after: { a: 2 },
    });
    const db = ctx().handle.db;
    await expect(
      db
        .updateTable('audit_log')
        .set({ action: 'test.changed' })
        .where('action', '=', 'test.append_only')
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('audit_log').where('action', '=', 'test.append_only').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const kept = await db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'test.append_only')
      .executeTakeFirstOrThrow();
    expect(kept.after).toEqual({ a: 2 });
  });

  it('filters by who, hotel, action and day, pages newest first, and is read by another app instance', async () => {
    const db = ctx().handle.db;
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const manager = await signedInStaff(ctx(), { role: 'manager' });
    const tokyo = await hotelId(ctx(), 'sakura-tokyo');
    const osaka = await hotelId(ctx(), 'sakura-osaka');
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const entries = [
      { staff: owner, hotelId: tokyo, action: 'settings.update', at: day('2030-01-01') },
      { staff: manager, hotelId: osaka, action: 'settings.update', at: day('2030-01-02') },
      { staff: manager, hotelId: tokyo, action: 'inventory.edit', at: day('2030-01-03') },
      { staff: owner, hotelId: null, action: 'staff.invite', at: day('2030-01-04') },
    ];
    for (const e of entries) {
      await recordAudit(db, {
        ...e,
        target: `test:${e.action}`,
        before: { v: 0 },
        after: { v: 1 },
      });
    }
    // A second app instance on the same database (as a second process would be) reads them.
    const other = ctx().appWith({});
    const headers = owner.headers;
    const byManager = await list(
      ctx(),
      `?actor=${encodeURIComponent(manager.email.toUpperCase())}`,
      headers,
      other,
    );
    expect(byManager.entries.map((e) => e.action)).toEqual(['inventory.edit', 'settings.update']);
    expect(byManager.entries[0]).toMatchObject({
      actor: { id: manager.staffId, email: manager.email },
      hotel: 'sakura-tokyo',
      before: { v: 0 },
      after: { v: 1 },
    });
    const tokyoOnly = await list(
      ctx(),
      `?hotel=sakura-tokyo&from=2030-01-01&to=2030-01-31`,
      headers,
    );
    expect(tokyoOnly.entries.map((e) => e.action)).toEqual(['inventory.edit', 'settings.update']);
    const settings = await list(ctx(), `?action=settings.&from=2030-01-02&to=2030-01-02`, headers);
    expect(settings.entries.map((e) => e.hotel)).toEqual(['sakura-osaka']);
    const january = await list(ctx(), `?from=2030-01-01&to=2030-01-04&limit=3`, headers);
    expect(january.entries.map((e) => e.action)).toEqual([
      'staff.invite',
      'inventory.edit',
      'settings.update',
    ]);
    expect(january.next_before).not.toBeNull();
    const rest = await list(
      ctx(),
      `?from=2030-01-01&to=2030-01-04&limit=3&before=${january.next_before}`,
      headers,
    );
    expect(rest.entries.map((e) => e.at)).toEqual(['2030-01-01T12:00:00.000Z']);
    expect(rest.next_before).toBeNull();

    // A manager limited to Osaka sees Osaka's entries only (no brand-wide ones).
    const limited = await signedInStaff(ctx(), { role: 'manager', hotels: ['sakura-osaka'] });
    const theirs = await list(ctx(), `?from=2030-01-01&to=2030-01-04`, limited.headers);
    expect(theirs.entries.map((e) => e.hotel)).toEqual(['sakura-osaka']);
  });

  it('records console changes made through the API, never secrets', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const email = `audited-${Date.now()}@staff.test`;
    await ctx().call(
      'POST',
      '/api/v1/console/staff/invitations',
      { email, role: 'manager', locale: 'en' },
      owner.headers,
    );
    const page = await list(
      ctx(),
      `?actor=${encodeURIComponent(owner.email)}&action=staff.invite`,
      owner.headers,
    );
    expect(page.entries[0]).toMatchObject({
      action: 'staff.invite',
      after: { email, role: 'manager', hotels: null },
    });
    const mailed =
      ctx()
        .mailer.outbox()
        .find((m) => m.to === email)?.text ?? '';
    const token = /#token=([\w-]+)/.exec(mailed)?.[1] ?? 'missing';
    const all = await ctx().handle.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(token);
  });
});
