import { useT } from '../../i18n/react.tsx';
import type { ReactNode } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { AccountTabs } from './AccountTabs.tsx';
import { ACCOUNT_CSS } from './account-css.ts';

addWidgetStyles(ACCOUNT_CSS);

/**
 * Every account page: signed-in members only (others go to sign in and come back), the
 * area's title and its tabs. The header adds the back link to search (route flag backLink).
 */
export function AccountFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const Title = useHeading(1);
  return (
    <RequireMember>
      <section className="hb-ac" aria-labelledby="hb-ac-title">
        <Title id="hb-ac-title" className="hb-ac-title">
          {t('account.title')}
        </Title>
        <AccountTabs />
        {children}
      </section>
    </RequireMember>
  );
}
