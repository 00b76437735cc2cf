import { changeCalendarCell } from '../../../api/contract/endpoints/console-inventory.ts';
import { useEffect, useRef, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { ChangeFields } from './ChangeFields.tsx';
import { CHANGE_ERROR_CODES } from './change-errors.ts';
import {
  type ChangeRefusal,
  type ChangeValues,
  changeFields,
  EMPTY_CHANGE,
} from './change-values.ts';

/** The cell being edited: its night, plan and what the grid shows of it now. */
export interface EditedCell {
  readonly date: string;
  readonly planCode: string;
  readonly label: string;
  readonly adults: number;
  readonly derived: boolean;
  readonly prices: readonly (number | null)[];
}

/**
 * One night of one plan in a modal dialog (the browser's `<dialog>`: focus kept inside, Escape
 * closes, the focus goes back to the cell). The prices start as they are; the rest "as it is".
 */
export function CellEditor({
  hotel,
  cell,
  onClose,
}: {
  readonly hotel: string;
  readonly cell: EditedCell;
  /** `changed`: the calendar reads again. */
  readonly onClose: (changed: boolean) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const [values, setValues] = useState<ChangeValues>({
    ...EMPTY_CHANGE,
    prices: cell.prices.map((p) => (p === null ? '' : String(p))),
  });
  const [refusal, setRefusal] = useState<ChangeRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = useRef(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const save = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const result = changeFields(values, cell.derived);
    if ('refusal' in result) return setRefusal(result.refusal);
    setRefusal(null);
    setBusy(true);
    try {
      await call(changeCalendarCell, {
        params: { hotel },
        body: { date: cell.date, plan_code: cell.planCode, set: result.set },
      });
      saved.current = true;
      dialog.current?.close();
    } catch (error) {
      setFailure(t(consoleErrorId(error, CHANGE_ERROR_CODES)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="inv-dialog"
      aria-labelledby="inv-cell-title"
      onClose={() => onClose(saved.current)}
    >
      <form onSubmit={save} noValidate>
        <h2 id="inv-cell-title">
          {t('inventory.cell.title', { label: cell.label, date: cell.date })}
        </h2>
        {failure ? (
          <p className="cs-alert" role="alert">
            {failure}
          </p>
        ) : null}
        <ChangeFields
          values={values}
          onChange={setValues}
          adults={cell.adults}
          derived={cell.derived}
          refusal={refusal}
        />
        <div className="inv-tools">
          <button type="submit" className="cs-button cs-primary" disabled={busy}>
            {t('inventory.cell.save')}
          </button>
          <button type="button" className="cs-button" onClick={() => dialog.current?.close()}>
            {t('inventory.cell.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
