/**
 * The rate plan form's two lists: the hotel's cancellation policies and the brand's corporate
 * organisations, as the options of a select. Each list is read only by who may read it (the
 * policies: hotel.settings.read; the organisations: organizations.manage); a list not read is
 * null. Either way the plan's current choice stays among the options, so a staff member who
 * cannot read a list still sees what the plan has and saves it unchanged.
 */

/** A select's option: the value the form sends and what the staff member reads. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface PolicyChoice {
  readonly code: string;
  readonly title: string;
}

export interface OrganizationChoice {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly display_name: string;
}

/** What the options say that the lists cannot: the empty organisation and an unreadable one. */
export interface ChoiceTexts {
  /** The option "not a corporate plan" (value ''). */
  readonly noOrganization: string;
  /** An organisation the list does not hold (not readable, or since removed), by its number. */
  readonly organizationNumber: (id: string) => string;
  /** The first option while a new plan has no policy yet (value ''). */
  readonly choosePolicy: string;
}

/** The policies by title (code), the plan's current code kept even when the list lacks it. */
export function policyChoices(
  policies: readonly PolicyChoice[] | null,
  current: string,
  texts: Pick<ChoiceTexts, 'choosePolicy'>,
): Choice[] {
  const listed = (policies ?? []).map((p) => ({ value: p.code, label: `${p.title} (${p.code})` }));
  const known = listed.some((choice) => choice.value === current);
  if (current === '') return [{ value: '', label: texts.choosePolicy }, ...listed];
  return known ? listed : [{ value: current, label: current }, ...listed];
}

/** "None" first, then the organisations by name (code); the current one kept as its number. */
export function organizationChoices(
  organizations: readonly OrganizationChoice[] | null,
  current: string,
  texts: Pick<ChoiceTexts, 'noOrganization' | 'organizationNumber'>,
): Choice[] {
  const listed = (organizations ?? []).map((o) => ({
    value: String(o.id),
    label: `${o.display_name || o.name} (${o.code})`,
  }));
  const missing =
    current !== '' && !listed.some((choice) => choice.value === current)
      ? [{ value: current, label: texts.organizationNumber(current) }]
      : [];
  return [{ value: '', label: texts.noOrganization }, ...missing, ...listed];
}

/** A new plan's policy: the first of the hotel's list, else the one the other plans use. */
export function defaultPolicy(
  policies: readonly PolicyChoice[] | null,
  otherPlans: readonly { readonly cancellation_policy_code: string }[],
): string {
  return policies?.[0]?.code ?? otherPlans[0]?.cancellation_policy_code ?? '';
}
