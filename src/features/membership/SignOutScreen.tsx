import { useAtomValue, useStore } from 'jotai/react';
import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { signOutMember } from '../../shared/member/member-startup.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthPage } from './AuthPage.tsx';
import { searchHome } from './after-sign-in.ts';

/** /sign-out: the server revokes the session, the device forgets it, the parent is told. */
export function SignOutScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const store = useStore();
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!settings) return;
    void signOutMember({ client: api, store, brandId: settings.hotel_brand_id }).then(() => {
      navigate(searchHome(settings), { replace: true });
    });
  }, [api, store, settings, navigate]);
  return (
    <AuthPage title={t('membership.signOut.title')}>
      <p className="hb-mb-note" role="status">
        {t('membership.signOut.busy')}
      </p>
    </AuthPage>
  );
}
