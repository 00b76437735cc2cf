import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useRef, useState } from '../../../react.ts';
import { useConsoleIntl, useConsoleLocale, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { type CellSummary, type GridPosition, isoWeekday, moveFocus } from './calendar-model.ts';

/** One row of the grid: a rate plan of a room type, its cells by night (column) index. */
export interface GridRow {
  readonly planCode: string;
  readonly label: string;
  readonly derived: boolean;
  readonly cells: readonly CellSummary[];
}

/** Width of a night's column in CSS pixels (6rem at the console's 16 px). */
const COLUMN_PX = 96;

/**
 * The rates-and-availability grid (WAI-ARIA grid pattern): rows are rate plans, columns nights.
 * One cell is in the tab order; arrows, Home/End (Ctrl: the grid's corners) and Page Up/Down
 * (a week) move it, Enter opens the cell's editor (`onEdit`, only when editing is allowed).
 * Only the nights in view (and a few either side) are drawn: @tanstack/virtual-core keeps the
 * columns, spacer cells stand for the rest, so 18 months scroll as smoothly as one.
 */
export function CalendarGrid({
  nights,
  rows,
  onEdit,
  label,
}: {
  readonly nights: readonly string[];
  readonly rows: readonly GridRow[];
  readonly onEdit: ((at: GridPosition) => void) | null;
  readonly label: string;
}) {
  const t = useCT();
  const { direction } = useConsoleLocale();
  const { locale } = useConsoleIntl();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [, setRound] = useState(0);
  const redraw = () => setRound((n) => n + 1);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  // The cell a key moved to, until it is drawn and focused. A ref, not the render's `active`:
  // Preact runs an effect still pending from an earlier render at the start of the next one,
  // and an effect focusing its own render's cell would move the focus back to a cell the
  // keyboard has already left (its onFocus then undoing the newer move: Home after ArrowDown
  // ending on the ArrowDown's cell). Every effect focuses the latest move.
  const focusTarget = useRef<GridPosition | null>(null);
  const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  if (virtualizer.current === null) {
    virtualizer.current = new Virtualizer<HTMLDivElement, Element>({
      count: nights.length,
      horizontal: true,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => COLUMN_PX,
      overscan: 6,
      // The first column (the plan names) is sticky; the nights start after it.
      scrollPaddingStart: 12 * 16,
      scrollToFn: elementScroll,
      observeElementRect,
      observeElementOffset,
      onChange: () => redraw(),
    });
  }
  const columns = virtualizer.current;
  columns.setOptions({ ...columns.options, count: nights.length, isRtl: direction === 'rtl' });
  useEffect(() => columns._didMount(), [columns]);
  useLayoutEffect(() => {
    columns._willUpdate();
  });
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${target.row}"][data-col="${target.col}"]`,
    );
    if (cell) {
      focusTarget.current = null;
      cell.focus({ preventScroll: true });
    }
  });

  const items = columns.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const before = first?.start ?? 0;
  const after = Math.max(0, columns.getTotalSize() - (last?.end ?? 0));
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const numbers = new Intl.NumberFormat(locale);

  const onKeyDown = (event: { key: string; ctrlKey: boolean; preventDefault(): void }) => {
    if (event.key === 'Enter' && onEdit) {
      event.preventDefault();
      onEdit(focusTarget.current ?? active);
      return;
    }
    // From a move not drawn yet, if any: two keys before a render both count.
    const next = moveFocus(
      focusTarget.current ?? active,
      event,
      { rows: rows.length, cols: nights.length },
      direction === 'rtl',
    );
    if (!next) return;
    event.preventDefault();
    focusTarget.current = next;
    columns.scrollToIndex(next.col, { align: 'auto' });
    setActive(next);
  };

  const spacer = (width: number, key: string) =>
    width > 0 ? (
      <td
        key={key}
        aria-hidden="true"
        className="inv-spacer"
        ref={(el) => {
          // Through the CSSOM: the console's policy allows no style attribute.
          if (el) el.style.minInlineSize = `${width}px`;
        }}
      />
    ) : null;

  return (
    <div className="inv-scroll" ref={scrollRef}>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role=grid is the WAI-ARIA grid pattern's own markup (cells move the focus, Enter edits)
        role="grid"
        className="inv-grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={nights.length + 1}
        aria-readonly={onEdit ? undefined : true}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr className="inv-top" aria-rowindex={1}>
            <th scope="col" className="inv-head" aria-colindex={1}>
              {t('inventory.calendar.planColumn')}
            </th>
            {spacer(before, 'before')}
            {items.map((item) => {
              const date = nights[item.index] ?? '';
              return (
                <th
                  key={date}
                  scope="col"
                  className="inv-col"
                  aria-colindex={item.index + 2}
                  data-weekend={isoWeekday(date) >= 6 || undefined}
                >
                  {dayFormat.format(new Date(`${date}T00:00:00Z`))}
                </th>
              );
            })}
            {spacer(after, 'after')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.planCode} aria-rowindex={r + 2}>
              <th scope="row" className="inv-head" aria-colindex={1}>
                {row.label}
              </th>
              {spacer(before, 'before')}
              {items.map((item) => {
                const cell = row.cells[item.index];
                const isActive = active.row === r && active.col === item.index;
                return (
                  <td
                    key={item.index}
                    className="inv-cell"
                    aria-colindex={item.index + 2}
                    tabIndex={isActive ? 0 : -1}
                    data-row={r}
                    data-col={item.index}
                    data-date={nights[item.index]}
                    data-plan={row.planCode}
                    data-editable={onEdit ? true : undefined}
                    data-closed={
                      cell?.marks.some((m) => m.kind === 'closed' || m.kind === 'stopSell') ||
                      undefined
                    }
                    // A tap or click focuses the cell (it is focusable), which makes it the
                    // active one; a double tap opens its editor like Enter does.
                    onFocus={() => setActive({ row: r, col: item.index })}
                    onDoubleClick={() => onEdit?.({ row: r, col: item.index })}
                  >
                    {cell ? <CellText cell={cell} numbers={numbers} derived={row.derived} /> : null}
                  </td>
                );
              })}
              {spacer(after, 'after')}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellText({
  cell,
  numbers,
  derived,
}: {
  readonly cell: CellSummary;
  readonly numbers: Intl.NumberFormat;
  readonly derived: boolean;
}) {
  const t = useCT();
  return (
    <>
      <span className={derived ? 'inv-price inv-derived' : 'inv-price'}>
        {cell.price === null
          ? t('inventory.cell.noRate')
          : t('inventory.cell.price', { price: numbers.format(cell.price), adults: cell.adults })}
      </span>
      <span className="inv-left">
        {cell.roomsLeft === null
          ? t('inventory.cell.noStock')
          : t('inventory.cell.left', { count: cell.roomsLeft })}
      </span>
      {cell.marks.length > 0 ? (
        <span className="inv-marks">
          {cell.marks.map((mark) => (
            <span className="inv-mark" key={mark.kind}>
              {mark.kind === 'minStay' || mark.kind === 'maxStay'
                ? t(`inventory.mark.${mark.kind}`, { nights: mark.nights })
                : t(`inventory.mark.${mark.kind}`)}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
