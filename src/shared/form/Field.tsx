import { type ReactNode, useId } from '../../react.ts';
import { ErrorLine, FieldMark } from './ErrorLine.tsx';

type NodeRef<T> = { current: T | null } | ((node: T | null) => void);

/** What every labelled field shows around its control. */
export interface FieldProps {
  readonly label: string;
  /** The translated error to show, or undefined. */
  readonly error?: string | undefined;
  /** Marks the control invalid while its error is shown elsewhere (a group's error line). */
  readonly invalid?: boolean;
  /** Help under the control (a format, a count); `''` keeps an empty line there. */
  readonly hint?: string | undefined;
  /** The hint changes as the guest types (the card brand found): read out politely. */
  readonly hintLive?: boolean;
  /**
   * A note after the label in brackets, e.g. "optional". On a `required` field it is shown
   * but left out of the accessible name: the control's required state says it.
   */
  readonly mark?: string | undefined;
  /**
   * 'stable': the error line is always there (a polite live region, its height reserved) and
   * the hint sits tight under the control, so a long form does not jump as errors come and
   * go. Otherwise the error paragraph exists only while there is an error.
   */
  readonly layout?: 'stable';
  /** Wrapper classes beyond `hb-field` (a grid span). */
  readonly className?: string;
  /** The control's `name` and `data-field` (the form key; tests and focus order use it). */
  readonly name?: string;
  readonly required?: boolean;
}

/** The ids of a field's parts and the attributes that tie its control to them. */
function useField(props: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint !== undefined ? hintId : '', props.error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    ...(props.name ? { name: props.name, 'data-field': props.name } : {}),
    'aria-invalid': props.error || props.invalid ? ('true' as const) : ('false' as const),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(props.required ? { required: true, 'aria-required': 'true' as const } : {}),
  };
  const frame = (children: ReactNode) => (
    <div className={props.className ? `hb-field ${props.className}` : 'hb-field'}>
      <label htmlFor={id}>
        {props.label}
        {props.mark !== undefined && (
          <FieldMark text={props.mark} saidByControl={props.required === true} />
        )}
      </label>
      {children}
      {props.hint !== undefined && (
        <p
          id={hintId}
          className={
            props.layout === 'stable' ? 'hb-muted hb-small hb-field-hint' : 'hb-muted hb-small'
          }
          {...(props.hintLive ? { 'aria-live': 'polite' as const } : {})}
        >
          {props.hint}
        </p>
      )}
      <ErrorLine id={errorId} error={props.error} live={props.layout === 'stable'} />
    </div>
  );
  return { control, frame };
}

/** A labelled one-line input whose error and hint are wired with aria-describedby. */
export function TextField(
  props: FieldProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly onBlur?: () => void;
    readonly type?: 'text' | 'email' | 'tel' | 'time' | 'password';
    readonly autoComplete?: string;
    readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    readonly lang?: string;
    /** 'ltr' for numbers (card, expiry) inside right-to-left text. */
    readonly dir?: 'ltr';
    readonly maxLength?: number;
    readonly spellCheck?: boolean;
    /** Input classes beyond `hb-input`. */
    readonly inputClassName?: string;
    readonly inputRef?: NodeRef<HTMLInputElement>;
  },
) {
  const { control, frame } = useField(props);
  return frame(
    <input
      {...control}
      ref={props.inputRef}
      className={props.inputClassName ? `hb-input ${props.inputClassName}` : 'hb-input'}
      type={props.type ?? 'text'}
      value={props.value}
      {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
      {...(props.inputMode ? { inputMode: props.inputMode } : {})}
      {...(props.lang ? { lang: props.lang } : {})}
      {...(props.dir ? { dir: props.dir } : {})}
      {...(props.maxLength ? { maxLength: props.maxLength } : {})}
      {...(props.spellCheck !== undefined ? { spellCheck: props.spellCheck } : {})}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
    />,
  );
}

/** A labelled multi-line input. */
export function TextAreaField(
  props: FieldProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly onBlur?: () => void;
    readonly rows?: number;
    readonly maxLength?: number;
  },
) {
  const { control, frame } = useField(props);
  return frame(
    <textarea
      {...control}
      className="hb-input hb-field-textarea"
      value={props.value}
      {...(props.rows ? { rows: props.rows } : {})}
      {...(props.maxLength ? { maxLength: props.maxLength } : {})}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
    />,
  );
}

/** A labelled select; the options are its children. */
export function SelectField(
  props: FieldProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly onBlur?: () => void;
    readonly selectRef?: NodeRef<HTMLSelectElement>;
    readonly children: ReactNode;
  },
) {
  const { control, frame } = useField(props);
  return frame(
    <select
      {...control}
      ref={props.selectRef}
      className="hb-select"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
    >
      {props.children}
    </select>,
  );
}
