import { useAtomValue } from 'jotai/react';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { authAtom, initSettingsAtom, startupParamsAtom } from '../../shared/startup/init-state.ts';
import { ChatPage, ChatStatus } from './ChatPage.tsx';
import { chatbotIds, chatName, syncChatbot } from './chat-sync.ts';

type SyncState = 'syncing' | 'linked' | 'failed' | 'no-chat';

/** The chat sync for the signed-in member, run once per page (Strict Mode runs effects twice). */
export function useChatSync(signedIn: boolean): SyncState {
  const api = useApi();
  const embed = useEmbed();
  const params = useAtomValue(startupParamsAtom);
  const { userId, messageId } = chatbotIds(params);
  const [state, setState] = useState<SyncState>(userId ? 'syncing' : 'no-chat');
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || !userId) return;
    ran.current = true;
    void syncChatbot({ api, embed, userId, messageId, signedIn }).then((linked) =>
      setState(linked || !signedIn ? 'linked' : 'failed'),
    );
  }, [api, embed, userId, messageId, signedIn]);
  return state;
}

/**
 * The chat's "you are signed in" (after /chat-sign-in or /chat-sign-up-done): the chatbot user
 * is linked to the member and told (`receiveTriplabotSession`, `triplabotSynced`); the guest
 * goes on booking or back to the chat (`close`).
 */
export function ChatLinked({ title }: { title: string }) {
  const t = useT();
  const embed = useEmbed();
  const auth = useAtomValue(authAtom);
  const settings = useAtomValue(initSettingsAtom);
  const state = useChatSync(true);
  const name = auth.status === 'member' ? chatName(auth.member) : '';
  const text =
    state === 'syncing'
      ? t('chat.linked.syncing')
      : state === 'failed'
        ? t('chat.linked.failed')
        : state === 'linked'
          ? t('chat.linked.body', { name })
          : t('chat.linked.noChat', { name });
  return (
    <ChatPage title={title}>
      <ChatStatus text={text} ok={state !== 'failed'} />
      <div className="hb-chat-actions">
        <StepLink
          className="hb-btn"
          href={
            settings?.booking_widget_type === 'brand_facility' ? '/facilities' : '/booking/result'
          }
        >
          {t('chat.continue')}
        </StepLink>
        {embed.closable && (
          <button type="button" className="hb-link" onClick={() => embed.notifyParent('close', {})}>
            {t('chat.backToChat')}
          </button>
        )}
      </div>
    </ChatPage>
  );
}
