import { useT } from '../../../i18n/react.tsx';
import { useId } from '../../../react.ts';

/** What every guest-form field shows around its input. */
interface FieldBase {
  /** `data-field` of the input (tests, focus order) and the form key. */
  name: string;
  label: string;
  /** The translated error to show, or undefined. */
  error?: string | undefined;
  required?: boolean;
  /** Extra help under the input (e.g. a character count). */
  hint?: string | undefined;
}

/** The error line: always present (a polite live region), filled when there is an error. */
function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="hb-error hb-gd-error" aria-live="polite">
      {error ?? ''}
    </p>
  );
}

function RequiredMark({ required }: { required: boolean | undefined }) {
  const t = useT();
  return (
    <span className="hb-gd-mark">
      {' '}
      ({required ? t('booking.guest.required') : t('booking.guest.optional')})
    </span>
  );
}

/** A labelled text input whose error is wired with aria-invalid and aria-describedby. */
export function TextField(
  props: FieldBase & {
    value: string;
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    lang?: string;
    onChange(value: string): void;
    onBlur(): void;
  },
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [props.error ? errorId : '', props.hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="hb-field hb-gd-field">
      <label htmlFor={id}>
        {props.label}
        <RequiredMark required={props.required} />
      </label>
      <input
        id={id}
        className="hb-input"
        data-field={props.name}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        lang={props.lang}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      />
      {props.hint && (
        <p id={hintId} className="hb-muted hb-small hb-gd-hint">
          {props.hint}
        </p>
      )}
      <ErrorLine id={errorId} error={props.error} />
    </div>
  );
}

/** A labelled multi-line text input. */
export function TextAreaField(
  props: FieldBase & { value: string; onChange(value: string): void; onBlur(): void },
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [props.error ? errorId : '', props.hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="hb-field hb-gd-field hb-gd-wide">
      <label htmlFor={id}>
        {props.label}
        <RequiredMark required={props.required} />
      </label>
      <textarea
        id={id}
        className="hb-input hb-gd-textarea"
        data-field={props.name}
        name={props.name}
        rows={3}
        value={props.value}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
      />
      {props.hint && (
        <p id={hintId} className="hb-muted hb-small hb-gd-hint">
          {props.hint}
        </p>
      )}
      <ErrorLine id={errorId} error={props.error} />
    </div>
  );
}

/** A checkbox with its label and (for terms) an error. */
export function CheckField(
  props: Omit<FieldBase, 'hint'> & { checked: boolean; onChange(checked: boolean): void },
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="hb-gd-check hb-gd-wide">
      <input
        id={id}
        type="checkbox"
        data-field={props.name}
        name={props.name}
        checked={props.checked}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        {props.label}
        {props.required && <RequiredMark required />}
      </label>
      <ErrorLine id={errorId} error={props.error} />
    </div>
  );
}
