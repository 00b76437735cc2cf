import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GatewayPaymentState } from './gateway.ts';

/** Where the test gateway keeps the money side of its payments beyond this process. */
export interface TestGatewayStore {
  /** Writes the payment; with `onlyFrom`, an existing row only while it is in that state. */
  save(
    id: string,
    currency: string,
    payment: GatewayPaymentState,
    onlyFrom?: GatewayPaymentState['state'],
  ): Promise<void>;
  load(id: string): Promise<(GatewayPaymentState & { currency: string }) | null>;
  /** The vault's reusable tokens (saved cards): outcome and display facts, never a number. */
  saveVault?(token: string, card: VaultRecord): Promise<void>;
  loadVault?(token: string): Promise<VaultRecord | null>;
  deleteVault?(token: string): Promise<void>;
}

/** What a reusable test-gateway token stands for. */
export interface VaultRecord {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: string;
}

const STATES: readonly GatewayPaymentState['state'][] = [
  'challenge',
  'authorized',
  'captured',
  'refunded',
  'cancelled',
  'failed',
];
const isState = (s: string): s is GatewayPaymentState['state'] =>
  (STATES as readonly string[]).includes(s);

/**
 * The test gateway's payments in `test_gateway_payments` (migration 011): a real gateway keeps
 * them on its side, so a process started after the one that took the money can still refund it
 * or tell what happened to it. Amounts and state only: no token, no card fact.
 */
export function databaseGatewayStore(db: Kysely<Database>): TestGatewayStore {
  return {
    async save(id, currency, p, onlyFrom) {
      const values = {
        amount: p.amount,
        currency,
        state: p.state,
        captured: p.captured,
        refunded: p.refunded,
        updated_at: new Date(),
      };
      await db
        .insertInto('test_gateway_payments')
        .values({ id, ...values })
        .onConflict((oc) => {
          const update = oc.column('id').doUpdateSet(values);
          return onlyFrom ? update.where('test_gateway_payments.state', '=', onlyFrom) : update;
        })
        .execute();
    },
    async load(id) {
      const row = await db
        .selectFrom('test_gateway_payments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || !isState(row.state)) return null;
      return {
        state: row.state,
        amount: row.amount,
        currency: row.currency,
        captured: row.captured,
        refunded: row.refunded,
      };
    },
    async saveVault(token, card) {
      await db
        .insertInto('test_gateway_vault')
        .values({
          token,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          outcome: card.outcome,
        })
        .onConflict((oc) => oc.column('token').doNothing())
        .execute();
    },
    async loadVault(token) {
      const row = await db
        .selectFrom('test_gateway_vault')
        .selectAll()
        .where('token', '=', token)
        .executeTakeFirst();
      return row
        ? {
            brand: row.brand,
            last4: row.last4,
            expMonth: row.exp_month,
            expYear: row.exp_year,
            outcome: row.outcome,
          }
        : null;
    },
    async deleteVault(token) {
      await db.deleteFrom('test_gateway_vault').where('token', '=', token).execute();
    },
  };
}
