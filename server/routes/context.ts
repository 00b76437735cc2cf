import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import type { RequestLogEnv } from '../http/request-log.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What route handlers get: resolved dependencies with defaults filled in. */
export interface RouteDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicOrigin: string;
  now: () => Date;
  logger: Logger;
}

export type AppEnv = RequestLogEnv;
