import { useAtomValue } from 'jotai/react';
import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { ChatLinked } from '../../features/chatbot/ChatLinked.tsx';
import { SignInScreen } from '../../features/membership/SignInScreen.tsx';
import { SignUpDoneScreen } from '../../features/membership/SignUpDoneScreen.tsx';
import { SignUpScreen } from '../../features/membership/SignUpScreen.tsx';
import { useT } from '../../i18n/react.tsx';
import { returnPathFrom } from '../../shared/member/return-path.ts';
import { authAtom } from '../../shared/startup/init-state.ts';

/**
 * The chat's membership pages (product.md §2 `/chat-sign-in`, `/chat-sign-up-form`,
 * `/chat-sign-up-done`): the members' own screens on the real session, followed by the chat
 * sync of the chatbot feature. They compose two features, so they live in the app.
 */

/** /chat-sign-in: sign in, then link the chatbot user (or go on to `redirect`). */
export function ChatSignInScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const search = useSearch();
  const redirect = returnPathFrom(search);
  if (auth.status === 'member' && !redirect) return <ChatLinked title={t('chat.linked.title')} />;
  return (
    <SignInScreen
      config={config}
      after={redirect ?? `/chat-sign-in${search ? `?${search}` : ''}`}
    />
  );
}

/** /chat-sign-up-form: the sign-up form, whose "check your e-mail" is the chat's own page. */
export function ChatSignUpFormScreen({ config }: { config: WidgetConfig }) {
  return <SignUpScreen config={config} resultPath="/chat-sign-up-result" />;
}

/** /chat-sign-up-done: the confirmed member (signed in by the link) is linked to the chat. */
export function ChatSignUpDoneScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const auth = useAtomValue(authAtom);
  if (auth.status === 'member') return <ChatLinked title={t('chat.signUpDone.title')} />;
  return <SignUpDoneScreen config={config} />;
}
