import { useAtomValue } from 'jotai/react';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { authAtom } from '../../shared/startup/init-state.ts';
import { useAnonymousSync } from './ChatLinked.tsx';
import { chatName } from './chat-sync.ts';

/**
 * /iframe-token (headless): the chatbot loads it, often hidden, to learn who is signed in to
 * the booking site (with `one_time_access_token`, to sign it in): with a member, the chatbot
 * user is linked and handed a one-time token (`receiveTriplabotSession`, by the hosted app on
 * sign-in); either way `triplabotSynced` ends the sync.
 */
export function IframeTokenScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const member = auth.status === 'member' ? auth.member : undefined;
  useAnonymousSync(auth.status === 'anonymous');
  return (
    <div className="hb-chat">
      <p className="hb-chat-text" role="status">
        {member ? t('chat.token.linked', { name: chatName(member) }) : t('chat.token.anonymous')}
      </p>
    </div>
  );
}
