import type { LotteryEvent } from '../../api/contract/lottery.ts';
import { addDays, daysBetween } from '../../rules/dates.ts';

/** The check-ins an event allows: from its first day while the shortest stay still fits. */
export function checkinChoices(
  event: Pick<LotteryEvent, 'stay_from' | 'stay_to' | 'min_nights'>,
): string[] {
  const last = addDays(event.stay_to, -event.min_nights);
  const days: string[] = [];
  for (let day = event.stay_from; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The nights an event allows from `checkin`: its minimum to its maximum, ending by stay_to. */
export function nightChoices(
  event: Pick<LotteryEvent, 'stay_to' | 'min_nights' | 'max_nights'>,
  checkin: string,
): number[] {
  const most = Math.min(event.max_nights, daysBetween(checkin, event.stay_to));
  const nights: number[] = [];
  for (let n = event.min_nights; n <= most; n++) nights.push(n);
  return nights;
}

/** Whether a stay fits the event (product.md §5: nights within min and max, inside the window). */
export function stayFits(
  event: Pick<LotteryEvent, 'stay_from' | 'stay_to' | 'min_nights' | 'max_nights'>,
  checkin: string,
  nights: number,
): boolean {
  return (
    checkin >= event.stay_from &&
    nights >= event.min_nights &&
    nights <= event.max_nights &&
    addDays(checkin, nights) <= event.stay_to
  );
}
