import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationQuestionAnswersResponseSchema,
} from '../../src/api/contract/index.ts';
import { TOKYO_ANSWERS, tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

async function book(ctx: TestContext, offset: number) {
  const checkin = await ctx.freeDate('standard-double', 1, offset);
  return data(
    await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
    CreateReservationResponseSchema,
  ).data;
}

async function uploaded(ctx: TestContext, id: string): Promise<void> {
  await sql`INSERT INTO file_attachments (id, content_type, byte_size, sha256, filename)
    VALUES (${id}, 'image/png', 10, 'x', 'a.png')`.execute(ctx.handle.db);
}

async function ownerOf(ctx: TestContext, id: string) {
  const r = await sql<{ number: string | null }>`SELECT r.number FROM file_attachments f
    LEFT JOIN reservations r ON r.id = f.reservation_id WHERE f.id = ${id}`.execute(ctx.handle.db);
  return r.rows[0]?.number;
}

describeOnDatabases('reservation additional question answers', (get) => {
  it('lists the questions with the answers, by e-mail or bypass token; others get the same 404', async () => {
    const ctx = get();
    const r = await book(ctx, 60);
    const path = `/api/v1/reservations/${r.reservation_number}/additional_questions`;
    const list = data(
      await ctx.call('GET', `${path}?email=HANAKO@example.com`),
      ReservationQuestionAnswersResponseSchema,
    ).data;
    const byId = new Map(list.map((x) => [x.question.id, x]));
    expect(byId.get('q-people')?.answer).toMatchObject({ men_count: 1, women_count: 1 });
    expect(byId.get('q-checkin')?.answer).toMatchObject({ checkin_time: '16:00' });
    expect(list.every((x) => x.question.kind === 'question')).toBe(true);
    const byToken = await ctx.call('GET', `${path}?bypass_token=${r.bypass_token}`);
    expect(byToken.status).toBe(200);
    const wrong = await ctx.call('GET', `${path}?email=someone@example.com`);
    expect(wrong.status).toBe(404);
    expect(apiError(wrong).code).toBe(9404);
  });

  it('batch_update replaces the answers with the booking rules and links new uploads', async () => {
    const ctx = get();
    const r = await book(ctx, 62);
    const other = await book(ctx, 63);
    const path = `/api/v1/reservations/${r.reservation_number}/additional_questions/batch_update?bypass_token=${r.bypass_token}`;
    await uploaded(ctx, 'att-answers-1');
    await uploaded(ctx, 'att-answers-2');
    await sql`UPDATE file_attachments SET reservation_id =
      (SELECT id FROM reservations WHERE number = ${other.reservation_number})
      WHERE id = 'att-answers-2'`.execute(ctx.handle.db);
    const answers = [
      { question_id: 'q-people', men_count: 2, women_count: 0 },
      { question_id: 'q-checkin', checkin_time: '18:30', attachment_ids: ['att-answers-1'] },
    ];
    const res = await ctx.call('PUT', path, { answers });
    const list = data(res, ReservationQuestionAnswersResponseSchema).data;
    expect(list.find((x) => x.question.id === 'q-checkin')?.answer).toMatchObject({
      checkin_time: '18:30',
      attachment_ids: ['att-answers-1'],
    });
    expect(await ownerOf(ctx, 'att-answers-1')).toBe(r.reservation_number);
    // Sending its own upload again is fine; another booking's is not.
    expect((await ctx.call('PUT', path, { answers })).status).toBe(200);
    const stolen = await ctx.call('PUT', path, {
      answers: [answers[0], { ...answers[1], attachment_ids: ['att-answers-2'] }],
    });
    expect(apiError(stolen)).toMatchObject({
      code: 1000,
      payload: { field: 'answers.1.attachment_ids.0' },
    });
    const missing = await ctx.call('PUT', path, { answers: [answers[1]] });
    expect(apiError(missing)).toMatchObject({ code: 1000, payload: { field: 'answers' } });
    const unknown = await ctx.call('PUT', path, {
      answers: [...TOKYO_ANSWERS, { question_id: 'nope', text: 'x' }],
    });
    expect(apiError(unknown).payload).toMatchObject({ field: 'answers.2.question_id' });
    const tooMany = await ctx.call('PUT', path, {
      answers: [{ question_id: 'q-people', men_count: 2, women_count: 1 }, answers[1]],
    });
    expect(apiError(tooMany).payload).toMatchObject({ field: 'answers.0.men_count' });
    const long = await ctx.call('PUT', path, {
      answers: [...TOKYO_ANSWERS, { question_id: 'q-checkin', text: 'x'.repeat(256) }],
    });
    expect(long.status).toBe(400);
  });

  it('batch_update answers 3014 with a stale expected_updated_at and 3013 while locked', async () => {
    const ctx = get();
    const r = await book(ctx, 64);
    const path = `/api/v1/reservations/${r.reservation_number}/additional_questions/batch_update?email=hanako@example.com`;
    const stale = await ctx.call('PUT', path, {
      answers: TOKYO_ANSWERS,
      expected_updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(apiError(stale).code).toBe(3014);
    await sql`UPDATE reservations SET lock_id = 'x', locked_until = ${new Date(Date.now() + 60_000)}
      WHERE number = ${r.reservation_number}`.execute(ctx.handle.db);
    expect(apiError(await ctx.call('PUT', path, { answers: TOKYO_ANSWERS })).code).toBe(3013);
  });
});
