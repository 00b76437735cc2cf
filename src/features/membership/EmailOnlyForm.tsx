import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { emailError } from '../../shared/guest/guest-fields.ts';
import { AuthForm, FormFailure, SubmitButton } from './AuthPage.tsx';
import type { AuthSubmit } from './use-auth-submit.ts';

/** One e-mail field and a button (forgot password, resend confirmation, open sign-up). */
export function EmailOnlyForm(props: {
  initial?: string;
  submit: AuthSubmit;
  label: string;
  onSend: (email: string) => Promise<void>;
}) {
  const t = useT();
  const [email, setEmail] = useState(props.initial ?? '');
  const [error, setError] = useState<MessageId | undefined>();
  const ref = useRef<HTMLInputElement | null>(null);
  const send = async () => {
    const found = emailError(email);
    setError(found);
    if (found) return ref.current?.focus();
    if (!props.submit.busy) await props.onSend(email.trim());
  };
  return (
    <AuthForm onSubmit={send}>
      <TextField
        label={t('membership.field.email')}
        type="email"
        autoComplete="email"
        name="email"
        value={email}
        onChange={setEmail}
        error={error && t(error)}
        maxLength={254}
        required
        inputRef={ref}
      />
      <FormFailure text={props.submit.failure} />
      <SubmitButton busy={props.submit.busy} label={props.label} />
    </AuthForm>
  );
}
