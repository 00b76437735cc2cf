import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { sweepUploads } from './sweep.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const HOUR = 60 * 60_000;
const newId = () => `att_${randomBytes(16).toString('hex')}`;

/** An upload as store.ts leaves it: the file and its row, made `ageMs` ago. */
async function stored(ctx: TestContext, dir: string, ageMs: number, reservationId?: number) {
  const id = newId();
  await writeFile(join(dir, id), 'png');
  await ctx.handle.db
    .insertInto('file_attachments')
    .values({
      id,
      content_type: 'image/png',
      byte_size: 3,
      sha256: 'x',
      filename: 'photo.png',
      reservation_id: reservationId ?? null,
      created_at: new Date(Date.now() - ageMs),
    })
    .execute();
  return id;
}

/** A file with no row (a process died before writing it), last written `ageMs` ago. */
async function orphan(dir: string, name: string, ageMs: number): Promise<string> {
  await writeFile(join(dir, name), 'png');
  const at = new Date(Date.now() - ageMs);
  await utimes(join(dir, name), at, at);
  return name;
}

describeOnDatabases('upload sweeper', (get) => {
  it('removes abandoned, dropped and orphaned uploads from disk and database, and nothing else', async () => {
    const ctx = get();
    const dir = await mkdtemp(join(tmpdir(), 'hbw-sweep-'));
    dirs.push(dir);
    const checkin = await ctx.freeDate('standard-double', 1, 230);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
      CreateReservationResponseSchema,
    ).data;
    const { id: reservationId } = await ctx.handle.db
      .selectFrom('reservations')
      .select('id')
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();

    const abandoned = await stored(ctx, dir, 25 * HOUR);
    const fresh = await stored(ctx, dir, HOUR);
    const named = await stored(ctx, dir, 25 * HOUR, reservationId);
    const dropped = await stored(ctx, dir, 25 * HOUR, reservationId);
    // The answers name one upload; the other was attached, then dropped by an edit 2 hours ago.
    const answers = [{ question_id: 1, answer: 'x', attachment_ids: [named] }];
    await sql`UPDATE reservations SET answers = ${JSON.stringify(answers)}::jsonb,
      updated_at = ${new Date(Date.now() - 2 * HOUR)} WHERE id = ${reservationId}`.execute(
      ctx.handle.db,
    );
    const lostFile = await orphan(dir, newId(), 2 * HOUR);
    const writing = await orphan(dir, newId(), 0);
    const deadPart = await orphan(dir, `.${newId()}.part`, 2 * HOUR);
    await writeFile(join(dir, 'README'), 'not an upload');

    const first = await sweepUploads(ctx.handle.db, dir, new Date());
    expect(first).toEqual({ abandoned: 1, removed: 1, orphanFiles: 2 });
    const rows = await ctx.handle.db
      .selectFrom('file_attachments')
      .select('id')
      .where('id', 'in', [abandoned, fresh, named, dropped])
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([fresh, named].sort());
    const files = await readdir(dir);
    expect(files.sort()).toEqual([fresh, named, writing, 'README'].sort());
    expect(files).not.toContain(lostFile);
    expect(files).not.toContain(deadPart);

    // Idempotent: a second run finds nothing.
    expect(await sweepUploads(ctx.handle.db, dir, new Date())).toEqual({
      abandoned: 0,
      removed: 0,
      orphanFiles: 0,
    });
  });

  it('keeps an upload dropped from the answers within the hour (the guest may put it back)', async () => {
    const ctx = get();
    const dir = await mkdtemp(join(tmpdir(), 'hbw-sweep-'));
    dirs.push(dir);
    const checkin = await ctx.freeDate('standard-double', 1, 235);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
      CreateReservationResponseSchema,
    ).data;
    const { id } = await ctx.handle.db
      .selectFrom('reservations')
      .select('id')
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();
    await sql`UPDATE reservations SET updated_at = now() WHERE id = ${id}`.execute(ctx.handle.db);
    const dropped = await stored(ctx, dir, 25 * HOUR, id);
    expect(await sweepUploads(ctx.handle.db, dir, new Date())).toMatchObject({ removed: 0 });
    expect(await readdir(dir)).toContain(dropped);
  });
});
