import { type ConsoleForm, type FieldOf, TextField } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/**
 * A new password (an invitation, a reset), its rule said under the label in the member's
 * language; the browser's password manager is told it is a new one.
 */
export function NewPasswordField<V extends { password: string }>({
  form,
}: {
  readonly form: ConsoleForm<V>;
}) {
  const t = useCT();
  return (
    <TextField
      form={form}
      // V has a `password` text (the constraint); TypeScript cannot narrow FieldOf<V> generically.
      name={'password' as FieldOf<V, string>}
      type="password"
      label={t('auth.newPassword')}
      hint={t('auth.newPassword.rule')}
      autoComplete="new-password"
    />
  );
}
