import type { ApiClient } from '../../api/client/types.ts';
import { useCallback, useEffect, useRef, useState } from '../../react.ts';
import { addDays, addMonths } from '../../rules/dates.ts';
import type {
  AvailabilityMap,
  DayAvailability,
} from '../../shared/date-range-picker/availability.ts';

/**
 * Calendar availability for the months on screen, fetched as the guest pages through them and
 * merged into one map. A failed fetch leaves days without figures; the calendar still works.
 */
export function useAvailability(api: ApiClient, code: string, adults: number, currency: string) {
  const [days, setDays] = useState<AvailabilityMap>(new Map());
  const fetched = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);

  // Another occupancy or currency prices the nights differently: start over. Not on the first
  // run (nothing to clear): a new empty map would redraw the search form right after its paint.
  const scope = `${code}/${adults}/${currency}`;
  const shownFor = useRef(scope);
  useEffect(() => {
    if (shownFor.current === scope) return;
    shownFor.current = scope;
    fetched.current.clear();
    setDays(new Map());
  }, [scope]);
  useEffect(() => () => controller.current?.abort(), []);

  const onMonthChange = useCallback(
    (firstDay: string, months: number) => {
      const key = `${firstDay}/${months}/${adults}/${currency}`;
      if (fetched.current.has(key)) return;
      fetched.current.add(key);
      controller.current = new AbortController();
      const end = addDays(addMonths(firstDay, months), -1);
      const signal = controller.current.signal;
      // The loader (and the answer's schema) is not part of the first screen.
      import('../../shared/search/load-availability.ts')
        .then((m) =>
          m.loadAvailability(api, { code, start: firstDay, end, adults, currency }, signal),
        )
        .then(
          (answer) =>
            setDays((previous) => {
              const next = new Map(previous);
              // Converted figures only when the answer has them, never a mix of currencies.
              const converted = answer.mcp_currency;
              for (const day of answer.days) {
                const price = converted ? day.mcp_lowest_price : day.lowest_price;
                const entry: DayAvailability = {
                  currency: converted ?? answer.currency,
                  roomsLeft: day.rooms_left,
                  soldOut: day.status === 'sold_out' || day.status === 'closed',
                  ...(price === null || price === undefined ? {} : { lowestPrice: price }),
                };
                next.set(day.date, entry);
              }
              return next;
            }),
          () => fetched.current.delete(key),
        );
    },
    [api, code, adults, currency],
  );
  return { availability: days, onMonthChange };
}
