import type { IsoDay } from '../shared/form/rule-types.ts';

/*
 * Which additional questions and notifications a guest sees (product §5): the display window,
 * the membership labels, and, for brand-owned items, the facility. The server pre-filters the
 * same way (server/services/questions.ts); the widget repeats it because it re-checks when the
 * guest signs in or changes dates without a new fetch.
 */

/** The display window of a question or notification (contract `AdditionalQuestion`). */
export interface DisplayWindow {
  readonly display_start_date: IsoDay | null;
  readonly display_end_date: IsoDay | null;
}

/** The day the window is checked against: the check-in date, or today for an undated search. */
export function displayDay(checkinDate: IsoDay | null | undefined, today: IsoDay): IsoDay {
  return checkinDate ?? today;
}

/** §5: shown when the day is inside the window; either end may be absent (open), ends inclusive. */
export function isInDisplayWindow(item: DisplayWindow, day: IsoDay): boolean {
  return (
    (item.display_start_date === null || item.display_start_date <= day) &&
    (item.display_end_date === null || day <= item.display_end_date)
  );
}

/** The viewer's membership (undefined or null: a guest who is not signed in). */
export interface ViewerMembership {
  readonly programId?: number | string | null | undefined;
  readonly rankId?: number | string | null | undefined;
  readonly organizationId?: number | string | null | undefined;
}

/**
 * The labels that address a viewer: everyone is `all_users`; a member adds
 * `membership_program_{id}`, `membership_rank_{id}` and `membership_rank_all` when ranked, and
 * `membership_organization_{id}` and `membership_organization_all` when in an organisation.
 */
export function viewerLabels(member: ViewerMembership | null | undefined): string[] {
  const labels = ['all_users'];
  if (!member) return labels;
  if (member.programId != null) labels.push(`membership_program_${member.programId}`);
  if (member.rankId != null) labels.push(`membership_rank_${member.rankId}`, 'membership_rank_all');
  if (member.organizationId != null) {
    labels.push(`membership_organization_${member.organizationId}`, 'membership_organization_all');
  }
  return labels;
}

/** True when an item carries at least one of the viewer's labels (as the server filters). */
export function isLabelledForViewer(
  itemLabels: readonly string[],
  viewer: readonly string[],
): boolean {
  return itemLabels.some((label) => viewer.includes(label));
}

/** Label of a brand item meant for every facility of the brand. */
export const ALL_FACILITIES_LABEL = 'all_facilities';
/** Label of a brand item meant for one facility: `facility_{hotelId}`. */
export const facilityLabel = (hotelId: number | string): string => `facility_${hotelId}`;

/** An item's owner and labels (contract `AdditionalQuestion`). */
export interface OwnedItem {
  readonly ownable_type: 'hotel' | 'hotel_brand';
  readonly labels: readonly string[];
}

/**
 * §5: brand notifications are kept only if labelled for all facilities or the current one. A
 * hotel's own item always applies. The spec does not name the labels: we use `all_facilities`
 * and `facility_{hotelId}`, and a brand item with no facility label at all counts as for all
 * facilities (the reference server sends none; it already limits to the hotel's brand).
 */
export function isForFacility(item: OwnedItem, hotelId: number | string): boolean {
  if (item.ownable_type !== 'hotel_brand') return true;
  const scoped = item.labels.filter((l) => l === ALL_FACILITIES_LABEL || l.startsWith('facility_'));
  if (scoped.length === 0) return true;
  return scoped.includes(ALL_FACILITIES_LABEL) || scoped.includes(facilityLabel(hotelId));
}

/** Everything the visibility rule needs. */
export interface VisibilityContext {
  /** `displayDay(checkin, today)`. */
  readonly day: IsoDay;
  /** `viewerLabels(member)`. */
  readonly viewerLabels: readonly string[];
  readonly hotelId: number | string;
}

/** The items to show, in their order: in the window, labelled for the viewer and the facility. */
export function visibleItems<T extends DisplayWindow & OwnedItem>(
  items: readonly T[],
  ctx: VisibilityContext,
): T[] {
  return items.filter(
    (item) =>
      isInDisplayWindow(item, ctx.day) &&
      isLabelledForViewer(item.labels, ctx.viewerLabels) &&
      isForFacility(item, ctx.hotelId),
  );
}
