import { addWidgetStyles } from '../styles/widget-css.ts';
import { FIELD_CSS } from './field-css.ts';

// Every form part imports this module, so the field styles arrive with the first of them.
addWidgetStyles(FIELD_CSS);

/**
 * A field's (or a group's) error, the element its control's `aria-describedby` points at.
 * `live`: always present, a polite live region with its height reserved (forms that check as
 * the guest leaves a field: the message is read out and the layout does not jump). Otherwise
 * the paragraph exists only while there is an error.
 */
export function ErrorLine({
  id,
  error,
  live,
}: {
  id: string;
  error: string | undefined;
  live?: boolean | undefined;
}) {
  if (live) {
    return (
      <p id={id} className="hb-error hb-field-error" aria-live="polite">
        {error ?? ''}
      </p>
    );
  }
  return error ? (
    <p className="hb-error" id={id}>
      {error}
    </p>
  ) : null;
}

/**
 * The bracketed note after a label, e.g. " (optional)", in its own element with its leading
 * space, so an accessible name that includes it reads "Phone number (optional)", never
 * "Phone numberoptional". `saidByControl`: the control itself carries the state the mark shows
 * (`aria-required`), which screen readers announce after the name ("Check-in time, required");
 * the mark is then for the eye only and the name is the label alone.
 */
export function FieldMark({ text, saidByControl }: { text: string; saidByControl?: boolean }) {
  return (
    <span className="hb-field-mark" {...(saidByControl ? { 'aria-hidden': 'true' as const } : {})}>
      {` (${text})`}
    </span>
  );
}
