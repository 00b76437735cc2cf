import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { signUp } from '../../api/contract/endpoints/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { TextField } from '../../shared/form/Field.tsx';
import { emailError } from '../../shared/guest/guest-fields.ts';
import { returnPathFrom } from '../../shared/member/return-path.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthForm, AuthPage, FormFailure, SubmitButton } from './AuthPage.tsx';
import { fieldOfError } from './auth-errors.ts';
import { CheckField as Check } from './CheckField.tsx';
import { NewPasswordFields } from './PasswordFields.tsx';
import { confirmationError, newPasswordError } from './password-rules.ts';
import { useSignInButton } from './sign-in-button.ts';
import { signUpClaimAtom } from './sign-up-claim.ts';
import { signUpOffered } from './sign-up-offered.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

const FIELDS = [
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
  'first_name',
  'last_name',
  'terms_accepted',
] as const;
type SignUpField = (typeof FIELDS)[number];
type Errors = Partial<Record<SignUpField, MessageId | string>>;

/**
 * /sign-up: a temporary sign-up finished by the e-mailed link (product.md §4). E-mail twice,
 * password twice with its rules, names, terms. The answer is the same whether or not the
 * address is registered, so the next screen only says "check your e-mail".
 */
export function SignUpScreen({
  resultPath = '/sign-up-result',
}: {
  config: WidgetConfig;
  /** Where "check your e-mail" is (the chat's sign-up has its own page). */
  resultPath?: string;
}) {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const auth = useAtomValue(authAtom);
  const search = useSearch();
  const [, navigate] = useLocation();
  const submit = useAuthSubmit();
  const button = useSignInButton();
  const setClaim = useSetAtom(signUpClaimAtom);
  const [form, setForm] = useState({
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    first_name: '',
    last_name: '',
    accepts_promotion_emails: false,
    terms_accepted: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const refs = {
    email: useRef<HTMLInputElement | null>(null),
    email_confirmation: useRef<HTMLInputElement | null>(null),
    password: useRef<HTMLInputElement | null>(null),
    password_confirmation: useRef<HTMLInputElement | null>(null),
    first_name: useRef<HTMLInputElement | null>(null),
    last_name: useRef<HTMLInputElement | null>(null),
    terms_accepted: useRef<HTMLInputElement | null>(null),
  };
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const message = (error: MessageId | string | undefined) =>
    error === undefined ? undefined : error.includes('.') ? t(error as MessageId) : error;

  if (!signUpOffered(settings, button, new URLSearchParams(search)) || auth.status === 'member') {
    return (
      <AuthPage title={t('membership.signUp.title')}>
        <p className="hb-mb-note">{t('membership.signUp.unavailable')}</p>
        <StepLink className="hb-link" href="/sign-in">
          {t('membership.signUp.haveAccount')}
        </StepLink>
      </AuthPage>
    );
  }

  const send = async () => {
    const found: Errors = {};
    const put = (field: SignUpField, error: MessageId | undefined) => {
      if (error) found[field] = error;
    };
    put('email', emailError(form.email));
    put(
      'email_confirmation',
      form.email_confirmation.trim() === ''
        ? 'membership.error.required'
        : form.email_confirmation.trim() === form.email.trim()
          ? undefined
          : 'membership.error.emailMismatch',
    );
    put('password', newPasswordError(form.password));
    put('password_confirmation', confirmationError(form.password, form.password_confirmation));
    put('first_name', form.first_name.trim() ? undefined : 'membership.error.required');
    put('last_name', form.last_name.trim() ? undefined : 'membership.error.required');
    put('terms_accepted', form.terms_accepted ? undefined : 'membership.error.terms');
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    if (submit.busy) return;
    const back = returnPathFrom(search);
    const answer = await submit.run(
      () =>
        callEndpoint(api, signUp, {
          body: {
            email: form.email.trim(),
            password: form.password,
            password_confirmation: form.password_confirmation,
            first_name: form.first_name.trim(),
            last_name: form.last_name.trim(),
            accepts_promotion_emails: form.accepts_promotion_emails,
            terms_accepted: true,
            locale,
            ...(back ? { return_path: back } : {}),
          },
        }),
      (error) => {
        // A server field error is shown at its field, in the server's words.
        const field = fieldOfError(error, FIELDS);
        if (!field) return false;
        setErrors({ [field]: error.message });
        refs[field].current?.focus();
        return true;
      },
    );
    if (answer) {
      // Kept for "check your e-mail", which signs in once the link is opened elsewhere.
      const done = resultPath.replace(/-result$/, '-done');
      setClaim({ claim: answer.data.sign_in_claim, back, done });
      navigate(`${resultPath}?${new URLSearchParams({ email: form.email.trim() })}`, {
        replace: true,
      });
    }
  };

  return (
    <AuthPage title={t('membership.signUp.title')}>
      <p className="hb-mb-note">{t('membership.signUp.intro')}</p>
      <AuthForm onSubmit={send}>
        <TextField
          label={t('membership.field.email')}
          type="email"
          autoComplete="email"
          name="email"
          value={form.email}
          onChange={set('email')}
          error={message(errors.email)}
          maxLength={254}
          required
          inputRef={refs.email}
        />
        <TextField
          label={t('membership.field.emailConfirmation')}
          type="email"
          autoComplete="email"
          name="email_confirmation"
          value={form.email_confirmation}
          onChange={set('email_confirmation')}
          error={message(errors.email_confirmation)}
          maxLength={254}
          required
          inputRef={refs.email_confirmation}
        />
        <NewPasswordFields
          password={form.password}
          confirmation={form.password_confirmation}
          onPassword={set('password')}
          onConfirmation={set('password_confirmation')}
          errors={{
            password: errors.password as MessageId | undefined,
            confirmation: errors.password_confirmation as MessageId | undefined,
          }}
          passwordRef={refs.password}
          confirmationRef={refs.password_confirmation}
        />
        <TextField
          label={t('membership.field.firstName')}
          autoComplete="given-name"
          name="first_name"
          value={form.first_name}
          onChange={set('first_name')}
          error={message(errors.first_name)}
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
          error={message(errors.last_name)}
          maxLength={50}
          required
          inputRef={refs.last_name}
        />
        <Check
          label={t('membership.field.promotionEmails')}
          checked={form.accepts_promotion_emails}
          onChange={set('accepts_promotion_emails')}
        />
        <Check
          label={t('membership.field.terms')}
          checked={form.terms_accepted}
          onChange={set('terms_accepted')}
          error={message(errors.terms_accepted)}
          inputRef={refs.terms_accepted}
          required
        />
        <FormFailure text={submit.failure} />
        <SubmitButton
          busy={submit.busy}
          label={submit.busy ? t('membership.signUp.busy') : t('membership.signUp.submit')}
        />
      </AuthForm>
      <StepLink className="hb-link" href="/sign-in">
        {t('membership.signUp.haveAccount')}
      </StepLink>
    </AuthPage>
  );
}
