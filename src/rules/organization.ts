/**
 * Corporate accounts (product.md §3, §6): who is an organization admin, and a stay allowance in
 * nights. Pure, shared by the server and the widget.
 */

/** product.md §6: the organization admin is any `organization_role` containing "admin". */
export function isOrganizationAdmin(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.includes('admin');
}

/** What an organization's name is read from (the member's `organization`, the organization). */
export interface OrganizationNames {
  display_name: string;
  display_name_translations: Readonly<Record<string, string>>;
}

/**
 * The organization's name in a locale: its own for that locale, else its English one (as the
 * agency's hotel names fall back), else `display_name`. An English page thereby no longer shows
 * a Japanese company only by its Japanese name.
 */
export function organizationDisplayName(organization: OrganizationNames, locale: string): string {
  const names = organization.display_name_translations;
  return names[locale]?.trim() || names.en?.trim() || organization.display_name;
}

/** A member's allowance in one period: at most `maximum_nights`, of which some are booked. */
export interface AllowanceNights {
  maximum_nights: number;
  reserved_nights: number;
  /** Never below zero, even when the maximum was lowered under what is already booked. */
  remaining_nights: number;
}

/** The allowance left once `reserved` nights are booked. */
export function allowanceNights(maximum: number, reserved: number): AllowanceNights {
  return {
    maximum_nights: maximum,
    reserved_nights: reserved,
    remaining_nights: Math.max(maximum - reserved, 0),
  };
}

/** Nights a stay uses of an allowance: each room counts each night (2 rooms × 3 nights = 6). */
export function allowanceUse(nights: number, rooms: number): number {
  return nights * rooms;
}
