import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { ChatPage } from './ChatPage.tsx';

/** The chat sign-up form returns here once the e-mailed link confirmed the account. */
const FORM_HREF = `/chat-sign-up-form?${new URLSearchParams({ redirect: '/chat-sign-up-done' })}`;

/** /chat-sign-up: the chat's invitation to join, to the sign-up form or the chat's sign-in. */
export function ChatSignUpScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  return (
    <ChatPage title={t('chat.signUp.title')}>
      <p className="hb-chat-text">{t('chat.signUp.body')}</p>
      <div className="hb-chat-actions">
        <StepLink className="hb-btn" href={FORM_HREF}>
          {t('chat.signUp.create')}
        </StepLink>
        <StepLink className="hb-link" href="/chat-sign-in">
          {t('chat.signUp.signIn')}
        </StepLink>
      </div>
    </ChatPage>
  );
}
