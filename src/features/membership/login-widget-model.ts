import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { isOrganizationAdmin, organizationDisplayName } from '../../rules/organization.ts';
import type { AuthState } from '../../shared/startup/init-state.ts';
import type { SignInButton } from './sign-in-button.ts';

/** Brands whose members cannot sign out from the widget (product.md §6). */
const NO_LOGOUT_BRANDS: ReadonlySet<number> = new Set([1106, 1099]);
/** The integration flag of an external membership: the account item is hidden (§6). */
export const EXTERNAL_MEMBERSHIP_INTEGRATION = 'external_membership';

export type LoginWidgetModel =
  | { readonly kind: 'hidden' }
  /** `label`: the facility's own wording of the button in this locale, when it has one. */
  | {
      readonly kind: 'signIn';
      readonly label?: string;
      /** The brand's own login page, replacing the widget's sign-in screen. */
      readonly externalHref?: string;
    }
  | {
      readonly kind: 'member';
      readonly name: string;
      /** A corporate user's organization, shown with the name (product.md §6). */
      readonly organization?: string;
      /** An organization admin: the menu has the admin view's entry. */
      readonly organizationAdmin: boolean;
      readonly account: boolean;
      /** The brand's own my-page, replacing the account item's target. */
      readonly accountHref?: string;
      readonly signOut: boolean;
    };

/**
 * What the login widget shows (product.md §3 facility shell "membership login widget" and
 * `settings/sign_in_button`, §6):
 * nothing while settings or a token check are pending, with the widget off or custom auth;
 * the sign-in button to guests; the member menu to members.
 */
export function loginWidgetModel(
  settings: BookingWidgetSettings | undefined,
  auth: AuthState,
  locale: string,
  button?: SignInButton,
): LoginWidgetModel {
  if (!settings || auth.status === 'token') return { kind: 'hidden' };
  if (auth.status === 'member') {
    const name = `${auth.member.first_name} ${auth.member.last_name}`.trim() || auth.member.email;
    const redirect = settings.facility_shell.brand_integrations.membership_menu_redirect;
    const company = auth.member.organization;
    const organization = company ? organizationDisplayName(company, locale) : undefined;
    return {
      kind: 'member',
      name,
      ...(organization ? { organization } : {}),
      organizationAdmin: !!organization && isOrganizationAdmin(auth.member.organization_role),
      account: !settings.integrations.includes(EXTERNAL_MEMBERSHIP_INTEGRATION),
      ...(redirect ? { accountHref: redirect.url } : {}),
      signOut: !NO_LOGOUT_BRANDS.has(settings.hotel_brand_id),
    };
  }
  const widget = settings.facility_shell.membership_login_widget;
  const active = widget.is_active || button?.is_active === true;
  if (!active || settings.facility_shell.brand_custom_auth_token_name !== null) {
    return { kind: 'hidden' };
  }
  const label = (widget.translations[locale] ?? button?.translations[locale])?.trim();
  const login = settings.facility_shell.brand_integrations.membership_customer_login_redirect;
  return {
    kind: 'signIn',
    ...(label ? { label } : {}),
    ...(login ? { externalHref: login.url } : {}),
  };
}
