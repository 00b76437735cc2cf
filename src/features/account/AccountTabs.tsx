import { useLocation } from 'wouter';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';

/**
 * The account area's tabs. Points, payment options and promotions are the wallet's (issue 14)
 * and not offered yet; their routes stay as they are.
 */
const TABS: readonly { readonly path: string; readonly label: MessageId }[] = [
  { path: '/my-account/profile', label: 'account.tab.profile' },
  { path: '/my-account/reservations', label: 'account.tab.reservations' },
];

/**
 * Links between the account pages (each its own address, so not an ARIA tab list): the
 * current one is marked `aria-current="page"`.
 */
export function AccountTabs() {
  const t = useT();
  const [path] = useLocation();
  return (
    <nav className="hb-ac-tabs" aria-label={t('account.tabs')}>
      <ul>
        {TABS.map((tab) => (
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
