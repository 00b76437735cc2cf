import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GatewayPaymentState } from './gateway.ts';

/** A payment as stored: its money, and what a later request on any process needs. */
export interface StoredPayment extends GatewayPaymentState {
  /** Where the 3-D Secure page sends the guest back. */
  returnUrl?: string;
  /** The test card's outcome (decides a challenge's result). */
  outcome?: string;
  /** The guest's 3-D Secure answer, once given. */
  answer?: string | null;
}

/** A single-use token as stored: the card's test outcome and display facts, never a number. */
export interface TokenRecordStored extends VaultRecord {
  used: boolean;
}

/** Where the test gateway keeps its tokens and payments beyond this process. */
export interface TestGatewayStore {
  /** Writes the payment; with `onlyFrom`, an existing row only while it is in that state. */
  save(
    id: string,
    currency: string,
    payment: StoredPayment,
    onlyFrom?: GatewayPaymentState['state'],
  ): Promise<void>;
  load(id: string): Promise<(StoredPayment & { currency: string }) | null>;
  /**
   * Records the guest's 3-D Secure answer and the state it leads to, only while the challenge
   * is open and unanswered: true for the one request (of any process) that answered it.
   */
  answer?(id: string, answer: string, state: GatewayPaymentState['state']): Promise<boolean>;
  /** Single-use tokens: kept, read, and used (atomically: true for the one caller that used it). */
  saveToken?(token: string, card: Omit<TokenRecordStored, 'used'>): Promise<void>;
  loadToken?(token: string): Promise<TokenRecordStored | null>;
  useToken?(token: string): Promise<boolean>;
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

/** A token's card facts as columns (tokens and vault alike), and back. */
const cardColumns = (card: VaultRecord) => ({
  brand: card.brand,
  last4: card.last4,
  outcome: card.outcome,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});
const cardOfRow = (row: ReturnType<typeof cardColumns>): VaultRecord => ({
  brand: row.brand,
  last4: row.last4,
  outcome: row.outcome,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

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
 * The test gateway's payments in `test_gateway_payments` (migrations 011, 018) and its tokens in
 * `test_gateway_tokens`: a real gateway keeps them on its side, so any process can pay with a
 * token another one made, answer and complete a challenge another one opened, and refund money
 * another one took. No card number, ever.
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
        ...(p.returnUrl === undefined ? {} : { return_url: p.returnUrl }),
        ...(p.outcome === undefined ? {} : { outcome: p.outcome }),
        ...(p.answer === undefined ? {} : { answer: p.answer }),
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
        returnUrl: row.return_url,
        outcome: row.outcome,
        answer: row.answer,
      };
    },
    async answer(id, answer, state) {
      const row = await db
        .updateTable('test_gateway_payments')
        .set({ answer, state, updated_at: new Date() })
        .where('id', '=', id)
        .where('state', '=', 'challenge')
        .where('answer', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async saveToken(token, card) {
      await db
        .insertInto('test_gateway_tokens')
        .values({ token, ...cardColumns(card) })
        .execute();
    },
    async loadToken(token) {
      const row = await db
        .selectFrom('test_gateway_tokens')
        .selectAll()
        .where('token', '=', token)
        .executeTakeFirst();
      return row ? { ...cardOfRow(row), used: row.used } : null;
    },
    async useToken(token) {
      const row = await db
        .updateTable('test_gateway_tokens')
        .set({ used: true })
        .where('token', '=', token)
        .where('used', '=', false)
        .returning('token')
        .executeTakeFirst();
      return row !== undefined;
    },
    async saveVault(token, card) {
      await db
        .insertInto('test_gateway_vault')
        .values({ token, ...cardColumns(card) })
        .onConflict((oc) => oc.column('token').doNothing())
        .execute();
    },
    async loadVault(token) {
      const row = await db
        .selectFrom('test_gateway_vault')
        .selectAll()
        .where('token', '=', token)
        .executeTakeFirst();
      return row ? cardOfRow(row) : null;
    },
    async deleteVault(token) {
      await db.deleteFrom('test_gateway_vault').where('token', '=', token).execute();
    },
  };
}
