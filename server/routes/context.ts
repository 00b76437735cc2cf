import type { Kysely } from 'kysely';
import type { ConsoleEnv } from '../console/auth/staff-context.ts';
import type { ExchangeRates } from '../currency/rates.ts';
import type { Database } from '../db/schema.ts';
import type { ClientAddressEnv } from '../http/client-address.ts';
import type { Logger } from '../http/logger.ts';
import type { RequestLogEnv } from '../http/request-log.ts';
import type { LimitStore } from '../limits/store.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { GatewayDirectory } from '../payments/hotel-gateways.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import type { PasswordHasher } from '../services/members/passwords.ts';

/** What route handlers get: resolved dependencies with defaults filled in. */
export interface RouteDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicOrigin: string;
  now: () => Date;
  logger: Logger;
  /** Card payments (the built-in test gateway unless another is given). */
  gateway: PaymentGateway;
  /** Per hotel: the gateway its payments go to (the test gateway or its Stripe account). */
  gateways: GatewayDirectory;
  /** Seals the hotels' gateway secrets; `secretBoxConfigured` false: a development key. */
  secretBox: SecretBox;
  secretBoxConfigured: boolean;
  /** Widget origins (CORS); also where a 3-D Secure return URL may point. */
  allowedOrigins: readonly string[] | '*';
  /** Multi-currency rates (the `exchange_rates` table unless another source is given). */
  exchangeRates: ExchangeRates;
  /** Where failed-attempt limits count (this process's memory, or Redis for several). */
  limitStore: LimitStore;
  /** Member passwords: scrypt at the production cost unless the app was given another. */
  passwords: PasswordHasher;
  /** Webhook endpoints and iCal feeds may be on internal hosts (CONNECTIVITY_ALLOW_PRIVATE_HOSTS). */
  connectivityAllowPrivateHosts: boolean;
}

export type AppEnv = RequestLogEnv & ClientAddressEnv & ConsoleEnv;
