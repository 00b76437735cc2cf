import { useParams, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { setup, signUpVerify } from '../../api/contract/endpoints/membership.ts';
import { ErrorCode } from '../../api/contract/error.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { TextField } from '../../shared/form/Field.tsx';
import { AuthForm, AuthPage, FormFailure, SubmitButton } from './AuthPage.tsx';
import { useSignedIn } from './after-sign-in.ts';
import { CheckField } from './CheckField.tsx';
import { EmailOnlyForm } from './EmailOnlyForm.tsx';
import { NewPasswordFields } from './PasswordFields.tsx';
import { confirmationError, newPasswordError } from './password-rules.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

type Field = 'password' | 'confirmation' | 'first_name' | 'last_name' | 'terms';

/**
 * /member-registration-tripla/{code}/open-signup: open sign-up. Without `token`: the e-mail,
 * to which a link is sent (same answer for any address). With the mailed `token`: password,
 * names and terms; the account is made, signed in, and the member goes to …/done.
 */
export function OpenSignUpScreen(_props: { config: WidgetConfig }) {
  const token = new URLSearchParams(useSearch()).get('token');
  return token ? <SetupForm token={token} /> : <VerifyForm />;
}

function VerifyForm() {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const submit = useAuthSubmit();
  const [sent, setSent] = useState(false);
  return (
    <AuthPage title={t('membership.signUp.title')}>
      <p className="hb-mb-note">{t('membership.open.intro')}</p>
      <EmailOnlyForm
        submit={submit}
        label={t('membership.open.submit')}
        onSend={async (email) => {
          const done = await submit.run(() =>
            callEndpoint(api, signUpVerify, { body: { email, locale } }),
          );
          if (done) setSent(true);
        }}
      />
      <div role="status">{sent && <p className="hb-mb-ok">{t('membership.open.sent')}</p>}</div>
    </AuthPage>
  );
}

function SetupForm({ token }: { token: string }) {
  const api = useApi();
  const t = useT();
  const { code = '' } = useParams<{ code: string }>();
  const signedIn = useSignedIn();
  const submit = useAuthSubmit();
  const [form, setForm] = useState({
    password: '',
    confirmation: '',
    first_name: '',
    last_name: '',
    promotions: false,
    terms: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [expired, setExpired] = useState(false);
  const refs: Record<Field, { current: HTMLInputElement | null }> = {
    password: useRef(null),
    confirmation: useRef(null),
    first_name: useRef(null),
    last_name: useRef(null),
    terms: useRef(null),
  };
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  if (expired) {
    return (
      <AuthPage title={t('membership.signUp.title')}>
        <p className="hb-error" role="alert">
          {t('membership.error.linkExpired')}
        </p>
        <StepLink className="hb-link" href={`/member-registration-tripla/${code}/open-signup`}>
          {t('membership.open.again')}
        </StepLink>
      </AuthPage>
    );
  }

  const send = async () => {
    const found: Partial<Record<Field, MessageId>> = {};
    const put = (field: Field, error: MessageId | undefined) => {
      if (error) found[field] = error;
    };
    put('password', newPasswordError(form.password));
    put('confirmation', confirmationError(form.password, form.confirmation));
    put('first_name', form.first_name.trim() ? undefined : 'membership.error.required');
    put('last_name', form.last_name.trim() ? undefined : 'membership.error.required');
    put('terms', form.terms ? undefined : 'membership.error.terms');
    setErrors(found);
    const first = (Object.keys(refs) as Field[]).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    if (submit.busy) return;
    const answer = await submit.run(
      () =>
        callEndpoint(api, setup, {
          body: {
            token,
            password: form.password,
            password_confirmation: form.confirmation,
            first_name: form.first_name.trim(),
            last_name: form.last_name.trim(),
            accepts_promotion_emails: form.promotions,
            terms_accepted: true,
          },
        }),
      (error) => {
        const spent =
          error.code === ErrorCode.signUpConfirmationExpired ||
          error.code === ErrorCode.alreadyConfirmed ||
          error.code === ErrorCode.notFound;
        if (spent) setExpired(true);
        return spent;
      },
    );
    if (answer) signedIn(answer.data, `/member-registration-tripla/${code}/done`);
  };

  return (
    <AuthPage title={t('membership.signUp.title')}>
      <AuthForm onSubmit={send}>
        <NewPasswordFields
          password={form.password}
          confirmation={form.confirmation}
          onPassword={set('password')}
          onConfirmation={set('confirmation')}
          errors={{ password: errors.password, confirmation: errors.confirmation }}
          passwordRef={refs.password}
          confirmationRef={refs.confirmation}
        />
        <TextField
          label={t('membership.field.firstName')}
          autoComplete="given-name"
          name="first_name"
          value={form.first_name}
          onChange={set('first_name')}
          error={errors.first_name && t(errors.first_name)}
          maxLength={50}
          required
          inputRef={refs.first_name}
        />
        <TextField
          label={t('membership.field.lastName')}
          autoComplete="family-name"
          name="last_name"
          value={form.last_name}
          onChange={set('last_name')}
          error={errors.last_name && t(errors.last_name)}
          maxLength={50}
          required
          inputRef={refs.last_name}
        />
        <CheckField
          label={t('membership.field.promotionEmails')}
          checked={form.promotions}
          onChange={set('promotions')}
        />
        <CheckField
          label={t('membership.field.terms')}
          checked={form.terms}
          onChange={set('terms')}
          error={errors.terms && t(errors.terms)}
          inputRef={refs.terms}
          required
        />
        <FormFailure text={submit.failure} />
        <SubmitButton busy={submit.busy} label={t('membership.signUp.submit')} />
      </AuthForm>
    </AuthPage>
  );
}
