import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { SignInScreen } from './SignInScreen.tsx';

/**
 * /organization-sign-in and /corporate/{code}/sign-in (product.md §2, §6): corporate users sign
 * in through their organization (`organization_id` of the link, if any, narrows it to one);
 * admins then go to the admin view, members to their reservations and stay allowance.
 */
export function OrganizationSignInScreen({ config }: { config: WidgetConfig }) {
  return <SignInScreen config={config} organization />;
}
