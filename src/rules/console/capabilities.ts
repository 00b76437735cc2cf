/**
 * Who may do what in the hotel console (issue 38): the roles of a brand's staff and, for each
 * capability, the roles that have it. This table is the one place the rule lives: the server
 * enforces it on every console call (an endpoint declares the capability it needs), the console
 * offers only what the signed-in role can do, and server/README.md shows it as a table (a test
 * checks the README matches this data).
 *
 * - owner: everything, including staff, brand-wide settings, new hotels, API keys and the
 *   payment gateway (the things that hand out access or move money elsewhere).
 * - manager: runs the hotels day to day: everything but the owner's list above.
 * - front_desk: the desk's work: reservations (read, change), members (read), inventory (read)
 *   and the dashboard; no settings at all, so hotel.settings.read is not theirs either.
 * - marketing: promotions and their reach: lottery events, coupons, preview links, the embed
 *   snippets, members (read) and the dashboard.
 *
 * `account.self` is what any signed-in staff member does with their own account (who am I,
 * sign out, their passkeys and authenticator app): every role has it.
 */
export const STAFF_ROLES = ['owner', 'manager', 'front_desk', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL = STAFF_ROLES;
const OWNER = ['owner'] as const;
const OWNER_MANAGER = ['owner', 'manager'] as const;
const DESK = ['owner', 'manager', 'front_desk'] as const;
const PROMOTION = ['owner', 'manager', 'marketing'] as const;

export const CAPABILITIES = {
  'account.self': ALL,
  'staff.manage': OWNER,
  'audit.read': OWNER_MANAGER,
  'brand.settings': OWNER,
  'hotels.create': OWNER,
  'hotel.settings.read': OWNER_MANAGER,
  'hotel.settings.edit': OWNER_MANAGER,
  'hotel.embed': PROMOTION,
  'hotel.api_keys': OWNER,
  'payments.gateway': OWNER,
  'inventory.read': DESK,
  'inventory.edit': OWNER_MANAGER,
  'reservations.read': DESK,
  'reservations.edit': DESK,
  'reservations.override_price': OWNER_MANAGER,
  'reservations.export': OWNER_MANAGER,
  'guest_data.manage': OWNER_MANAGER,
  'dashboard.read': ALL,
  'lottery.manage': PROMOTION,
  'organizations.manage': OWNER_MANAGER,
  'members.read': ALL,
  'members.edit': OWNER_MANAGER,
  'coupons.manage': PROMOTION,
  'previews.create': PROMOTION,
  'connectivity.manage': OWNER_MANAGER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Every capability, in the table's order. */
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** True when `role` has `capability`. */
export function can(role: StaffRole, capability: Capability): boolean {
  const roles: readonly StaffRole[] = CAPABILITIES[capability];
  return roles.includes(role);
}

/** The capabilities of a role, in the table's order (the console's session answer lists them). */
export function capabilitiesOf(role: StaffRole): Capability[] {
  return CAPABILITY_NAMES.filter((capability) => can(role, capability));
}

/** True when `value` is a role name (input from the database or a request). */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
