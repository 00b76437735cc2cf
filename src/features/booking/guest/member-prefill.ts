import type { Member } from '../../../api/contract/membership.ts';
import type { DraftGuest } from '../draft.ts';

/** The guest fields a member profile fills (product.md §3 Guest, plus the e-mail). */
const FROM_PROFILE = [
  'first_name',
  'last_name',
  'first_name_kana',
  'last_name_kana',
  'phone',
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
] as const;

/**
 * The guest details filled from the signed-in member's profile: only fields still empty, so
 * nothing the guest typed is overwritten. The login e-mail fills both e-mail fields (the
 * confirmation only when it is empty too). Undefined when the profile adds nothing.
 */
export function prefillFromMember(guest: DraftGuest, member: Member): DraftGuest | undefined {
  const next: DraftGuest = { ...guest };
  let changed = false;
  const fill = (field: keyof DraftGuest & string, value: string | null | undefined) => {
    const current = next[field];
    if (!value || (typeof current === 'string' && current.trim() !== '')) return;
    (next as Record<string, unknown>)[field] = value;
    changed = true;
  };
  for (const field of FROM_PROFILE) fill(field, member[field]);
  if (!guest.email.trim()) {
    fill('email', member.email);
    fill('email_confirmation', member.email);
  }
  return changed ? next : undefined;
}
