import { type CurrencyCode, DEFAULT_CURRENCY, toCurrencyCode } from './currencies.ts';

/**
 * Multi-currency payment (mcp) rules of product §4 and the currency-selector rule of §2, as
 * pure functions. "mcp currency" is the guest's display/payment currency when it differs from
 * the hotel's own currency.
 */

/** Brands the spec knows (§3). */
export type CardBrand = 'visa' | 'ponta_visa' | 'master' | 'mastercard' | 'amex' | 'jcb' | 'diners';

/** Brands that can pay in a foreign (mcp) currency. */
export const MCP_CARD_BRANDS = ['visa', 'master'] as const;

/** Brands offered when the currency was switched back to the hotel's temporarily. */
export const TEMPORARY_SWITCH_CARD_BRANDS = ['jcb', 'amex', 'diners'] as const;

/** Brand ids for which multi-currency is never enabled (§6). */
export const MCP_EXCLUDED_BRAND_IDS: readonly number[] = [838, 1242];

/** `mastercard` → `master`, `ponta_visa` → `visa`; others unchanged. */
export function normaliseCardBrand(brand: string): string {
  const lower = brand.toLowerCase();
  if (lower === 'mastercard') return 'master';
  if (lower === 'ponta_visa') return 'visa';
  return lower;
}

/** Multi-currency is on when the hotel enables it and the brand is not excluded. */
export function isMcpEnabled(mcpEnabledSetting: boolean, brandId?: number | null): boolean {
  return mcpEnabledSetting && !(brandId != null && MCP_EXCLUDED_BRAND_IDS.includes(brandId));
}

/**
 * The mcp currency to keep at startup: a valid `mcp_currency` is kept when multi-currency is
 * enabled and the visit is not a reservation update; otherwise none (hotel currency applies).
 */
export function keptMcpCurrency(input: {
  readonly mcpEnabled: boolean;
  readonly mcpCurrency: string | null | undefined;
  readonly isReservationUpdate: boolean;
}): CurrencyCode | undefined {
  if (!input.mcpEnabled || input.isReservationUpdate) return undefined;
  return toCurrencyCode(input.mcpCurrency);
}

/**
 * The currency detected by the preload is stored only with multi-currency on and no
 * `current_reservation`; returns the code to store, or `undefined`.
 */
export function detectedCurrencyToStore(input: {
  readonly mcpEnabled: boolean;
  readonly detected: string | null | undefined;
  readonly hasCurrentReservation: boolean;
}): CurrencyCode | undefined {
  if (!input.mcpEnabled || input.hasCurrentReservation) return undefined;
  return toCurrencyCode(input.detected);
}

/** The guest's currency situation during payment. */
export interface McpPaymentState {
  /** The currency the guest chose (undefined: paying in the hotel's currency). */
  readonly mcpCurrency: CurrencyCode | undefined;
  /** True when the guest's currency was set aside for this payment choice. */
  readonly temporarilySwitched: boolean;
}

/** A payment choice on the payment step. */
export interface PaymentChoice {
  /** Payment kind, e.g. `credit_card`, `on_site`, `bank_transfer`. */
  readonly kind: string;
  /** Card brand, when paying by card. */
  readonly brand?: string | undefined;
}

/**
 * After the guest picks a payment method: credit card with an mcp-capable brand (visa,
 * master) clears the temporary switch, so the chosen currency applies again; any other choice
 * resets to the hotel's original currency for now (temporary switch).
 */
export function applyPaymentChoice(state: McpPaymentState, choice: PaymentChoice): McpPaymentState {
  if (!state.mcpCurrency) return { mcpCurrency: undefined, temporarilySwitched: false };
  const mcpCapable =
    choice.kind.startsWith('credit_card') &&
    choice.brand !== undefined &&
    (MCP_CARD_BRANDS as readonly string[]).includes(normaliseCardBrand(choice.brand));
  return { mcpCurrency: state.mcpCurrency, temporarilySwitched: !mcpCapable };
}

/** The currency charged: the hotel's while temporarily switched or without mcp, else the mcp one. */
export function effectiveCurrency(
  state: McpPaymentState,
  hotelCurrency: CurrencyCode = DEFAULT_CURRENCY,
): CurrencyCode {
  return state.mcpCurrency && !state.temporarilySwitched ? state.mcpCurrency : hotelCurrency;
}

/**
 * Card brands offered in multi-currency: visa and master while paying in the mcp currency,
 * jcb, amex and diners when the currency was switched temporarily.
 */
export function allowedMcpCardBrands(temporarilySwitched: boolean): readonly string[] {
  return temporarilySwitched ? TEMPORARY_SWITCH_CARD_BRANDS : MCP_CARD_BRANDS;
}

/** A currency other than JPY limits payment to credit card (§5). */
export function paymentLimitedToCard(currency: string): boolean {
  return currency !== 'JPY';
}

/** Where a route may show the currency selector (a route-table flag). */
export type CurrencySelectorPlace = 'results' | 'recommender' | 'guestDetail' | 'otaPayment';

/** Everything the currency-selector rule of §2 looks at. */
export interface CurrencySelectorContext {
  readonly mcpEnabled: boolean;
  /** The current route's flag; `undefined` on routes that never show the selector. */
  readonly place: CurrencySelectorPlace | undefined;
  /** On guest detail: true when the booking step is payment. */
  readonly isPaymentStep?: boolean;
  /** OTA payment: a `key` query parameter is present. */
  readonly hasKey?: boolean;
  /** OTA payment: the currency toggle by payment is on. */
  readonly currencyToggleByPayment?: boolean;
  /** A `current_reservation` query parameter exists. */
  readonly hasCurrentReservation?: boolean;
  /** The `context` query parameter. */
  readonly context?: string | null | undefined;
}

/**
 * §2: shown only with multi-currency on, on the results page or rooms recommender, on guest
 * detail when the step is payment, and on OTA payment with a key and the toggle on; hidden
 * when `current_reservation` exists unless the context is `update_payment_type`.
 */
export function isCurrencySelectorVisible(ctx: CurrencySelectorContext): boolean {
  if (!ctx.mcpEnabled || ctx.place === undefined) return false;
  if (ctx.hasCurrentReservation && ctx.context !== 'update_payment_type') return false;
  switch (ctx.place) {
    case 'results':
    case 'recommender':
      return true;
    case 'guestDetail':
      return ctx.isPaymentStep === true;
    case 'otaPayment':
      return ctx.hasKey === true && ctx.currencyToggleByPayment === true;
  }
}
