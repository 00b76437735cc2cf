import { useAtomValue } from 'jotai/react';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useRef } from '../../react.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { authAtom, initSettingsAtom, startupParamsAtom } from '../../shared/startup/init-state.ts';
import { ChatPage, ChatStatus } from './ChatPage.tsx';
import { chatbotIds, chatName } from './chat-sync.ts';

/**
 * `triplabotSynced` with nobody signed in, once per page. A sign-in's sync (the chatbot user
 * linked, `receiveTriplabotSession`, `triplabotSynced`) is the hosted app's, on every sign-in
 * (src/hosted/main.tsx), so a page never links twice.
 */
export function useAnonymousSync(anonymous: boolean): void {
  const embed = useEmbed();
  const { userId } = chatbotIds(useAtomValue(startupParamsAtom));
  const sent = useRef(false);
  useEffect(() => {
    if (!anonymous || !userId || sent.current) return;
    sent.current = true;
    embed.notifyParent('triplabotSynced', { userId, loggedIn: false });
  }, [anonymous, userId, embed]);
}

/**
 * The chat's "you are signed in" (after /chat-sign-in or /chat-sign-up-done); the guest goes
 * on booking, or back to the chat (`close`).
 */
export function ChatLinked({ title }: { title: string }) {
  const t = useT();
  const embed = useEmbed();
  const auth = useAtomValue(authAtom);
  const settings = useAtomValue(initSettingsAtom);
  const { userId } = chatbotIds(useAtomValue(startupParamsAtom));
  const name = auth.status === 'member' ? chatName(auth.member) : '';
  return (
    <ChatPage title={title}>
      <ChatStatus
        text={userId ? t('chat.linked.body', { name }) : t('chat.linked.noChat', { name })}
      />
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
