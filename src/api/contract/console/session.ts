import * as v from 'valibot';
import { CAPABILITY_NAMES, STAFF_ROLES } from '../../../rules/console/capabilities.ts';

/** A staff role (src/rules/console/capabilities.ts). */
export const StaffRoleSchema = v.picklist(STAFF_ROLES);

/** A capability name (src/rules/console/capabilities.ts). */
export const CapabilitySchema = v.picklist(CAPABILITY_NAMES);

/** A hotel the signed-in member may work on. */
export const ConsoleHotelRefSchema = v.object({ code: v.string(), name: v.string() });

/**
 * Who is signed in to the console: the member, their role's capabilities (the console offers
 * only those), the CSRF token to send as `X-CSRF-Token` on every call but GET, the brand and
 * the hotels they may work on, and where their second factor stands.
 */
export const ConsoleSessionResponseSchema = v.object({
  staff: v.object({
    id: v.number(),
    email: v.string(),
    name: v.string(),
    role: StaffRoleSchema,
    locale: v.string(),
  }),
  capabilities: v.array(CapabilitySchema),
  csrf_token: v.string(),
  brand: v.object({ code: v.string(), name: v.string(), require_second_factor: v.boolean() }),
  /** Every hotel of the brand, or those of the member's limit. */
  hotels: v.array(ConsoleHotelRefSchema),
  second_factor: v.object({
    /**
     * The brand requires one and this session has none: only the member's own account calls
     * pass (403 9446 otherwise) until they add a passkey or an authenticator app.
     */
    must_set_up: v.boolean(),
    passkeys: v.number(),
    totp: v.boolean(),
  }),
});
export type ConsoleSessionResponse = v.InferOutput<typeof ConsoleSessionResponseSchema>;
