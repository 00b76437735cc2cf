import { can } from '../../../src/rules/console/capabilities.ts';
import { invalid } from '../../domain/errors.ts';
import { staffForbidden } from '../auth/errors.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

/**
 * A price or fee other than the one the hotel's rules give: only for `reservations.override_price`
 * (403 9443 otherwise) and only with a reason (1000 on `override_reason`).
 */
export function checkOverride(
  staff: StaffPrincipal,
  overriding: boolean,
  reason: string | undefined,
): void {
  if (!overriding) return;
  if (!can(staff.role, 'reservations.override_price'))
    throw staffForbidden('another price or fee needs reservations.override_price');
  if (!reason) throw invalid('override_reason', 'required');
}
