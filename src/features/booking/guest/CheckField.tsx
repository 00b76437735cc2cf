import { useT } from '../../../i18n/react.tsx';
import { useId } from '../../../react.ts';
import { ErrorLine, FieldMark } from '../../../shared/form/ErrorLine.tsx';

/** A checkbox with its label and (for the terms) a required mark and an error. */
export function CheckField(props: {
  /** `data-field` of the input (tests, focus order) and the form key. */
  name: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const t = useT();
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
        {props.required && <FieldMark text={t('booking.guest.required')} saidByControl />}
      </label>
      <ErrorLine id={errorId} error={props.error} live />
    </div>
  );
}
