import type * as v from 'valibot';
import { useLocation } from 'wouter';
import { AcceptInvitationSchema } from '../../../api/contract/console/auth.ts';
import {
  acceptConsoleInvitation,
  inspectConsoleInvitation,
} from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { SECURITY_PATH } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { useRefreshSession } from '../../shared/session/use-refresh-session.ts';
import { takeLinkToken } from './link-token.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { passwordReasonText } from './password-text.ts';

/** A link's token the server does not know (or a malformed one): the link is not usable. */
const LINK_ERRORS = {
  [ErrorCode.consoleLinkInvalid]: 'auth.link.invalid',
  [ErrorCode.invalid]: 'auth.link.invalid',
} as const;

/**
 * An invitation from the e-mailed link: who it is for, then their name and a password; the
 * member is signed in at once and taken to their security page, offered a passkey
 * (recommended) or an authenticator app.
 */
export function InvitationScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [token] = useState(takeLinkToken);
  const { state, reload } = useLoad(
    (signal) => call(inspectConsoleInvitation, { body: { token }, signal }),
    [call, token],
  );
  if (!token) {
    return (
      <p className="cs-alert" role="alert">
        {t('auth.link.invalid')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="cs-alert" role="alert">
        <p>{t(consoleErrorId(state.error, LINK_ERRORS))}</p>
      </div>
    );
  }
  return (
    <LoadStatus state={state} retry={reload}>
      {(invitation) => (
        <>
          <p>
            {t('auth.invitation.intro', {
              brand: invitation.brand_name,
              role: t(roleText(invitation.role)),
            })}
          </p>
          <p>
            {t('auth.invitation.for')} <span className="cs-code">{invitation.email}</span>
          </p>
          <AcceptForm token={token} />
        </>
      )}
    </LoadStatus>
  );
}

function roleText(role: string) {
  switch (role) {
    case 'owner':
      return 'role.owner' as const;
    case 'manager':
      return 'role.manager' as const;
    case 'marketing':
      return 'role.marketing' as const;
    default:
      return 'role.front_desk' as const;
  }
}

function AcceptForm({ token }: { readonly token: string }) {
  const t = useCT();
  const call = useConsoleCall();
  const refresh = useRefreshSession();
  const [, navigate] = useLocation();
  const form = useConsoleForm({
    initial: { name: '', password: '' },
    schema: AcceptInvitationSchema,
    toInput: (values) => ({ token, ...values }),
    reasonText: passwordReasonText,
    errorCodes: { ...LINK_ERRORS, [ErrorCode.conflict]: 'auth.invitation.taken' },
    onSubmit: async (body: v.InferOutput<typeof AcceptInvitationSchema>) => {
      await call(acceptConsoleInvitation, { body });
      await refresh();
      navigate(`${SECURITY_PATH}?welcome=1`, { replace: true });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <TextField form={form} name="name" label={t('auth.invitation.name')} autoComplete="name" />
      <NewPasswordField form={form} />
      <SubmitButton form={form}>{t('auth.invitation.accept')}</SubmitButton>
    </form>
  );
}
