import { randomBytes } from 'node:crypto';
import { PaymentErrorCode } from '../../src/api/contract/index.ts';
import { type CardOutcome, cardBrand, outcomeOf, TEST_CARDS } from './cards.ts';
import type {
  AuthorizeResult,
  CardSummary,
  Complete3dsResult,
  PaymentGateway,
  SettleResult,
  VaultResult,
} from './gateway.ts';
import type { TestGatewayStore, VaultRecord } from './test-gateway-store.ts';

/** A token: the card's outcome and display facts, never its number or security code. */
interface TokenRecord extends CardSummary {
  outcome: CardOutcome;
  used: boolean;
  expMonth: number;
  expYear: number;
}

const OUTCOMES = new Set<string>(Object.values(TEST_CARDS));
const isOutcome = (o: string): o is CardOutcome => OUTCOMES.has(o);
/** Reusable (vault) tokens start with this; single-use ones with `tok_`. */
const VAULT_PREFIX = 'cus_';

export type ChallengeAnswer = 'approved' | 'failed' | 'cancelled';
/** The answers the 3-D Secure page offers. */
export const CHALLENGE_ANSWERS: readonly ChallengeAnswer[] = ['approved', 'failed', 'cancelled'];

/** A payment of the test gateway. */
export interface TestPayment {
  id: string;
  amount: number;
  currency: string;
  returnUrl: string;
  outcome: CardOutcome;
  state: 'challenge' | 'authorized' | 'captured' | 'refunded' | 'cancelled' | 'failed';
  /** Money taken (set by capture) and given back (refunds add up), in minor units. */
  captured: number;
  refunded: number;
  /** Set once the guest answered the 3-D Secure page. */
  answer: ChallengeAnswer | null;
}

/**
 * The built-in test gateway. Without a store, tokens and payments live in this process's memory
 * (the embedded default). With one (the server's database), tokens, payments and 3-D Secure
 * answers are written there before a call answers, so any process can pay with a token another
 * made, answer or complete its challenge, and settle or report its payment.
 */
export interface TestGateway extends PaymentGateway {
  /** Stores what a token may hold. The caller must drop the card number right after. */
  createToken(
    digits: string,
    expiry?: { month: number; year: number },
  ): Promise<{ token: string } & CardSummary>;
  /** The payment as this process last saw it (tests); `findPayment` asks the store too. */
  payment(id: string): TestPayment | undefined;
  findPayment(id: string): Promise<TestPayment | undefined>;
  /** Records the guest's answer on the 3-D Secure page; false if the challenge is not open. */
  answerChallenge(id: string, answer: ChallengeAnswer): Promise<boolean>;
}

const randomId = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;
const MAX_ENTRIES = 50_000;

/** Keeps a Map bounded: the oldest entries go first (a demo server must not grow forever). */
function bounded<V>(map: Map<string, V>): void {
  while (map.size > MAX_ENTRIES) {
    const first = map.keys().next();
    if (first.done) return;
    map.delete(first.value);
  }
}

/**
 * Creates the test gateway. `origin()` is where its HTTP pages are served (the challenge URL's
 * origin); a getter because the server learns its URL only after listening. `store` (the
 * server's database) keeps payments beyond this process.
 */
