import { useAtomValue } from 'jotai/react';
import * as v from 'valibot';
import { useSearch } from 'wouter';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { exchangeTokens, startExternalSignIn } from '../../api/contract/endpoints/membership.ts';
import { type ExternalProvider, ExternalProviderSchema } from '../../api/contract/membership.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { returnPathFrom } from '../../shared/member/return-path.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { FormFailure } from './AuthPage.tsx';
import { useSignedIn } from './after-sign-in.ts';
import { callbackUrl, SSO_RETURN_KEY, ssoResult } from './sso-message.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

const LABELS = {
  open_id: 'membership.external.open_id',
  facebook: 'membership.external.facebook',
  line: 'membership.external.line',
  creansmaerd: 'membership.external.creansmaerd',
} as const;

/**
 * The brand's OpenID Connect / social sign-ins (`settings/sign_in_button` `external_providers`).
 * Hosted, the page goes to the provider and comes back to /sso/custom/callback. Inline (a
 * third-party page, memory location) the provider opens in a pop-up whose callback page hands
 * the one-time code back by postMessage, accepted only from the provider origin and that
 * pop-up window.
 */
export function ExternalSignIn({ providers: offered }: { providers: readonly string[] }) {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const embed = useEmbed();
  const settings = useAtomValue(initSettingsAtom);
  const search = useSearch();
  const signedIn = useSignedIn();
  const submit = useAuthSubmit();
  const providers = offered.filter((p): p is ExternalProvider => v.is(ExternalProviderSchema, p));

  if (providers.length === 0) return null;

  const start = async (provider: ExternalProvider) => {
    const hosted = embed.kind === 'hosted';
    // Opened now, in the click, so no pop-up blocker stops it; pointed at the provider below.
    const popup = hosted ? null : window.open('', 'hb-sso', 'popup,width=480,height=680');
    const apiOrigin = new URL(callbackUrl(api.apiBase)).origin;
    const answer = await submit.run(() =>
      callEndpoint(api, startExternalSignIn, {
        params: { provider },
        body: {
          return_to: callbackUrl(hosted ? location.origin : apiOrigin, settings?.hotel_code),
          display: hosted ? 'page' : 'popup',
          locale,
          // The callback pop-up posts the code to this origin only (kept by the server).
          ...(hosted ? {} : { opener_origin: location.origin }),
        },
      }),
    );
    if (!answer) {
      popup?.close();
      return;
    }
    if (hosted) {
      const back = returnPathFrom(search);
      try {
        if (back) sessionStorage.setItem(SSO_RETURN_KEY, back);
      } catch {
        // Storage blocked: the member lands on search instead.
      }
      location.assign(answer.data.authorization_url);
      return;
    }
    if (!popup) return;
    popup.location.href = answer.data.authorization_url;
    const onMessage = (event: MessageEvent) => {
      const result = ssoResult(event, { origin: apiOrigin, source: popup });
      if (!result) return;
      window.removeEventListener('message', onMessage);
      popup.close();
      if (!result.code) {
        void submit.run(() => Promise.reject(new Error(result.error ?? 'sign_in_failed')));
        return;
      }
      const grant = result.code;
      void submit
        .run(() =>
          callEndpoint(api, exchangeTokens, {
            body: { grant_type: 'custom_authentication_code', code: grant },
          }),
        )
        .then((tokens) => tokens && signedIn(tokens.data));
    };
    window.addEventListener('message', onMessage);
  };

  return (
    <div className="hb-mb-providers">
      <p className="hb-mb-or">{t('membership.external.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="hb-btn hb-btn-quiet"
          disabled={submit.busy}
          onClick={() => void start(provider)}
        >
          {t(LABELS[provider])}
        </button>
      ))}
      <FormFailure text={submit.failure} />
    </div>
  );
}
