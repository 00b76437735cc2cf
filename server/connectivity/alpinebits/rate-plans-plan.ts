import { addDays, daysBetween } from '../../../src/rules/dates.ts';
import { type LocaleTexts, localeTexts } from './texts.ts';
import { attr, child, children, type XmlNode } from './xml.ts';

/** How far ahead rates and rules are taken (later nights of a message are ignored). */
export const RATE_PLANS_HORIZON_DAYS = 730;

/** Meals of AlpineBits MealPlanCodes (OTA MPT) as our plans name them. */
const MEALS: Record<string, string> = {
  '1': 'all_inclusive',
  '3': 'breakfast',
  '10': 'full_board',
  '12': 'half_board',
  '14': 'room_only',
};

/** One night's price of one room type, in the message's currency (major units). */
export interface NightRate {
  /** Price by number of adults (index 0 = one adult), per room; null: not sold. */
  adults: (number | null)[];
  /** Child prices by age band, the AdditionalGuestAmount AgeQualifyingCode 8 rows. */
  childBands: { minAge: number; maxAge: number; amount: number }[];
}

export interface NightRule {
  stopSell?: boolean;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  minStayThrough?: number | null;
  maxStayThrough?: number | null;
  minStayArrival?: number | null;
  maxStayArrival?: number | null;
}

export interface RatePlanChange {
  code: string;
  type: 'New' | 'Overlay' | 'Remove';
  currency: string | undefined;
  meal: string | undefined;
  title: LocaleTexts;
  intro: LocaleTexts;
  /** room type code → date → rate. */
  rates: Map<string, Map<string, NightRate>>;
  /** date → rule, for every room type of the plan. */
  rules: Map<string, NightRule>;
  ignored: string[];
}

