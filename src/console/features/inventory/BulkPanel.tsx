import {
  bulkChangeCalendar,
  copyCalendarPeriod,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { useId, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { ChangeFields } from './ChangeFields.tsx';
import { addDays, daysBetween } from './calendar-model.ts';
import { CHANGE_ERROR_CODES } from './change-errors.ts';
import {
  type ChangeRefusal,
  type ChangeValues,
  changeFields,
  EMPTY_CHANGE,
} from './change-values.ts';

/** A row the bulk change and the copy may touch. */
export interface PanelRow {
  readonly planCode: string;
  readonly label: string;
  readonly adults: number;
  readonly derived: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A monday of 2024: the weekday names come from Intl in the console's language. */
const MONDAY = Date.UTC(2024, 0, 1);

/**
 * One bulk change (dates × weekdays × rows × fields, one request, one undo step) and the copy
 * of a period onto another. `onDone` says what happened (a status line) and reads again.
 */
export function BulkPanel({
  hotel,
  rows,
  today,
  onDone,
}: {
  readonly hotel: string;
  readonly rows: readonly PanelRow[];
  readonly today: string;
  readonly onDone: (status: string) => void;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const id = useId();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 30));
  const [days, setDays] = useState<readonly number[]>(WEEKDAYS);
  const [chosen, setChosen] = useState<readonly string[]>(rows.map((r) => r.planCode));
  const [values, setValues] = useState<ChangeValues>(EMPTY_CHANGE);
  const [refusal, setRefusal] = useState<ChangeRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState(addDays(today, 31));
  const [withStock, setWithStock] = useState(false);
  const picked = rows.filter((r) => chosen.includes(r.planCode));
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(intl.locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(MONDAY + (day - 1) * 86_400_000),
    );

  const period = (): string | null => {
    if (!DATE.test(from) || !DATE.test(to) || daysBetween(from, to) < 0) {
      return t('inventory.bulk.error.period');
    }
    if (picked.length === 0) return t('inventory.bulk.error.rows');
    return null;
  };

  const send = async (request: () => Promise<{ data: { nights_changed: number } }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request();
      onDone(t('inventory.bulk.done', { count: answer.data.nights_changed }));
    } catch (error) {
      setFailure(t(consoleErrorId(error, CHANGE_ERROR_CODES)));
    } finally {
      setBusy(false);
    }
  };

  const apply = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const wrong = period() ?? (days.length === 0 ? t('inventory.bulk.error.weekdays') : null);
    if (wrong) return setFailure(wrong);
    const result = changeFields(
      values,
      picked.every((r) => r.derived),
    );
    if ('refusal' in result) return setRefusal(result.refusal);
    setRefusal(null);
    void send(() =>
      call(bulkChangeCalendar, {
        params: { hotel },
        body: {
          from,
          to,
          ...(days.length < 7 ? { weekdays: [...days] } : {}),
          rows: picked.map((r) => ({ plan_code: r.planCode })),
          set: result.set,
        },
      }),
    );
  };

  const copy = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const wrong = period() ?? (DATE.test(target) ? null : t('inventory.bulk.error.period'));
    if (wrong) return setFailure(wrong);
    void send(() =>
      call(copyCalendarPeriod, {
        params: { hotel },
        body: {
          from,
          to,
          target_from: target,
          rows: picked.map((r) => ({ plan_code: r.planCode })),
          include_stock: withStock,
        },
      }),
    );
  };

  return (
    <section className="cs-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('inventory.bulk.title')}</h2>
      {failure ? (
        <p className="cs-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="inv-fields">
        <div className="cs-field">
          <label htmlFor={`${id}-from`}>{t('inventory.bulk.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onInput={(e) => setFrom(e.currentTarget.value)}
          />
        </div>
        <div className="cs-field">
          <label htmlFor={`${id}-to`}>{t('inventory.bulk.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onInput={(e) => setTo(e.currentTarget.value)}
          />
        </div>
      </div>
      <fieldset className="inv-days">
        <legend>{t('inventory.bulk.weekdays')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(e) =>
                setDays(
                  e.currentTarget.checked ? [...days, day].sort() : days.filter((d) => d !== day),
                )
              }
            />
            {weekdayName(day)}
          </label>
        ))}
      </fieldset>
      <fieldset className="inv-days">
        <legend>{t('inventory.bulk.rows')}</legend>
        {rows.map((row) => (
          <label key={row.planCode}>
            <input
              type="checkbox"
              checked={chosen.includes(row.planCode)}
              onChange={(e) =>
                setChosen(
                  e.currentTarget.checked
                    ? [...chosen, row.planCode]
                    : chosen.filter((c) => c !== row.planCode),
                )
              }
            />
            {row.label}
          </label>
        ))}
      </fieldset>
      <form onSubmit={apply} noValidate aria-label={t('inventory.bulk.setTitle')}>
        <ChangeFields
          values={values}
          onChange={setValues}
          adults={Math.max(1, ...picked.map((r) => r.adults))}
          derived={picked.length > 0 && picked.every((r) => r.derived)}
          refusal={refusal}
        />
        <button type="submit" className="cs-button cs-primary" disabled={busy}>
          {t('inventory.bulk.apply')}
        </button>
      </form>
      <form onSubmit={copy} noValidate aria-label={t('inventory.copy.title')}>
        <h3>{t('inventory.copy.title')}</h3>
        <div className="inv-fields">
          <div className="cs-field">
            <label htmlFor={`${id}-target`}>{t('inventory.copy.target')}</label>
            <input
              id={`${id}-target`}
              type="date"
              value={target}
              onInput={(e) => setTarget(e.currentTarget.value)}
            />
          </div>
          <label className="cs-check">
            <input
              type="checkbox"
              checked={withStock}
              onChange={(e) => setWithStock(e.currentTarget.checked)}
            />
            {t('inventory.copy.withStock')}
          </label>
        </div>
        <button type="submit" className="cs-button" disabled={busy}>
          {t('inventory.copy.apply')}
        </button>
      </form>
    </section>
  );
}
