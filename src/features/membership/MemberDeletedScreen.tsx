import { useAtomValue } from 'jotai/react';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthPage } from './AuthPage.tsx';
import { searchHome } from './after-sign-in.ts';

/** /member-deleted-confirmation: the account is deleted; reservations stay as the law needs. */
export function MemberDeletedScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  return (
    <AuthPage title={t('membership.deleted.title')}>
      <p className="hb-mb-note" role="status">
        {t('membership.deleted.body')}
      </p>
      <StepLink className="hb-link" href={searchHome(settings)}>
        {t('membership.toSearch')}
      </StepLink>
    </AuthPage>
  );
}
