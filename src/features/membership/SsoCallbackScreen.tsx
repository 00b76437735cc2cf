import { useAtomValue } from 'jotai/react';
import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { exchangeTokens } from '../../api/contract/endpoints/membership.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { startupParamsAtom } from '../../shared/startup/init-state.ts';
import { AuthPage } from './AuthPage.tsx';
import { useSignedIn } from './after-sign-in.ts';
import { authErrorText } from './auth-errors.ts';
import { openerTarget, SSO_MESSAGE_TYPE, SSO_RETURN_KEY, type SsoMessage } from './sso-message.ts';

/** The pop-up's opener, when this page is an inline widget's sign-in pop-up. */
function openerOf(): Window | null {
  try {
    return window.opener as Window | null;
  } catch {
    return null;
  }
}

/**
 * /sso/custom/callback: the external sign-in comes back with a one-time
 * `brand_custom_auth_token` code (or `error`). As a pop-up (`display=popup`) it hands the code
 * to its opener, the inline widget, which redeems it; otherwise it redeems the code itself
 * (custom_authentication_code grant) and goes on signed in.
 */
export function SsoCallbackScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  // Startup read the code and took it out of the address (a token is never left in history).
  const code = useAtomValue(startupParamsAtom).brandCustomAuthToken ?? '';
  const error = query.get('error');
  const popup = query.get('display') === 'popup';
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | undefined>();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const opener = openerOf();
    // The server kept the opener's origin when the sign-in started (checked against the allowed
    // origins) and put it in this address: the code goes to that origin and no other, even if
    // the opener window has navigated elsewhere meanwhile.
    const target = openerTarget(query.get('opener'));
    if (popup && opener && target) {
      const message: SsoMessage = code
        ? { type: SSO_MESSAGE_TYPE, code }
        : { type: SSO_MESSAGE_TYPE, error: error ?? 'sign_in_failed' };
      opener.postMessage(message, target);
      window.close();
      return;
    }
    if (popup && opener) {
      // A pop-up whose opener is unknown: the code stays unused rather than go astray.
      setFailure(t('membership.external.failed'));
      return;
    }
    if (!code) {
      setFailure(t('membership.external.failed'));
      return;
    }
    let back: string | null = null;
    try {
      back = sessionStorage.getItem(SSO_RETURN_KEY);
      sessionStorage.removeItem(SSO_RETURN_KEY);
    } catch {
      back = null;
    }
    callEndpoint(api, exchangeTokens, {
      body: { grant_type: 'custom_authentication_code', code },
    })
      .then((answer) => signedIn(answer.data, back))
      .catch((caught: unknown) => setFailure(authErrorText(intl, toApiError(caught))));
  }, [api, code, error, popup, signedIn, t, intl]);

  return (
    <AuthPage title={t('membership.external.title')}>
      {failure ? (
        <>
          <p className="hb-error" role="alert">
            {failure}
          </p>
          <StepLink className="hb-link" href="/sign-in">
            {t('membership.backToSignIn')}
          </StepLink>
        </>
      ) : (
        <p className="hb-mb-note" role="status">
          {t('membership.external.busy')}
        </p>
      )}
    </AuthPage>
  );
}
