import { addMonths, daysBetween } from '../../src/rules/dates.ts';
import { DomainError, invalid } from './errors.ts';

/** Longest stay one reservation may cover. */
export const MAX_NIGHTS = 30;

export interface StayRules {
  today: string;
  reservablePeriodMonths: number;
  minNights?: number;
  maxNights?: number;
}

/**
 * Checks a stay's dates: check-out after check-in, check-in not in the past (hotel's today),
 * inside the reservable period (error 1903 quoting the months), and within plan min/max nights.
 * Returns the number of nights.
 */
export function validateStay(checkin: string, checkout: string, rules: StayRules): number {
  const nights = daysBetween(checkin, checkout);
  if (nights < 1) throw invalid('checkout_date', 'must be after checkin_date');
  if (checkin < rules.today) throw invalid('checkin_date', 'must not be in the past');
  if (nights > MAX_NIGHTS)
    throw invalid('checkout_date', `must be at most ${MAX_NIGHTS} nights after checkin_date`);
  const last = addMonths(rules.today, rules.reservablePeriodMonths);
  if (checkin > last) {
    throw new DomainError(
      1903,
      422,
      `Bookable only within ${rules.reservablePeriodMonths} months from today`,
      'checkin_date',
      { reservable_period_months: rules.reservablePeriodMonths },
    );
  }
  if (rules.minNights !== undefined && nights < rules.minNights) {
    throw invalid('checkout_date', `must give at least ${rules.minNights} nights for this plan`);
  }
  if (rules.maxNights !== undefined && nights > rules.maxNights) {
    throw invalid('checkout_date', `must give at most ${rules.maxNights} nights for this plan`);
  }
  return nights;
}
