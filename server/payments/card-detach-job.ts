import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic.ts';
import type { SingleRun } from '../jobs/single-run.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import type { VaultLookup } from './vaults.ts';

/** How often deleted members' cards the provider did not remove yet are tried again. */
export const CARD_DETACH_INTERVAL_MS = 10 * 60_000;

/**
 * Removes at their vault (Stripe: detaches) the saved cards of deleted members that were not
 * removed at their deletion (the provider was unreachable or refused), then their rows
 * (services/wallet/member-cards.ts). A card still kept is logged as a count, never a token.
 */
export function startCardDetachJob(options: {
  db: Kysely<Database>;
  vaultOf: VaultLookup;
  logger: Logger;
  exclusive?: SingleRun;
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'deleted members card detach',
    intervalMs: options.intervalMs ?? CARD_DETACH_INTERVAL_MS,
    logger: options.logger,
    ...(options.exclusive ? { exclusive: options.exclusive } : {}),
    async task() {
      const { removed, kept } = await forgetCardsOfDeletedMembers(options.db, options.vaultOf);
      if (removed > 0 || kept > 0)
        options.logger({
          level: kept > 0 ? 'warn' : 'info',
          msg: 'deleted members cards detached',
          removed,
          kept,
        });
    },
  });
}
