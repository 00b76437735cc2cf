import { useEffect, useRef, useState } from '../../../react.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';

/**
 * A save that would make a dangerous change (a corporate plan opened to every guest) asks a
 * second press that says what happens, as the console's removals do (no dialog to get lost in):
 * the first submit only shows `ConfirmStep`. `needed` is whether the values as they stand make
 * the change; once they no longer do, the question goes and a later change asks again.
 */
export function useConfirmStep(needed: boolean): {
  /** True while `ConfirmStep` stands in for the save button. */
  readonly asking: boolean;
  /** The form's submit handler's guard: true to go on and save, false when it asked first. */
  pass(event?: { preventDefault(): void }): boolean;
  /** Back to editing, nothing saved. */
  cancel(): void;
} {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!needed) setAsking(false);
  }, [needed]);
  return {
    asking: asking && needed,
    pass: (event) => {
      if (!needed || asking) return true;
      event?.preventDefault();
      setAsking(true);
      return false;
    },
    cancel: () => setAsking(false),
  };
}

/**
 * The second press: the warning, read out at once, then the submit button that makes the change
 * (focused, so a keyboard user lands on the question) and one that goes back. `onNo` gets the
 * form, to put the focus back on what it undoes (this step is gone once it returns).
 */
export function ConfirmStep({
  warning,
  yes,
  no,
  busy,
  onNo,
}: {
  readonly warning: string;
  readonly yes: string;
  readonly no: string;
  readonly busy: boolean;
  readonly onNo: (form: HTMLFormElement | null) => void;
}) {
  const t = useCT();
  const yesRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => yesRef.current?.focus(), []);
  return (
    <>
      <p className="cs-alert" role="alert">
        {warning}
      </p>
      <div className="cs-actions">
        <button
          ref={yesRef}
          type="submit"
          className="cs-button cs-danger"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('form.busy') : yes}
        </button>
        <button
          type="button"
          className="cs-link-button"
          disabled={busy}
          onClick={(event) => onNo(event.currentTarget.form)}
        >
          {no}
        </button>
      </div>
    </>
  );
}
