import type { Context } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { GuessKeys, GuessPolicy } from '../limits/guess-policy.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { clientAddressOf, limitKeyOf } from './client-address.ts';

/** A refused guess: 429 in the catalogue shape with the seconds to wait. */
export class TooManyGuesses extends DomainError {
  constructor(readonly retryAfter: number) {
    super(
      ErrorCode.tooManyRequests,
      429,
      'Too many unsuccessful attempts. Please wait and try again.',
      undefined,
      { retry_after: retryAfter },
    );
  }
}

export interface GuessLimiterOptions {
  policy: GuessPolicy;
  /** Milliseconds; the route deps' clock, so tests move time. */
  now: () => number;
  /** Where failures count: this process (default) or Redis, shared by every process. */
  store?: LimitStore;
  /** Namespace of this limiter's keys in the store (several limiters share one store). */
  name: string;
}

/** Who guesses at what: the account (a member, a reservation number) and the client's address. */
export interface Guesser {
  account: string;
  /** Undefined without a socket (only `app.request()` in tests): then no per-address count. */
  address: string | undefined;
}

/**
 * Limits wrong guesses at one kind of secret by the {@link GuessPolicy} (limits/guess-policy.ts):
 * per address, per (account, address) and a slow-down per account that never locks the owner
 * out. Refusals throw {@link TooManyGuesses}.
 */
export class GuessLimiter {
  readonly #options: GuessLimiterOptions;
  readonly #store: LimitStore;

  constructor(options: GuessLimiterOptions) {
    this.#options = options;
    this.#store = options.store ?? memoryLimitStore();
  }

  #keys({ account, address }: Guesser): GuessKeys {
    const name = this.#options.name;
    const from = address === undefined ? 'unknown' : limitKeyOf(address);
    return {
      ...(address === undefined ? {} : { address: `${name}:ip:${from}` }),
      pair: `${name}:pair:${account}|${from}`,
      account: `${name}:account:${account}`,
    };
  }

  #refuse(waitMs: number): never {
    throw new TooManyGuesses(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Throws when this guess must wait. */
  async check(guesser: Guesser): Promise<void> {
    const { policy, now } = this.#options;
    const waitMs = await this.#store.guessWait(this.#keys(guesser), policy, now());
    if (waitMs > 0) this.#refuse(waitMs);
  }

  /**
   * Records a wrong guess in one atomic step (in every process sharing the store), or, when the
   * guess should have waited, records nothing and throws: of any number of concurrent wrong
   * guesses exactly as many are answered as such as the limits allow, the rest are refused.
   */
  async recordFailure(guesser: Guesser): Promise<void> {
    const { policy, now } = this.#options;
    const outcome = await this.#store.recordGuessFailure(this.#keys(guesser), policy, now());
    if ('waitMs' in outcome) this.#refuse(outcome.waitMs);
  }

  /** A right guess: its address's earlier failures on this account are forgiven. */
  async succeeded(guesser: Guesser): Promise<void> {
    await this.#store.forget(this.#keys(guesser).pair);
  }

  /**
   * Runs a guess under the limits: refused with 429 (Retry-After set) while it must wait; a wrong
   * guess (`attempt` answers false) is recorded atomically, or refused if it should have waited;
   * a right guess that finished after a limit was reached is refused all the same. Answers the
   * attempt's result.
   */
  async guard(c: Context, account: string, attempt: () => Promise<boolean>): Promise<boolean> {
    const guesser = { account, address: clientAddressOf(c) };
    const limited = async (step: () => Promise<void>) => {
      try {
        await step();
      } catch (error) {
        if (error instanceof TooManyGuesses) c.header('Retry-After', String(error.retryAfter));
        throw error;
      }
    };
    await limited(() => this.check(guesser));
    if (!(await attempt())) {
      await limited(() => this.recordFailure(guesser));
      return false;
    }
    await limited(() => this.check(guesser));
    await this.succeeded(guesser);
    return true;
  }
}
