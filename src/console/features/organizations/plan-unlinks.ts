/**
 * Unlinking corporate plans on the organization's page. A plan the organization has is booked
 * only by its people; unchecked and saved, it becomes an ordinary plan that every guest (every
 * member, if it is members-only) can book once it is published. The page warns beside each
 * such plan, and the save asks a second press.
 */

interface PlanLink {
  readonly hotel_code: string;
  readonly plan_code: string;
  /** The organization has it now (as saved). */
  readonly linked: boolean;
  readonly published: boolean;
}

/** The plans the organization has that the check boxes no longer keep: saving unlinks them. */
export function unlinkedPlans<P extends PlanLink>(
  plans: readonly P[],
  checked: ReadonlySet<string>,
  keyOf: (plan: P) => string,
): P[] {
  return plans.filter((plan) => plan.linked && !checked.has(keyOf(plan)));
}

/** The warning beside an unlinked plan: open to guests at once (published) or once published. */
export function unlinkText(
  plan: PlanLink,
): 'organizations.plans.unlinkPublished' | 'organizations.plans.unlinkDraft' {
  return plan.published ? 'organizations.plans.unlinkPublished' : 'organizations.plans.unlinkDraft';
}