const num = (value: string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : Number(value);

function nightsOf(start: string | undefined, end: string | undefined, today: string): string[] {
  if (!start || !end || end < start) return [];
  const horizon = addDays(today, RATE_PLANS_HORIZON_DAYS);
  const first = start < today ? today : start;
  const last = end >= horizon ? addDays(horizon, -1) : end;
  if (last < first) return [];
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat'] as const;

/** A night is closed by a DOW flag set to 0/false for its weekday. */
function dowClosed(flags: XmlNode | undefined, date: string): boolean {
  if (!flags) return false;
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'Sun';
  const value = attr(flags, day);
  return value === '0' || value === 'false';
}

/**
 * Reads one RatePlan of an OTA_HotelRatePlanNotifRQ (AlpineBits 2020-10 §4.5): the static rate
 * (first Rate without InvTypeCode: per person, BaseByGuestAmt Type 7, or per room, Type 25; the
 * meals), the dated rates per room type (BaseByGuestAmt by NumberOfGuests, AgeQualifyingCode 10;
 * AdditionalGuestAmount for further adults, code 10, and children by age, code 8; Start and End
 * included) and the plan's booking rules (LengthOfStay, DOW_Restrictions, RestrictionStatus
 * Master Open/Close). Supplements and offers are not announced: they are listed as ignored.
 */
export function readRatePlan(node: XmlNode, today: string): RatePlanChange {
  const rates = children(child(node, 'Rates'), 'Rate');
  const staticRate = rates.find((r) => attr(r, 'InvTypeCode') === undefined);
  const staticAmount = children(child(staticRate, 'BaseByGuestAmts'), 'BaseByGuestAmt')[0];
  const perRoom = attr(staticAmount, 'Type') === '25';
  const meals = child(staticRate, 'MealsIncluded');
  const change: RatePlanChange = {
    code: attr(node, 'RatePlanCode') ?? '',
    type: (attr(node, 'RatePlanNotifType') as RatePlanChange['type'] | undefined) ?? 'Overlay',
    currency: attr(node, 'CurrencyCode'),
    meal: meals ? MEALS[attr(meals, 'MealPlanCodes') ?? ''] : undefined,
    title: localeTexts(describe(node, 'title')),
    intro: localeTexts(describe(node, 'intro')),
    rates: new Map(),
    rules: new Map(),
    ignored: [],
  };
  for (const rate of rates) {
    const roomType = attr(rate, 'InvTypeCode');
    if (roomType === undefined) continue;
    const byGuests = new Map<number, number>();
    for (const amount of children(child(rate, 'BaseByGuestAmts'), 'BaseByGuestAmt')) {
      const guests = num(attr(amount, 'NumberOfGuests'));
      const price = num(attr(amount, 'AmountAfterTax'));
      if (guests && price !== undefined && (attr(amount, 'AgeQualifyingCode') ?? '10') === '10')
        byGuests.set(guests, price);
    }
    const additional = children(child(rate, 'AdditionalGuestAmounts'), 'AdditionalGuestAmount');
    const extraAdult = num(
      attr(
        additional.find((a) => attr(a, 'AgeQualifyingCode') === '10'),
        'Amount',
      ),
    );
    const childBands = additional
      .filter((a) => attr(a, 'AgeQualifyingCode') === '8')
      .map((a) => ({
        minAge: num(attr(a, 'MinAge')) ?? 0,
        maxAge: num(attr(a, 'MaxAge')) ?? 99,
        amount: num(attr(a, 'Amount')) ?? 0,
      }));
    const maxListed = Math.max(0, ...byGuests.keys());
    const adults: (number | null)[] = [];
    for (let n = 1; n <= Math.max(maxListed, 1); n++) {
      const price = byGuests.get(n);
      adults.push(price === undefined ? null : perRoom ? price : price * n);
    }
    // Adults beyond those listed pay the extra adult amount on top (up to 10 in a room).
    const top = adults[maxListed - 1];
    if (extraAdult !== undefined && top !== null && top !== undefined)
      for (let n = maxListed + 1; n <= 10; n++) adults.push(top + extraAdult * (n - maxListed));
    const nights = change.rates.get(roomType) ?? new Map<string, NightRate>();
    for (const night of nightsOf(attr(rate, 'Start'), attr(rate, 'End'), today))
      nights.set(night, { adults, childBands });
    change.rates.set(roomType, nights);
  }
  for (const rule of children(child(node, 'BookingRules'), 'BookingRule')) {
    const lengths = children(child(rule, 'LengthsOfStay'), 'LengthOfStay');
    const los = (type: string) => {
      const entry = lengths.find((l) => attr(l, 'MinMaxMessageType') === type);
      return entry ? (num(attr(entry, 'Time')) ?? null) : undefined;
    };
    const dow = child(rule, 'DOW_Restrictions');
    const status = attr(child(rule, 'RestrictionStatus'), 'Status');
    for (const night of nightsOf(attr(rule, 'Start'), attr(rule, 'End'), today)) {
      const r: NightRule = change.rules.get(night) ?? {};
      const minThrough = los('SetMinLOS');
      const maxThrough = los('SetMaxLOS');
      const minArrival = los('SetForwardMinStay');
      const maxArrival = los('SetForwardMaxStay');
      if (minThrough !== undefined) r.minStayThrough = minThrough;
      if (maxThrough !== undefined) r.maxStayThrough = maxThrough;
      if (minArrival !== undefined) r.minStayArrival = minArrival;
      if (maxArrival !== undefined) r.maxStayArrival = maxArrival;
      if (dow) {
        r.closedToArrival = dowClosed(child(dow, 'ArrivalDaysOfWeek'), night);
        r.closedToDeparture = dowClosed(child(dow, 'DepartureDaysOfWeek'), night);
      }
      if (status) r.stopSell = status === 'Close';
      change.rules.set(night, r);
    }
  }
  if (child(node, 'Supplements')) change.ignored.push('supplements');
  if (child(node, 'Offers')) change.ignored.push('offers');
  return change;
}

function describe(node: XmlNode, name: string): XmlNode[] {
  const entry = children(node, 'Description').find((d) => attr(d, 'Name') === name);
  return children(entry, 'Text');
}

/** A child's nightly price for a kids tier: the band holding the tier's youngest age. */
export function tierAmount(
  bands: NightRate['childBands'],
  tier: { age_min: number },
): number | undefined {
  return bands.find((b) => b.minAge <= tier.age_min && tier.age_min < b.maxAge)?.amount;
}
