import { useId } from '../../react.ts';

/** A labelled checkbox with its error wired to it. */
export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  inputRef?: { current: HTMLInputElement | null };
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="hb-field">
      <div className="hb-mb-check">
        <input
          id={id}
          type="checkbox"
          ref={props.inputRef}
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-invalid={props.error ? 'true' : 'false'}
          {...(props.error ? { 'aria-describedby': `${id}-error` } : {})}
          {...(props.required ? { 'aria-required': 'true' as const } : {})}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.error && (
        <p className="hb-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
