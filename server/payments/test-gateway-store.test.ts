import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness.ts';
import { createTestGateway } from './test-gateway.ts';
import { databaseGatewayStore } from './test-gateway-store.ts';

describeOnDatabases('test gateway payments in the database', (get) => {
  const twoProcesses = () => {
    const store = databaseGatewayStore(get().handle.db);
    return [
      createTestGateway(() => 'https://a.test', store),
      createTestGateway(() => 'https://b.test', store),
    ] as const;
  };

  it('a payment made by one process is settled and reported by another, money counted once', async () => {
    const [a, b] = twoProcesses();
    const { token } = await a.createToken('4242424242424242');
    const paid = await a.authorize(token, 10_000, 'JPY', 'https://book.test/back');
    if (paid.status !== 'authorized') throw new Error(paid.status);
    expect(await a.capture(paid.paymentId)).toEqual({ ok: true });
    expect(await b.status(paid.paymentId)).toEqual({
      state: 'captured',
      amount: 10_000,
      captured: 10_000,
      refunded: 0,
    });
    expect(await b.refund(paid.paymentId, 6_000)).toEqual({ ok: true });
    // The first process sees the other's refund: only 4,000 are left to give back.
    expect((await a.refund(paid.paymentId, 6_000)).ok).toBe(false);
    expect(await a.refund(paid.paymentId, 4_000)).toEqual({ ok: true });
    expect(await b.status(paid.paymentId)).toMatchObject({ state: 'refunded', refunded: 10_000 });
  });

  it('voids an authorisation of another process; an unknown payment is null', async () => {
    const [a, b] = twoProcesses();
    const { token } = await a.createToken('4242424242424242');
    const paid = await a.authorize(token, 5_000, 'JPY', 'https://book.test/back');
    if (paid.status !== 'authorized') throw new Error(paid.status);
    expect(await b.cancel(paid.paymentId)).toEqual({ ok: true });
    expect(await a.status(paid.paymentId)).toMatchObject({ state: 'cancelled', captured: 0 });
    expect((await a.capture(paid.paymentId)).ok).toBe(false);
    expect(await b.status('pay_unknown')).toBeNull();
  });

  it('pays with a token another process made, exactly once across processes', async () => {
    const [a, b] = twoProcesses();
    const { token } = await a.createToken('4242424242424242');
    // Both processes try the same single-use token at once: one payment, one refusal.
    const tries = await Promise.all([
      a.authorize(token, 2_000, 'JPY', 'https://book.test/back'),
      b.authorize(token, 2_000, 'JPY', 'https://book.test/back'),
    ]);
    expect(tries.map((t) => t.status).sort()).toEqual(['authorized', 'failed']);
    const other = await a.createToken('4242424242424242');
    expect((await b.authorize(other.token, 2_000, 'JPY', 'https://x.test')).status).toBe(
      'authorized',
    );
  });

  it('answers a 3-D Secure challenge on another process, once, and completes it on a third', async () => {
    const [a, b] = twoProcesses();
    const [, c] = twoProcesses();
    const { token } = await a.createToken('4000000000003220');
    const started = await a.authorize(token, 3_000, 'JPY', 'https://book.test/back');
    if (started.status !== 'requires_3ds') throw new Error(started.status);
    // The challenge page may be served by any process: it finds the payment and its return URL.
    expect(await c.findPayment(started.paymentId)).toMatchObject({
      state: 'challenge',
      returnUrl: 'https://book.test/back',
    });
    const answers = await Promise.all([
      b.answerChallenge(started.paymentId, 'approved'),
      c.answerChallenge(started.paymentId, 'failed'),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const winner = answers[0] ? 'authorized' : 'failed';
    expect((await a.complete3ds(started.paymentId)).status).toBe(winner);
    expect(await c.status(started.paymentId)).toMatchObject({ state: winner });
  });

  it('keeps no card data: amounts, state and the 3-D Secure facts; tokens without numbers', async () => {
    const [a] = twoProcesses();
    const { token } = await a.createToken('4242424242424242');
    const paid = await a.authorize(token, 1_000, 'JPY', 'https://book.test/back');
    if (paid.status !== 'authorized') throw new Error(paid.status);
    const row = await get()
      .handle.db.selectFrom('test_gateway_payments')
      .selectAll()
      .where('id', '=', paid.paymentId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      [
        'amount',
        'answer',
        'captured',
        'currency',
        'id',
        'outcome',
        'refunded',
        'return_url',
        'state',
        'updated_at',
      ].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('4242');
    const tokens = await get().handle.db.selectFrom('test_gateway_tokens').selectAll().execute();
    expect(tokens.length).toBeGreaterThan(0);
    expect(JSON.stringify(tokens)).not.toMatch(/424242424242|4000000000003220/);
  });
});
