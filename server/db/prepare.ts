import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { profileDemoHotels } from './seed/agency-profiles.ts';
import { seedConsoleStaff } from './seed/console-staff.ts';
import { seedCorporate } from './seed/corporate.ts';
import { extendHorizon } from './seed/horizon.ts';
import { seedIdentityProviders } from './seed/identity-providers.ts';
import { seedLottery } from './seed/lottery.ts';
import { seedMembers } from './seed/members.ts';
import { seedDemoApiKey } from './seed/pay-links.ts';
import { seedPoints } from './seed/points.ts';
import { fillRoomImages, isSeeded, seed } from './seed/seed.ts';
import { seedWallet } from './seed/wallet.ts';

/**
 * Everything a start needs: migrate, seed on the first start, and keep 365 days of rates
 * loaded on later ones. Safe to run on every start.
 */
export async function prepareDatabase(db: Kysely<Database>, today: string): Promise<void> {
  await migrateToLatest(db);
  if (await isSeeded(db)) {
    await extendHorizon(db, today);
    await fillRoomImages(db);
  } else await seed(db, today);
  await seedIdentityProviders(db);
  await seedMembers(db);
  await seedDemoApiKey(db);
  await seedPoints(db);
  await seedWallet(db, today);
  await seedCorporate(db, today);
  await profileDemoHotels(db);
  await seedLottery(db, today);
  await seedConsoleStaff(db);
}
