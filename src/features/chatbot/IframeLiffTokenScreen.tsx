import { useAtomValue } from 'jotai/react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { liffUpsert } from '../../api/contract/endpoints/chatbot.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { safeReturnPath } from '../../shared/member/return-path.ts';
import { authAtom, startupParamsAtom } from '../../shared/startup/init-state.ts';
import { storedValue } from '../../shared/storage/stored-value.ts';
import { ChatPage, ChatStatus } from './ChatPage.tsx';

/**
 * The messaging app's ID token, kept in this tab's session storage for ten minutes: startup
 * takes `lineLiffToken` out of the address, and a guest who signs in first comes back here.
 */
const liffToken = storedValue<string>({
  key: 'hotel-booking:liff-token',
  schema: v.string(),
  ttlMs: 10 * 60_000,
});
const liffRedirect = storedValue<string>({
  key: 'hotel-booking:liff-redirect',
  schema: v.string(),
  ttlMs: 10 * 60_000,
});

type LinkState = { kind: 'idle' | 'linking' | 'failed' } | { kind: 'linked'; account: string };

/**
 * /iframe-liff-token (headless): the messaging-app (LIFF) embed. Opened by the app with the
 * guest's ID token (`lineLiffToken`) and an optional page to go on to (`redirectUrlFromLiff`):
 * a signed-in member's messaging account is linked (`POST /liff/upsert`); a guest signs in
 * first (the chat's sign-in comes back here). Opened without a token (a computer), it shows a
 * QR code of itself to open on the phone.
 */
export function IframeLiffTokenScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const auth = useAtomValue(authAtom);
  const params = useAtomValue(startupParamsAtom);
  const [token] = useState(() => {
    const fromAddress = params.raw.lineLiffToken;
    if (fromAddress) liffToken.write(fromAddress);
    const redirect = safeReturnPath(params.raw.redirectUrlFromLiff);
    if (redirect) liffRedirect.write(redirect);
    return fromAddress ?? liffToken.read();
  });
  const [state, setState] = useState<LinkState>({ kind: 'idle' });
  const ran = useRef(false);
  const member = auth.status === 'member';

  useEffect(() => {
    if (!token || !member || ran.current) return;
    ran.current = true;
    setState({ kind: 'linking' });
    callEndpoint(api, liffUpsert, { body: { id_token: token } }).then(
      ({ data }) => {
        liffToken.remove();
        setState({ kind: 'linked', account: data.display_name ?? data.platform_user_id });
        const next = liffRedirect.read();
        liffRedirect.remove();
        if (next) navigate(next, { replace: true });
      },
      () => {
        liffToken.remove();
        setState({ kind: 'failed' });
      },
    );
  }, [api, token, member, navigate]);

  const title = t('chat.liff.title');
  if (!token) {
    const here = new URL('/iframe-liff-token', config.assetBase);
    here.searchParams.set('code', config.hotelCode);
    const qr = new URL('/api/v1/qr_codes', config.assetBase);
    qr.searchParams.set('url', here.href);
    return (
      <ChatPage title={title}>
        <p className="hb-chat-text">{t('chat.liff.noToken')}</p>
        <img
          className="hb-chat-qr"
          src={qr.href}
          alt={t('chat.liff.qr')}
          width={180}
          height={180}
        />
      </ChatPage>
    );
  }
  if (!member) {
    const back = `/chat-sign-in?${new URLSearchParams({ redirect: '/iframe-liff-token' })}`;
    return (
      <ChatPage title={title}>
        <p className="hb-chat-text">{t('chat.liff.signIn')}</p>
        <div className="hb-chat-actions">
          <StepLink className="hb-btn" href={back}>
            {t('chat.liff.signInLink')}
          </StepLink>
        </div>
      </ChatPage>
    );
  }
  return (
    <ChatPage title={title}>
      {state.kind === 'linked' ? (
        <ChatStatus text={t('chat.liff.linked', { account: state.account })} />
      ) : state.kind === 'failed' ? (
        <ChatStatus text={t('chat.liff.failed')} ok={false} />
      ) : (
        <p className="hb-chat-text" role="status">
          {t('chat.liff.linking')}
        </p>
      )}
    </ChatPage>
  );
}
