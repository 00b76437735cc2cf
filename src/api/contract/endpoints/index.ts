import type { Endpoint } from '../endpoint.ts';
import * as attachments from './attachments.ts';
import * as availability from './availability.ts';
import * as brands from './brands.ts';
import * as chatbot from './chatbot.ts';
import * as consoleAudit from './console-audit.ts';
import * as consoleAuth from './console-auth.ts';
import * as consoleBrand from './console-brand.ts';
import * as consoleConnectivity from './console-connectivity.ts';
import * as consoleCoupons from './console-coupons.ts';
import * as consoleDashboard from './console-dashboard.ts';
import * as consoleEmbed from './console-embed.ts';
import * as consoleGuestData from './console-guest-data.ts';
import * as consoleHotelLists from './console-hotel-lists.ts';
import * as consoleHotels from './console-hotels.ts';
import * as consoleInventory from './console-inventory.ts';
import * as consoleLottery from './console-lottery.ts';
import * as consoleMembers from './console-members.ts';
import * as consoleOrganizations from './console-organizations.ts';
import * as consolePayments from './console-payments.ts';
import * as consolePreviews from './console-previews.ts';
import * as consoleReservations from './console-reservations.ts';
import * as consoleSettings from './console-settings.ts';
import * as consoleStaff from './console-staff.ts';
import * as hotels from './hotels.ts';
import * as identity from './identity.ts';
import * as lottery from './lottery.ts';
import * as marketing from './marketing.ts';
import * as membership from './membership.ts';
import * as organizations from './organizations.ts';
import * as ota from './ota.ts';
import * as payLinks from './pay-links.ts';
import * as payments from './payments.ts';
import * as points from './points.ts';
import * as preview from './preview.ts';
import * as recommender from './recommender.ts';
import * as reservations from './reservations.ts';
import * as rooms from './rooms.ts';
import * as settings from './settings.ts';
import * as wallet from './wallet.ts';

/**
 * The declarations by the name each is exported under, which is its operation id. Built with a
 * check because a plain merge would let a second area's `getProgram` silently replace the first.
 */
export function byOperationId(
  areas: readonly Readonly<Record<string, Endpoint>>[],
): Readonly<Record<string, Endpoint>> {
  const all: Record<string, Endpoint> = {};
  for (const area of areas) {
    for (const [name, endpoint] of Object.entries(area)) {
      if (Object.hasOwn(all, name)) {
        throw new Error(`${name} is declared in two endpoint areas: operation ids must be unique`);
      }
      all[name] = endpoint;
    }
  }
  return all;
}

/**
 * Every endpoint of the provider, agency, identity and test-gateway APIs by operation id, in the
 * order of the API reference. The server test checks that this is exactly what the app serves;
 * widget code imports single endpoints from their area file instead, so that bundles keep only
 * those.
 */
export const OPERATIONS = byOperationId([
  identity,
  settings,
  rooms,
  availability,
  preview,
  recommender,
  hotels,
  brands,
  reservations,
  attachments,
  payments,
  payLinks,
  marketing,
  membership,
  organizations,
  points,
  wallet,
  lottery,
  chatbot,
  ota,
  consoleAuth,
  consoleStaff,
  consoleAudit,
  consoleHotels,
  consoleInventory,
  consoleSettings,
  consoleHotelLists,
  consoleBrand,
  consoleEmbed,
  consolePayments,
  consoleConnectivity,
  consoleReservations,
  consoleGuestData,
  consoleDashboard,
  consoleLottery,
  consoleMembers,
  consoleOrganizations,
  consolePreviews,
  consoleCoupons,
]);

/** Every endpoint, in the order of the API reference. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(OPERATIONS);