export function createTestGateway(origin: () => string, store?: TestGatewayStore): TestGateway {
  const tokens = new Map<string, TokenRecord>();
  const vault = new Map<string, VaultRecord>();
  const payments = new Map<string, TestPayment>();
  /** A reusable token as this process or the store knows it. */
  const vaulted = async (token: string): Promise<VaultRecord | undefined> =>
    vault.get(token) ?? (await store?.loadVault?.(token)) ?? undefined;
  /** A single-use token as this process or the store knows it. */
  const single = async (token: string): Promise<TokenRecord | undefined> => {
    const local = tokens.get(token);
    if (local || !store?.loadToken) return local;
    const stored = await store.loadToken(token);
    if (!stored) return undefined;
    const outcome = isOutcome(stored.outcome) ? stored.outcome : 'declined';
    return { ...stored, outcome };
  };
  /**
   * Uses a single-use token up: in the store atomically (false when another request, of any
   * process, used it first), and here.
   */
  const useUp = async (token: string, record: TokenRecord): Promise<boolean> => {
    if (store?.useToken && !(await store.useToken(token))) return false;
    record.used = true;
    return true;
  };
  /** The card behind a token: single-use (unused so far) or from the vault. */
  const cardOf = async (token: string): Promise<TokenRecord | undefined> => {
    if (!token.startsWith(VAULT_PREFIX)) return single(token);
    const saved = await vaulted(token);
    if (!saved) return undefined;
    const outcome = isOutcome(saved.outcome) ? saved.outcome : 'declined';
    // A vaulted card pays again and again: it is never marked used.
    return { ...saved, outcome, used: false };
  };
  const settled = (ok: boolean, code: number = PaymentErrorCode.failed): SettleResult =>
    ok ? { ok: true } : { ok: false, code };
  /**
   * A payment as stored (another process may have answered, captured or refunded it since).
   * Without a store: memory.
   */
  const find = async (id: string): Promise<TestPayment | undefined> => {
    const local = payments.get(id);
    if (!store) return local;
    const stored = await store.load(id);
    if (!stored) return local;
    const answer = CHALLENGE_ANSWERS.find((a) => a === stored.answer) ?? null;
    const outcome = stored.outcome && isOutcome(stored.outcome) ? stored.outcome : 'succeeds';
    const p: TestPayment = local ?? {
      id,
      amount: stored.amount,
      currency: stored.currency,
      returnUrl: stored.returnUrl ?? '',
      outcome,
      state: stored.state,
      answer,
      captured: stored.captured,
      refunded: stored.refunded,
    };
    p.state = stored.state;
    p.answer = answer;
    p.captured = stored.captured;
    p.refunded = stored.refunded;
    if (!local) {
      payments.set(id, p);
      bounded(payments);
    }
    return p;
  };
  /**
   * Stores the payment's next state, then takes it here: a call that throws has moved no money
   * anywhere, and once it answers ok every process sees the money moved.
   */
  const move = async (p: TestPayment, next: Partial<TestPayment>): Promise<SettleResult> => {
    const moved = { ...p, ...next };
    await store?.save(p.id, p.currency, moved);
    Object.assign(p, moved);
    return settled(true);
  };

  return {
    name: 'test',
    async createToken(digits, expiry) {
      const token = randomId('tok');
      const record: TokenRecord = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        outcome: outcomeOf(digits),
        used: false,
        expMonth: expiry?.month ?? 12,
        expYear: expiry?.year ?? new Date().getUTCFullYear() + 1,
      };
      await store?.saveToken?.(token, record);
      tokens.set(token, record);
      bounded(tokens);
      return { token, brand: record.brand, last4: record.last4 };
    },
    payment: (id) => payments.get(id),
    findPayment: find,
    async vaultCard(token): Promise<VaultResult> {
      const record = await single(token);
      if (!record) return { ok: false, code: PaymentErrorCode.declined };
      if (record.used) return { ok: false, code: PaymentErrorCode.failed };
      // Like a real vault's card check: a declined or expired card is not kept.
      if (record.outcome === 'declined') return { ok: false, code: PaymentErrorCode.declined };
      if (record.outcome === 'expired') return { ok: false, code: PaymentErrorCode.expiry };
      if (!(await useUp(token, record))) return { ok: false, code: PaymentErrorCode.failed };
      const customerToken = randomId(VAULT_PREFIX.slice(0, -1));
      const saved: VaultRecord = {
        brand: record.brand,
        last4: record.last4,
        expMonth: record.expMonth,
        expYear: record.expYear,
        outcome: record.outcome,
      };
      await store?.saveVault?.(customerToken, saved);
      vault.set(customerToken, saved);
      bounded(vault);
      return {
        ok: true,
        customerToken,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      };
    },
    async removeVaultedCard(customerToken) {
      vault.delete(customerToken);
      await store?.deleteVault?.(customerToken);
    },
    async authorize(token, amount, currency, returnUrl): Promise<AuthorizeResult> {
      const record = await cardOf(token);
      if (!record) return { status: 'failed', code: PaymentErrorCode.declined };
      const card: CardSummary = { brand: record.brand, last4: record.last4 };
      // A token pays once: a replayed token can never take money twice.
      if (record.used) return { status: 'failed', code: PaymentErrorCode.failed, card };
      const fail = (code: number): AuthorizeResult => ({ status: 'failed', code, card });
      switch (record.outcome) {
        case 'declined':
          return fail(PaymentErrorCode.declined);
        case 'expired':
          return fail(PaymentErrorCode.expiry);
        case 'timeout':
          return fail(PaymentErrorCode.timeout);
        default:
          break;
      }
      // A vault token pays again and again; a single-use one exactly once, across processes.
      if (!token.startsWith(VAULT_PREFIX) && !(await useUp(token, record)))
        return fail(PaymentErrorCode.failed);
      const id = randomId('pay');
      const needs3ds = record.outcome === 'requires_3ds' || record.outcome === 'fails_3ds';
      const created: TestPayment = {
        id,
        amount,
        currency,
        returnUrl,
        outcome: record.outcome,
        state: needs3ds ? 'challenge' : 'authorized',
        answer: null,
        captured: 0,
        refunded: 0,
      };
      await store?.save(id, currency, created);
      payments.set(id, created);
      bounded(payments);
      if (!needs3ds) return { status: 'authorized', paymentId: id, ...card };
      return {
        status: 'requires_3ds',
        paymentId: id,
        challengeUrl: `${origin()}/gateway/3ds/${id}`,
        ...card,
      };
    },
    async answerChallenge(id, answer) {
      const p = await find(id);
      if (p?.state !== 'challenge' || p.answer !== null) return false;
      // The "fails 3-D Secure" card fails whatever the guest does (except cancel).
      const given: ChallengeAnswer =
        p.outcome === 'fails_3ds' && answer === 'approved' ? 'failed' : answer;
      const state = given === 'approved' ? 'authorized' : 'failed';
      // Stored first, only over the open, unanswered challenge: of two answers (two tabs, two
      // processes) exactly one counts, and a late one never undoes what happened meanwhile.
      if (store?.answer && !(await store.answer(id, given, state))) return false;
      p.answer = given;
      p.state = state;
      return true;
    },
    async complete3ds(id): Promise<Complete3dsResult> {
      const p = await find(id);
      if (!p) return { status: 'failed', code: PaymentErrorCode.threeDsFailed };
      if (p.answer === null) {
        return p.state === 'cancelled'
          ? { status: 'failed', code: PaymentErrorCode.threeDsExpired }
          : { status: 'pending' };
      }
      if (p.answer === 'approved') return { status: 'authorized' };
      return {
        status: 'failed',
        code:
          p.answer === 'cancelled'
            ? PaymentErrorCode.threeDsCancelled
            : PaymentErrorCode.threeDsFailed,
      };
    },
    async capture(id, amount) {
      const p = await find(id);
      if (p?.state !== 'authorized') return settled(p?.state === 'captured');
      const take = amount ?? p.amount;
      if (!Number.isInteger(take) || take <= 0 || take > p.amount) return settled(false);
      return move(p, { state: 'captured', captured: take });
    },
    async refund(id, amount) {
      const p = await find(id);
      if (p?.state !== 'captured') return settled(false);
      if (!Number.isInteger(amount) || amount <= 0 || p.refunded + amount > p.captured)
        return settled(false);
      const refunded = p.refunded + amount;
      return move(p, { refunded, state: refunded === p.captured ? 'refunded' : 'captured' });
    },
    async cancel(id) {
      const p = await find(id);
      if (!p) return settled(false);
      if (p.state === 'captured') return settled(false);
      return move(p, { state: 'cancelled' });
    },
    async status(id) {
      const p = await find(id);
      if (!p) return null;
      return { state: p.state, amount: p.amount, captured: p.captured, refunded: p.refunded };
    },
  };
}
