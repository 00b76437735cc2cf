import * as v from 'valibot';
import {
  OrganizationAccountSchema,
  type OrganizationInvitationDetailsSchema,
} from '../../../api/contract/console/organizations.ts';
import {
  acceptOrganizationInvitation,
  inspectOrganizationInvitation,
} from '../../../api/contract/endpoints/console-organizations.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { takeLinkToken } from '../auth/link-token.ts';
import { organizationReason, organizationRoleText } from './organization-text.ts';

type Details = v.InferOutput<typeof OrganizationInvitationDetailsSchema>;

/** What joining with the address's existing account checks of the form: nothing. */
const NO_ACCOUNT = v.object({});

/** A link the server does not know, or one used or expired. */
const LINK_ERRORS = {
  [ErrorCode.consoleLinkInvalid]: 'auth.link.invalid',
  [ErrorCode.invalid]: 'auth.link.invalid',
} as const;

/**
 * `/organization-invitation#token=…`: the e-mailed invitation into a corporate organization.
 * Says which organization and role; someone with an account of the address joins with one
 * press, anyone else gives a name and a password first. Then the booking site opens, signed in
 * (an admin on the organization's admin view).
 */
export function JoinOrganizationScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [token] = useState(takeLinkToken);
  const { state, reload } = useLoad(
    (signal) => call(inspectOrganizationInvitation, { body: { token }, signal }),
    [call, token],
  );
  if (!token || state.status === 'error') {
    return (
      <p className="cs-alert" role="alert">
        {t(
          state.status === 'error' ? consoleErrorId(state.error, LINK_ERRORS) : 'auth.link.invalid',
        )}
      </p>
    );
  }
  return (
    <LoadStatus state={state} retry={reload}>
      {(details) => (
        <>
          <p>
            {t('organizations.join.intro', {
              brand: details.brand_name,
              organization: details.organization,
              role: t(organizationRoleText(details.role)),
            })}
          </p>
          <p>
            {t('organizations.join.for')} <span className="cs-code">{details.email}</span>
          </p>
          <JoinForm token={token} details={details} />
        </>
      )}
    </LoadStatus>
  );
}

/** Joining: the account's name and password when there is no account yet. */
function JoinForm({ token, details }: { readonly token: string; readonly details: Details }) {
  const t = useCT();
  const call = useConsoleCall();
  const [leaving, setLeaving] = useState(false);
  const join = async (account: v.InferOutput<typeof OrganizationAccountSchema> | undefined) => {
    const answer = await call(acceptOrganizationInvitation, {
      body: account ? { token, account } : { token },
    });
    setLeaving(true);
    location.assign(answer.redirect_url);
  };
  const form = useConsoleForm({
    initial: { first_name: '', last_name: '', password: '' },
    // An account of the address: nothing to type, nothing to check.
    schema: details.has_account ? NO_ACCOUNT : OrganizationAccountSchema,
    reasonText: organizationReason,
    errorCodes: { ...LINK_ERRORS, [ErrorCode.conflict]: 'organizations.join.taken' },
    onSubmit: (output) => join('password' in output ? output : undefined),
  });
  if (leaving) {
    return (
      <p className="cs-notice" role="status">
        {t('organizations.join.done')}
      </p>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate>
      <p>
        {t(details.has_account ? 'organizations.join.hasAccount' : 'organizations.join.newAccount')}
      </p>
      <ErrorSummary form={form} />
      {details.has_account ? null : (
        <>
          <TextField
            form={form}
            name="first_name"
            label={t('organizations.join.firstName')}
            autoComplete="given-name"
          />
          <TextField
            form={form}
            name="last_name"
            label={t('organizations.join.lastName')}
            autoComplete="family-name"
          />
          <TextField
            form={form}
            name="password"
            type="password"
            label={t('organizations.join.password')}
            hint={t('organizations.join.passwordRule')}
            autoComplete="new-password"
          />
        </>
      )}
      <SubmitButton form={form}>{t('organizations.join.submit')}</SubmitButton>
    </form>
  );
}
