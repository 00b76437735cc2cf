import { useAtomValue, useStore } from 'jotai/react';
import { useLocation, useSearch } from 'wouter';
import type { Member, MemberTokens } from '../../api/contract/membership.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { isOrganizationAdmin } from '../../rules/organization.ts';
import { keepMemberSession } from '../../shared/member/member-session.ts';
import { returnPathFrom, safeReturnPath } from '../../shared/member/return-path.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';

/** Where "search" goes (product.md §2): Facilities for a brand-wide widget, else the results. */
export function searchHome(settings: BookingWidgetSettings | undefined): string {
  return settings?.booking_widget_type === 'brand_facility' ? '/facilities' : '/booking/result';
}

/**
 * Where a corporate user goes after signing in without a `redirect` (product.md §6): an admin
 * to the organization admin view, anyone else to their reservations and stay allowance.
 */
export function corporateHome(member: Member): string {
  return isOrganizationAdmin(member.organization_role)
    ? '/organization-admin'
    : '/my-account/reservations';
}

/**
 * Keeps a new session (the hosted app tells the parent window, product.md §4 "Login and logout
 * notify the parent") and goes on: to `to`, else the `redirect` the screen was opened with, else search.
 */
export function useSignedIn(): (tokens: MemberTokens, to?: string | null) => void {
  const store = useStore();
  const settings = useAtomValue(initSettingsAtom);
  const search = useSearch();
  const [, navigate] = useLocation();
  return (tokens, to) => {
    keepMemberSession(store, settings?.hotel_brand_id ?? tokens.user.hotel_brand_id, tokens);
    navigate(safeReturnPath(to) ?? returnPathFrom(search) ?? searchHome(settings), {
      replace: true,
    });
  };
}
