import { useCT } from '../i18n/ConsoleI18n.tsx';
import type { ConsoleForm, FormValues } from './use-console-form.ts';

/**
 * The errors of a failed submit, above the form: how many fields need attention, each a link
 * that moves the focus to its field, or the one error of the whole form. It takes the focus
 * when a submit fails (use-console-form.ts), so a screen reader reads it at once.
 */
export function ErrorSummary<V extends FormValues>({ form }: { readonly form: ConsoleForm<V> }) {
  const t = useCT();
  const fields = Object.entries(form.errors);
  const shown = fields.length > 0 || form.formError !== undefined;
  return (
    <div
      ref={form.summaryRef}
      className={shown ? 'cs-summary' : 'cs-summary-empty'}
      tabIndex={-1}
      role="alert"
    >
      {form.formError ? <p>{form.formError}</p> : null}
      {fields.length > 0 ? (
        <>
          <p>{t('form.errorSummary', { count: fields.length })}</p>
          <ul>
            {fields.map(([name, message]) => (
              <li key={name}>
                <a
                  href={`#${form.fieldId(name)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(form.fieldId(name))?.focus();
                  }}
                >
                  {form.labels.get(name) ?? name}: {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
