import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { confirm } from '../../api/contract/endpoints/membership.ts';
import { ErrorCode } from '../../api/contract/error.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { safeReturnPath } from '../../shared/member/return-path.ts';
import { AuthPage } from './AuthPage.tsx';
import { useSignedIn } from './after-sign-in.ts';
import { authErrorText } from './auth-errors.ts';

/**
 * /member-confirmation?confirmation_token (email_update, redirect_url, program_id): confirms
 * the sign-up or the new login e-mail, signs in and goes on. An expired (1401) or used (1402)
 * link is explained with a way forward.
 */
export function MemberConfirmationScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const token = query.get('confirmation_token') ?? '';
  const redirect = safeReturnPath(query.get('redirect_url'));
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<ApiError | undefined>();
  const sent = useRef(false);

  useEffect(() => {
    // Once: the token is single use, a second request would be refused as spent.
    if (sent.current) return;
    sent.current = true;
    callEndpoint(api, confirm, { body: { confirmation_token: token } })
      .then((answer) => {
        const { confirmed, return_path, ...tokens } = answer.data;
        const next = redirect ?? return_path ?? (confirmed === 'sign_up' ? '/sign-up-done' : null);
        signedIn(tokens, next);
      })
      .catch((error: unknown) => setFailure(toApiError(error)));
  }, [api, token, redirect, signedIn]);

  if (!failure) {
    return (
      <AuthPage title={t('membership.confirm.title')}>
        <p className="hb-mb-note" role="status">
          {t('membership.confirm.busy')}
        </p>
      </AuthPage>
    );
  }
  const used = failure.code === ErrorCode.alreadyConfirmed;
  return (
    <AuthPage title={t('membership.confirm.title')}>
      <p className="hb-error" role="alert">
        {used
          ? t('membership.error.linkUsed')
          : failure.code === ErrorCode.signUpConfirmationExpired
            ? t('membership.error.linkExpired')
            : authErrorText(intl, failure)}
      </p>
      <div className="hb-mb-actions">
        {used ? (
          <StepLink className="hb-link" href="/sign-in">
            {t('membership.signIn.title')}
          </StepLink>
        ) : (
          <StepLink className="hb-link" href="/resend-confirmation-email">
            {t('membership.resend.title')}
          </StepLink>
        )}
      </div>
    </AuthPage>
  );
}
