import type { ReactNode } from '../../../react.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';
import type { ConsoleForm, FieldOf, FormValues } from './use-console-form.ts';

interface FieldProps<V extends FormValues, N> {
  readonly form: ConsoleForm<V>;
  readonly name: N;
  readonly label: string;
  /** A line of help under the label (format, what it is for). */
  readonly hint?: string;
  /** Marked "optional" beside the label; fields are required unless they say so. */
  readonly optional?: boolean;
}

/**
 * The label, hint and error around a control, with their ids wired for screen readers; a check
 * box (`check`) comes before its label.
 */
function FieldFrame<V extends FormValues>({
  form,
  name,
  label,
  hint,
  optional,
  check,
  children,
}: FieldProps<V, string> & {
  readonly check?: boolean;
  readonly children: (described: string | undefined) => ReactNode;
}) {
  const t = useCT();
  const id = form.fieldId(name);
  const error = form.errors[name];
  form.labels.set(name, label);
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const labelled = (
    <label htmlFor={id}>
      {label}
      {optional ? <span className="cs-optional"> ({t('form.optional')})</span> : null}
    </label>
  );
  const notes = (
    <>
      {hint ? (
        <p className="cs-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="cs-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
  const classes = ['cs-field', check ? 'cs-check' : '', error ? 'cs-field-invalid' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {check ? children(described) : null}
      {labelled}
      {notes}
      {check ? null : children(described)}
    </div>
  );
}

/** A labelled text input of a console form (text, e-mail, password, number as text …). */
export function TextField<V extends FormValues>(
  props: FieldProps<V, FieldOf<V, string>> & {
    readonly type?:
      | 'text'
      | 'email'
      | 'password'
      | 'url'
      | 'tel'
      | 'search'
      | 'date'
      | 'datetime-local';
    readonly autoComplete?: string;
    readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url' | 'tel';
    /** Left to right whatever the page's direction (codes, URLs, e-mail addresses). */
    readonly ltr?: boolean;
    readonly multiline?: boolean;
  },
) {
  const { form, name, type = 'text', autoComplete, inputMode, ltr, multiline } = props;
  const id = form.fieldId(name);
  const value = form.values[name];
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldFrame {...props}>
      {(described) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            value={text}
            dir={ltr ? 'ltr' : undefined}
            aria-invalid={form.errors[name] ? true : undefined}
            aria-describedby={described}
            aria-required={props.optional ? undefined : true}
            onInput={(event) => form.set(name, event.currentTarget.value as V[typeof name])}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            value={text}
            dir={ltr ? 'ltr' : undefined}
            autoComplete={autoComplete}
            inputMode={inputMode}
            aria-invalid={form.errors[name] ? true : undefined}
            aria-describedby={described}
            aria-required={props.optional ? undefined : true}
            onInput={(event) => form.set(name, event.currentTarget.value as V[typeof name])}
          />
        )
      }
    </FieldFrame>
  );
}

/** A labelled native `<select>` of a console form. */
export function SelectField<V extends FormValues>(
  props: FieldProps<V, FieldOf<V, string>> & {
    readonly options: readonly { readonly value: string; readonly label: string }[];
  },
) {
  const { form, name, options } = props;
  const id = form.fieldId(name);
  const value = form.values[name];
  return (
    <FieldFrame {...props}>
      {(described) => (
        <select
          id={id}
          name={name}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={form.errors[name] ? true : undefined}
          aria-describedby={described}
          onChange={(event) => form.set(name, event.currentTarget.value as V[typeof name])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled check box of a console form. */
export function CheckboxField<V extends FormValues>(
  props: Omit<FieldProps<V, FieldOf<V, boolean>>, 'optional'>,
) {
  const { form, name } = props;
  return (
    <FieldFrame {...props} check>
      {(described) => (
        <input
          id={form.fieldId(name)}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          aria-invalid={form.errors[name] ? true : undefined}
          aria-describedby={described}
          onChange={(event) => form.set(name, event.currentTarget.checked as V[typeof name])}
        />
      )}
    </FieldFrame>
  );
}
