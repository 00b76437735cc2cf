import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { Member } from '../../api/contract/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { isOrganizationAdmin } from '../../rules/organization.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { currentMember } from '../../shared/member/member-session.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { useWalletFlags, type WalletFlags } from './wallet/wallet-flags.ts';

/** What decides whether a tab shows. */
interface TabContext {
  readonly member: Member | undefined;
  /** The hotel hides points (init settings). */
  readonly pointsOff: boolean;
  readonly wallet: WalletFlags;
}

interface Tab {
  readonly path: string;
  readonly label: MessageId;
  /** Shown only when this holds (product.md §6); always when absent. */
  readonly shown?: (context: TabContext) => boolean;
}

/** The account area's tabs, in the spec's order (the wallet's: issue 14). */
const TABS: readonly Tab[] = [
  { path: '/my-account/profile', label: 'account.tab.profile' },
  { path: '/my-account/reservations', label: 'account.tab.reservations' },
  // Points: only with the point program (and not hidden by the hotel).
  {
    path: '/my-account/points',
    label: 'account.tab.points',
    shown: ({ member, pointsOff }) => member?.point_program_enabled === true && !pointsOff,
  },
  { path: '/my-account/payment-options', label: 'account.tab.paymentOptions' },
  // Promotions: only when vouchers are available (product.md §6).
  {
    path: '/my-account/promotions',
    label: 'account.tab.promotions',
    shown: ({ wallet }) => wallet.vouchersAvailable,
  },
  // The organization admin's entry (product.md §6: any organization_role containing admin).
  {
    path: '/organization-admin',
    label: 'account.tab.organizationAdmin',
    shown: ({ member }) => isOrganizationAdmin(member?.organization_role),
  },
];

/**
 * Links between the account pages (each its own address, so not an ARIA tab list): the
 * current one is marked `aria-current="page"`.
 */
export function AccountTabs() {
  const t = useT();
  const [path] = useLocation();
  const context: TabContext = {
    member: currentMember(useAtomValue(authAtom)),
    pointsOff: useAtomValue(initSettingsAtom)?.point_program_disabled === true,
    wallet: useWalletFlags(),
  };
  return (
    <nav className="hb-ac-tabs" aria-label={t('account.tabs')}>
      <ul>
        {TABS.filter((tab) => tab.shown?.(context) ?? true).map((tab) => (
          <li key={tab.path}>
            <StepLink
              className="hb-link"
              href={tab.path}
              {...(path === tab.path ? { 'aria-current': 'page' as const } : {})}
            >
              {t(tab.label)}
            </StepLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
