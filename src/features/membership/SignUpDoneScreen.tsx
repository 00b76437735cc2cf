import { useAtomValue } from 'jotai/react';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthPage } from './AuthPage.tsx';
import { searchHome } from './after-sign-in.ts';

/** /sign-up-done (and the open sign-up's /done): the account is ready. */
export function SignUpDoneScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  return (
    <AuthPage title={t('membership.signUpDone.title')}>
      <p className="hb-mb-ok" role="status">
        {t('membership.signUpDone.body')}
      </p>
      <StepLink className="hb-link" href={searchHome(settings)}>
        {t('membership.toSearch')}
      </StepLink>
    </AuthPage>
  );
}
