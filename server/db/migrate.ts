import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/001-initial.ts';
import * as marketing from './migrations/002-marketing.ts';
import * as payments from './migrations/003-payments.ts';
import * as roomImages from './migrations/004-room-images.ts';
import * as exchangeRates from './migrations/005-exchange-rates.ts';
import * as refundsAttachments from './migrations/006-refunds-attachments.ts';
import * as mcpLocks from './migrations/007-mcp-locks.ts';
import * as accessTokens from './migrations/008-access-tokens.ts';
import * as members from './migrations/009-members.ts';
import * as identityProviders from './migrations/010-identity-providers.ts';
import * as refundIntents from './migrations/011-refund-intents.ts';
import * as paymentLinks from './migrations/012-payment-links.ts';
import * as points from './migrations/013-points.ts';
import * as wallet from './migrations/014-wallet.ts';
import * as chatbotLinks from './migrations/015-chatbot-links.ts';
import * as otaStorage from './migrations/017-ota-storage.ts';
import * as testGatewayTokens from './migrations/018-test-gateway-tokens.ts';
import * as lottery from './migrations/019-lottery.ts';
import * as corporate from './migrations/020-corporate.ts';
import * as tracking from './migrations/021-tracking.ts';
import * as previewFlight from './migrations/022-preview-flight.ts';
import * as agencyCatalogue from './migrations/023-agency-catalogue.ts';
import * as pointRestatements from './migrations/024-point-restatements.ts';
import * as couponMaxNights from './migrations/025-coupon-max-nights.ts';
import * as searchChanges from './migrations/026-search-changes.ts';
import * as agencyStockChanges from './migrations/027-agency-stock-changes.ts';
import * as settingsChanges from './migrations/028-settings-changes.ts';
import * as widgetSessionBrand from './migrations/029-widget-session-brand.ts';
import * as organizationNames from './migrations/030-organization-names.ts';
import * as brandPreview from './migrations/031-brand-preview.ts';
import * as consoleStaff from './migrations/032-console-staff.ts';
import * as hotelSettingsDrafts from './migrations/033-hotel-settings-drafts.ts';
import * as stripeGateway from './migrations/034-stripe-gateway.ts';
import * as inventoryModel from './migrations/035-inventory-model.ts';
import * as planNightChanges from './migrations/036-plan-night-changes.ts';
import * as connectivity from './migrations/037-connectivity.ts';
import * as reservationEvents from './migrations/039-reservation-events.ts';
import * as deskSearch from './migrations/040-desk-search.ts';
import * as couponLimits from './migrations/041-coupon-limits.ts';
import * as organizationInvitations from './migrations/042-organization-invitations.ts';
import * as memberBlocks from './migrations/043-member-blocks.ts';
import * as agencyPlanNights from './migrations/044-agency-plan-nights.ts';
import * as lotteryPublish from './migrations/045-lottery-publish.ts';
import * as couponSwitch from './migrations/046-coupon-switch.ts';
import type { Database } from './schema.ts';

/** Migrations are imported statically so they bundle and hash (test snapshot key) reliably. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-marketing': marketing,
  '003-payments': payments,
  '004-room-images': roomImages,
  '005-exchange-rates': exchangeRates,
  '006-refunds-attachments': refundsAttachments,
  '007-mcp-locks': mcpLocks,
  '008-access-tokens': accessTokens,
  '009-members': members,
  '010-identity-providers': identityProviders,
  '011-refund-intents': refundIntents,
  '017-ota-storage': otaStorage,
  '018-test-gateway-tokens': testGatewayTokens,
  '012-payment-links': paymentLinks,
  '013-points': points,
  '014-wallet': wallet,
  '015-chatbot-links': chatbotLinks,
  '024-point-restatements': pointRestatements,
  '025-coupon-max-nights': couponMaxNights,
  '021-tracking': tracking,
  '020-corporate': corporate,
  '023-agency-catalogue': agencyCatalogue,
  '019-lottery': lottery,
  '022-preview-flight': previewFlight,
  '026-search-changes': searchChanges,
  '027-agency-stock-changes': agencyStockChanges,
  '028-settings-changes': settingsChanges,
  '029-widget-session-brand': widgetSessionBrand,
  '030-organization-names': organizationNames,
  '031-brand-preview': brandPreview,
  '032-console-staff': consoleStaff,
  '033-hotel-settings-drafts': hotelSettingsDrafts,
  '034-stripe-gateway': stripeGateway,
  '035-inventory-model': inventoryModel,
  '036-plan-night-changes': planNightChanges,
  '037-connectivity': connectivity,
  '039-reservation-events': reservationEvents,
  '040-desk-search': deskSearch,
  '041-coupon-limits': couponLimits,
  '042-organization-invitations': organizationInvitations,
  '043-member-blocks': memberBlocks,
  '044-agency-plan-nights': agencyPlanNights,
  '045-lottery-publish': lotteryPublish,
  '046-coupon-switch': couponSwitch,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // 005 was added after 006 had shipped: a database that already ran 006 still takes 005.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
