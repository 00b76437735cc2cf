import { useAtomValue } from 'jotai';
import {
  listRoomTypes,
  readCalendar,
  undoCalendarChange,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { useMemo, useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { BulkPanel, type PanelRow } from './BulkPanel.tsx';
import { CalendarGrid, type GridRow } from './CalendarGrid.tsx';
import { CellEditor, type EditedCell } from './CellEditor.tsx';
import {
  calendarNights,
  calendarPages,
  type GridPosition,
  joinPages,
  summarise,
} from './calendar-model.ts';
import { CHANGE_ERROR_CODES } from './change-errors.ts';
import { useInventoryStyles } from './inventory-css.ts';

/** Today in the browser's calendar, as YYYY-MM-DD. */
function todayDate(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))
    .toISOString()
    .slice(0, 10);
}

/**
 * `/hotels/:hotel/calendar` (inventory.read): rates, rooms left and restrictions for 18 months,
 * one row per rate plan. With inventory.edit: a cell's editor (Enter or a double tap), one bulk
 * change over dates × weekdays × rows, the copy of a period, and undo of the last bulk change.
 */
export function CalendarScreen({ params }: ConsoleScreenProps) {
  useInventoryStyles();
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const hotel = params.hotel ?? '';
  const today = useMemo(todayDate, []);
  const nights = useMemo(() => calendarNights(today), [today]);
  const [status, setStatus] = useState('');
  const load = async (signal?: AbortSignal) => {
    const [types, ...pages] = await Promise.all([
      call(listRoomTypes, { params: { hotel }, ...(signal ? { signal } : {}) }),
      ...calendarPages(nights).map((page) =>
        call(readCalendar, { params: { hotel }, query: page, ...(signal ? { signal } : {}) }),
      ),
    ]);
    return { types: types.data, calendar: joinPages(pages.map((p) => p.data)) };
  };
  const { state, reload, update } = useLoad(load, [call, hotel, nights]);
  // After a change the grid stays where it is (scroll, focused cell) and only its data moves.
  const refresh = () =>
    load().then(
      (data) => update(() => data),
      () => reload(),
    );
  const [editing, setEditing] = useState<EditedCell | null>(null);
  const editable = can('inventory.edit');

  const undo = async () => {
    try {
      const answer = await call(undoCalendarChange, { params: { hotel } });
      setStatus(t('inventory.undo.done', { count: answer.data.nights_changed }));
      void refresh();
    } catch (error) {
      setStatus(t(consoleErrorId(error, CHANGE_ERROR_CODES)));
    }
  };

  return (
    <>
      <p>{t('inventory.calendar.intro')}</p>
      <p className="cs-status" role="status">
        {status}
      </p>
      <LoadStatus state={state} retry={reload}>
        {({ types, calendar }) => {
          const typeOf = new Map(types.map((type) => [type.code, type]));
          const stockOf = new Map(
            (calendar?.stock ?? []).map((s) => [
              s.room_type_code,
              new Map(s.nights.map((n) => [n.date, n])),
            ]),
          );
          const plans = calendar?.rows ?? [];
          if (plans.length === 0) return <p>{t('inventory.calendar.empty')}</p>;
          const panelRows: PanelRow[] = plans.map((plan) => {
            const type = typeOf.get(plan.room_type_code);
            return {
              planCode: plan.plan_code,
              label: `${type?.name ?? plan.room_type_code} — ${plan.plan_name}`,
              adults: type?.max_adults ?? type?.capacity ?? 2,
              derived: plan.parent_plan_code !== null,
            };
          });
          const rows: GridRow[] = plans.map((plan, i) => {
            const byDate = new Map(plan.nights.map((n) => [n.date, n]));
            const stock = stockOf.get(plan.room_type_code);
            return {
              planCode: plan.plan_code,
              label: panelRows[i]?.label ?? plan.plan_code,
              derived: plan.parent_plan_code !== null,
              cells: nights.map((date) => summarise(byDate.get(date), stock?.get(date))),
            };
          });
          const edit = (at: GridPosition) => {
            const plan = plans[at.row];
            const row = panelRows[at.row];
            const date = nights[at.col];
            if (!plan || !row || !date) return;
            const night = plan.nights.find((n) => n.date === date);
            setEditing({
              date,
              planCode: plan.plan_code,
              label: row.label,
              adults: row.adults,
              derived: row.derived,
              prices: night?.rate?.adults ?? [],
            });
          };
          return (
            <>
              <CalendarGrid
                nights={nights}
                rows={rows}
                onEdit={editable ? edit : null}
                label={t('inventory.calendar.gridLabel')}
              />
              <p className="cs-hint">
                {t(editable ? 'inventory.calendar.keysEdit' : 'inventory.calendar.keysRead')}
              </p>
              {editing ? (
                <CellEditor
                  hotel={hotel}
                  cell={editing}
                  onClose={(changed) => {
                    setEditing(null);
                    if (changed) {
                      setStatus(t('inventory.cell.saved'));
                      void refresh();
                    }
                  }}
                />
              ) : null}
              {editable ? (
                <>
                  <div className="inv-tools">
                    <button type="button" className="cs-button" onClick={() => void undo()}>
                      {t('inventory.undo.button')}
                    </button>
                  </div>
                  <BulkPanel
                    hotel={hotel}
                    rows={panelRows}
                    today={today}
                    onDone={(text) => {
                      setStatus(text);
                      void refresh();
                    }}
                  />
                </>
              ) : null}
            </>
          );
        }}
      </LoadStatus>
    </>
  );
}
