import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useId } from '../../react.ts';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: MessageId | undefined;
  readonly errorValues?: Readonly<Record<string, string | number>>;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly inputRef?:
    | { current: HTMLInputElement | null }
    | ((node: HTMLInputElement | null) => void);
}

/** A labelled input whose error is tied to it (`aria-invalid`, `aria-describedby`). */
export function TextField(props: TextFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = props.error !== undefined;
  const common = {
    id,
    className: props.multiline ? 'hb-input hb-mg-textarea' : 'hb-input',
    value: props.value,
    'aria-invalid': invalid,
    ...(invalid ? { 'aria-describedby': errorId } : {}),
    ...(props.maxLength ? { maxLength: props.maxLength } : {}),
    ...(props.required ? { required: true, 'aria-required': true } : {}),
  };
  return (
    <div className="hb-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} onChange={(e) => props.onChange(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          ref={props.inputRef}
          type={props.type ?? 'text'}
          {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
          {...(props.inputMode ? { inputMode: props.inputMode } : {})}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
      {invalid && props.error && (
        <p className="hb-error" id={errorId}>
          {t(props.error, props.errorValues)}
        </p>
      )}
    </div>
  );
}
