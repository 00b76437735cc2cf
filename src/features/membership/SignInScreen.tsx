import { useAtomValue } from 'jotai/react';
import { Redirect, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { signIn } from '../../api/contract/endpoints/membership.ts';
import { organizationSignIn } from '../../api/contract/endpoints/organizations.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { TextField } from '../../shared/form/Field.tsx';
import { emailError } from '../../shared/guest/guest-fields.ts';
import { currentMember } from '../../shared/member/member-session.ts';
import { returnPathFrom } from '../../shared/member/return-path.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthForm, AuthPage, FormFailure, SubmitButton } from './AuthPage.tsx';
import { corporateHome, searchHome, useSignedIn } from './after-sign-in.ts';
import { ExternalSignIn } from './ExternalSignIn.tsx';
import { useSignInButton } from './sign-in-button.ts';
import { signUpOffered } from './sign-up-offered.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

/**
 * /sign-in and /ota-sign-in: e-mail and password (the server answers a wrong password and an
 * unknown e-mail alike, and throttles repeated attempts with a wait), the brand's external
 * sign-ins, "forgot password" and, where product.md §6 allows, "sign up". Afterwards the
 * member goes back where they came from (`redirect`) or to search; the chat's sign-in passes
 * `after` (its own page, which links the chatbot user).
 */
export function SignInScreen({
  after,
  organization,
}: {
  config: WidgetConfig;
  after?: string;
  /** /organization-sign-in and /corporate/{code}/sign-in: corporate users only. */
  organization?: boolean;
}) {
  const api = useApi();
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  const search = useSearch();
  const query = new URLSearchParams(search);
  const auth = useAtomValue(authAtom);
  const signedIn = useSignedIn();
  const submit = useAuthSubmit();
  const button = useSignInButton();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: MessageId; password?: MessageId }>({});
  const emailRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);

  const send = async () => {
    const found: { email?: MessageId; password?: MessageId } = {};
    const badEmail = emailError(email);
    if (badEmail) found.email = badEmail;
    if (password === '') found.password = 'membership.error.required';
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (submit.busy) return;
    const body = { email: email.trim(), password };
    const organizationId = Number(query.get('organization_id') ?? Number.NaN);
    const answer = await submit.run(() =>
      organization
        ? callEndpoint(api, organizationSignIn, {
            body: Number.isInteger(organizationId)
              ? { ...body, organization_id: organizationId }
              : body,
          })
        : callEndpoint(api, signIn, { body }),
    );
    if (answer)
      signedIn(
        answer.data,
        organization ? (after ?? returnPathFrom(search) ?? corporateHome(answer.data.user)) : after,
      );
  };

  // Already signed in (another tab, a back button): straight on.
  if (auth.status === 'member') {
    const member = currentMember(auth);
    const home =
      organization && member?.organization ? corporateHome(member) : searchHome(settings);
    return <Redirect to={after ?? returnPathFrom(search) ?? home} replace />;
  }

  const keep = query.toString();
  return (
    <AuthPage
      title={t(organization ? 'membership.organizationSignIn.title' : 'membership.signIn.title')}
    >
      <AuthForm onSubmit={send}>
        <TextField
          label={t('membership.field.email')}
          type="email"
          autoComplete="username"
          name="email"
          value={email}
          onChange={setEmail}
          error={errors.email && t(errors.email)}
          maxLength={254}
          required
          inputRef={emailRef}
        />
        <TextField
          label={t('membership.field.password')}
          type="password"
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={setPassword}
          error={errors.password && t(errors.password)}
          maxLength={128}
          required
          inputRef={passwordRef}
        />
        <FormFailure text={submit.failure} />
        <SubmitButton
          busy={submit.busy}
          label={submit.busy ? t('membership.signIn.busy') : t('membership.signIn.submit')}
        />
      </AuthForm>
      <div className="hb-mb-actions">
        <StepLink className="hb-link" href="/forgot-password">
          {t('membership.signIn.forgot')}
        </StepLink>
        {!organization && signUpOffered(settings, button, query) && (
          <StepLink className="hb-link" href={keep ? `/sign-up?${keep}` : '/sign-up'}>
            {t('membership.signIn.signUp')}
          </StepLink>
        )}
      </div>
      {!organization && <ExternalSignIn providers={button?.external_providers ?? []} />}
    </AuthPage>
  );
}
