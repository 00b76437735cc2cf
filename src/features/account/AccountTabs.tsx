import { useLocation } from 'wouter';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { useWalletFlags, type WalletFlags } from './wallet/wallet-flags.ts';

/**
 * The account area's tabs. `wallet` tabs (issue 14) show when their condition holds: the
 * promotions tab only when vouchers are available (product.md §6).
 */
const TABS: readonly {
  readonly path: string;
  readonly label: MessageId;
  readonly shown?: (wallet: WalletFlags) => boolean;
}[] = [
  { path: '/my-account/profile', label: 'account.tab.profile' },
  { path: '/my-account/reservations', label: 'account.tab.reservations' },
  { path: '/my-account/payment-options', label: 'account.tab.paymentOptions' },
  {
    path: '/my-account/promotions',
    label: 'account.tab.promotions',
    shown: (wallet) => wallet.vouchersAvailable,
  },
];

/**
 * Links between the account pages (each its own address, so not an ARIA tab list): the
 * current one is marked `aria-current="page"`.
 */
export function AccountTabs() {
  const t = useT();
  const [path] = useLocation();
  const wallet = useWalletFlags();
  return (
    <nav className="hb-ac-tabs" aria-label={t('account.tabs')}>
      <ul>
        {TABS.filter((tab) => tab.shown?.(wallet) ?? true).map((tab) => (
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
