import type { ReactNode } from '../../../react.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';
import type { ConsoleForm, FormValues } from './use-console-form.ts';

/** A form's submit button: "Working…" and inert while the submission is on its way. */
export function SubmitButton<V extends FormValues>({
  form,
  children,
  secondary,
}: {
  readonly form: ConsoleForm<V>;
  readonly children: ReactNode;
  readonly secondary?: boolean;
}) {
  const t = useCT();
  return (
    <button
      type="submit"
      className={secondary ? 'cs-button' : 'cs-button cs-primary'}
      disabled={form.busy}
      aria-busy={form.busy || undefined}
    >
      {form.busy ? t('form.busy') : children}
    </button>
  );
}
