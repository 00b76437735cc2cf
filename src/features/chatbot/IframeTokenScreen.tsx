import { useAtomValue } from 'jotai/react';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { authAtom } from '../../shared/startup/init-state.ts';
import { useChatSync } from './ChatLinked.tsx';
import { chatName } from './chat-sync.ts';

/**
 * /iframe-token (headless): the chatbot loads it, often hidden, to learn who is signed in to
 * the booking site: with a member, the chatbot user is linked and handed a one-time token
 * (`receiveTriplabotSession`); either way `triplabotSynced` ends the sync.
 */
export function IframeTokenScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const auth = useAtomValue(authAtom);
  const member = auth.status === 'member' ? auth.member : undefined;
  const state = useChatSync(member !== undefined);
  return (
    <div className="hb-chat">
      <p className="hb-chat-text" role="status">
        {state === 'failed'
          ? t('chat.linked.failed')
          : member
            ? t('chat.token.linked', { name: chatName(member) })
            : t('chat.token.anonymous')}
      </p>
    </div>
  );
}
