import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import type { SignInButton } from './sign-in-button.ts';

/**
 * product.md §6: sign-up is offered only if sign-up is active, member login is on, there is no
 * voucher mode and no custom auth (nobody signed in is the caller's part).
 */
export function signUpOffered(
  settings: BookingWidgetSettings | undefined,
  button: SignInButton | undefined,
  query: URLSearchParams,
): boolean {
  if (!settings) return false;
  const shell = settings.facility_shell;
  return (
    (button?.sign_up_active ?? shell.sign_up_active) &&
    (button?.is_active === true || shell.membership_login_widget.is_active) &&
    shell.brand_custom_auth_token_name === null &&
    query.get('mode') !== 'voucher'
  );
}
