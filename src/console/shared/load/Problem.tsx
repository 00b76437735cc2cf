/**
 * What went wrong, said at once to screen readers (`role="alert"`): a block under a section
 * (`cs-alert`), or `inline` beside the control that failed (`cs-error`). Nothing when `text` is
 * null.
 */
export function Problem({
  text,
  inline,
}: {
  readonly text: string | null;
  readonly inline?: boolean;
}) {
  if (!text) return null;
  return (
    <p className={inline ? 'cs-error' : 'cs-alert'} role="alert">
      {text}
    </p>
  );
}
