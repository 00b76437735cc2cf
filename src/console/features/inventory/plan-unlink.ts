/**
 * Unlinking a corporate plan in the rate plan form. A plan with an organisation is booked only by
 * that organisation's people; saved without one it becomes an ordinary plan that every guest (or,
 * members-only, every member) can book once it is published. The form warns, and asks a second
 * press, before that happens by accident.
 */

/** What unlinking opens the plan to, once saved. */
export interface PlanUnlink {
  /** The organisation the saved plan has, as the form's select holds it (its id). */
  readonly organization: string;
  /** Published: open as soon as it is saved; a draft: once it is published. */
  readonly published: boolean;
  /** Members-only: every member can book it, otherwise every guest. */
  readonly membersOnly: boolean;
}

/** The message id of an unlink's warning: who can book the plan, and from when. */
export type PlanUnlinkText =
  | 'inventory.plan.unlinkPublished'
  | 'inventory.plan.unlinkDraft'
  | 'inventory.plan.unlinkPublishedMembers'
  | 'inventory.plan.unlinkDraftMembers';

/**
 * The unlink the form's values would save (null: none). Only a saved plan with an organisation
 * and values without one: a new plan opens nothing that was closed, and moving a plan to
 * another organisation keeps it corporate.
 */
export function planUnlink(
  saved: { readonly organization_id: number | null } | undefined,
  values: {
    readonly organization_id: string;
    readonly published: boolean;
    readonly members_only: boolean;
  },
): PlanUnlink | null {
  if (saved?.organization_id == null || values.organization_id.trim() !== '') return null;
  return {
    organization: String(saved.organization_id),
    published: values.published,
    membersOnly: values.members_only,
  };
}

/** The warning's text for an unlink. */
export function planUnlinkText(unlink: PlanUnlink): PlanUnlinkText {
  if (unlink.published)
    return unlink.membersOnly
      ? 'inventory.plan.unlinkPublishedMembers'
      : 'inventory.plan.unlinkPublished';
  return unlink.membersOnly ? 'inventory.plan.unlinkDraftMembers' : 'inventory.plan.unlinkDraft';
}
