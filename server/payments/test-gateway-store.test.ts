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
    const { token } = a.createToken('4242424242424242');
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
    const { token } = a.createToken('4242424242424242');
    const paid = await a.authorize(token, 5_000, 'JPY', 'https://book.test/back');
    if (paid.status !== 'authorized') throw new Error(paid.status);
    expect(await b.cancel(paid.paymentId)).toEqual({ ok: true });
    expect(await a.status(paid.paymentId)).toMatchObject({ state: 'cancelled', captured: 0 });
    expect((await a.capture(paid.paymentId)).ok).toBe(false);
    expect(await b.status('pay_unknown')).toBeNull();
  });

  it('keeps no card data: only amounts and state are stored', async () => {
    const [a] = twoProcesses();
    const { token } = a.createToken('4242424242424242');
    const paid = await a.authorize(token, 1_000, 'JPY', 'https://book.test/back');
    if (paid.status !== 'authorized') throw new Error(paid.status);
    const row = await get()
      .handle.db.selectFrom('test_gateway_payments')
      .selectAll()
      .where('id', '=', paid.paymentId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      ['amount', 'captured', 'currency', 'id', 'refunded', 'state', 'updated_at'].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('4242');
  });
});
