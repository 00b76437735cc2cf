import type { CardTokenRequest } from '../../api/contract/payment.ts';
import { allowedMcpCardBrands } from '../../rules/mcp.ts';
import type { RuleResult } from '../form/rule-types.ts';
import { cardDigits, type DetectedCardBrand, detectCardBrand } from './card-brand.ts';
import {
  cardExpiryError,
  cardHolderError,
  cardNumberError,
  securityCodeError,
} from './card-fields.ts';
import { visaMasterLimitError } from './card-limits.ts';

/**
 * What the guest types into the card form. It lives only in the form's component state: never
 * in the draft, storage or a log, and the sensitive fields are cleared once tokenised.
 */
export interface CardFormValues {
  holder: string;
  number: string;
  /** The brand the guest confirms; follows the detected brand until changed by hand. */
  brand: DetectedCardBrand | '';
  /** `MM` and `YY`/`YYYY` as typed. */
  expMonth: string;
  expYear: string;
  cvc: string;
}

export const EMPTY_CARD: CardFormValues = {
  holder: '',
  number: '',
  brand: '',
  expMonth: '',
  expYear: '',
  cvc: '',
};

/** Fields in screen order: the first invalid one gets the focus. */
export const CARD_FIELDS = ['holder', 'number', 'brand', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardErrors = Partial<Record<CardField, RuleResult>>;

/** What the card is checked against besides its own fields. */
export interface CardContext {
  /** Today in the hotel's time zone and the check-out date, `YYYY-MM-DD`. */
  today: string;
  checkout: string;
  /** The server's total (hotel currency minor units) and that currency. */
  amount: number;
  currency: string;
  /** True when the card is charged now (pre_paid); a guarantee card is not charged online. */
  online: boolean;
  /** True when paying in a multi-currency (not the hotel's) currency: Visa/Master only. */
  mcpActive: boolean;
}

const twoOrFourDigits = /^(\d{2}|\d{4})$/;

/** Each field's first problem (product §5 card rules), only for fields that have one. */
export function cardErrors(values: CardFormValues, ctx: CardContext): CardErrors {
  const errors: CardErrors = {};
  const holder = cardHolderError(values.holder);
  if (holder) errors.holder = holder;
  const number = cardNumberError(values.number, {
    ...(values.brand ? { selectedBrand: values.brand } : {}),
    ...(ctx.mcpActive ? { acceptedBrands: allowedMcpCardBrands(false) } : {}),
  });
  const detected = detectCardBrand(values.number);
  const limit = visaMasterLimitError({
    brand: detected,
    amount: ctx.amount,
    currency: ctx.currency,
    online: ctx.online,
  });
  if (number ?? limit) errors.number = number ?? limit;
  if (!values.brand) errors.brand = 'booking.validation.required';
  const month = /^\d{1,2}$/.test(values.expMonth.trim()) ? Number(values.expMonth) : Number.NaN;
  const year = twoOrFourDigits.test(values.expYear.trim()) ? Number(values.expYear) : Number.NaN;
  const expiry =
    values.expMonth.trim() === '' || values.expYear.trim() === ''
      ? 'booking.validation.required'
      : cardExpiryError({ month, year }, ctx.today, ctx.checkout);
  if (expiry) errors.expiry = expiry;
  const cvc = securityCodeError(values.cvc, detected);
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The first field with an error, in screen order. */
export function firstInvalid(errors: CardErrors): CardField | undefined {
  return CARD_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * The number as typed with the brand's grouping (4-6-5 for Amex, groups of 4 otherwise), so
 * the guest can compare it with the card; anything not a digit is left as typed.
 */
export function groupCardNumber(input: string): string {
  const digits = cardDigits(input);
  if (digits === undefined) return input;
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** The gateway's tokenisation body of valid form values (call after `cardErrors` is empty). */
export function tokenRequestOf(values: CardFormValues): CardTokenRequest {
  const year = Number(values.expYear);
  return {
    number: cardDigits(values.number) ?? values.number,
    exp_month: Number(values.expMonth),
    exp_year: year < 100 ? 2000 + year : year,
    cvc: values.cvc.trim(),
    holder: values.holder.trim(),
  };
}

/**
 * The form after tokenisation or a refused card: number, expiry and code are wiped (they must
 * not outlive their one use); the holder's name is the guest's and stays.
 */
export function clearedCard(values: CardFormValues): CardFormValues {
  return { ...EMPTY_CARD, holder: values.holder };
}
