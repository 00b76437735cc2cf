import { sql } from 'kysely';
import type { CreateReservation } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import type { TestContext } from '../test/harness.ts';

/** Test cards by outcome (server/README.md). */
export const CARD = {
  succeeds: '4242 4242 4242 4242',
  requires3ds: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  timeout: '4000 0000 0000 0119',
  fails3ds: '4000 0084 0000 1629',
} as const;

export const cardInput = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holder: 'HANAKO YAMADA',
});

/** A token from the gateway's HTTP endpoint, as the widget gets it. */
export async function tokenFor(ctx: TestContext, number: string, app = ctx.app): Promise<string> {
  const res = await ctx.call('POST', '/gateway/tokens', cardInput(number), {}, app);
  if (res.status !== 201) throw new Error(`tokenize ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { token: string } }).data.token;
}

/** A pre-paid Tokyo booking (Standard Double with breakfast) paid with `token`. */
export function prepaidBooking(checkin: string, token: string): CreateReservation {
  return tokyoBooking(checkin, 1, {
    rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 2 }],
    payment_type: 'pre_paid',
    payment: { gateway_token: token },
  });
}

export async function remaining(ctx: TestContext, roomType: string, date: string): Promise<number> {
  const r = await sql<{ remaining: number }>`
    SELECT i.remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code = ${roomType} AND i.date = ${date}`.execute(ctx.handle.db);
  return r.rows[0]?.remaining ?? -1;
}

export async function reservationCount(ctx: TestContext): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations`.execute(
    ctx.handle.db,
  );
  return r.rows[0]?.n ?? -1;
}

/** The path and query of an absolute URL (app.request takes either). */
export const pathOf = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Answers a 3-D Secure challenge as the guest's click on the gateway's page does. */
export async function answerChallenge(
  ctx: TestContext,
  challengeUrl: string,
  outcome: string,
  mode = 'redirect',
  app = ctx.app,
): Promise<Response> {
  return app.request(pathOf(challengeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, mode }).toString(),
  });
}
