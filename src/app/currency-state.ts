import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { type CurrencyCode, DEFAULT_CURRENCY } from '../rules/currencies.ts';

/**
 * The currency prices are shown in for this instance: the hotel's currency, or a kept
 * `mcp_currency` on multi-currency hotels (money/mcp.ts), or what the guest picked in the
 * header's currency selector.
 */
export const currencyAtom: PrimitiveAtom<CurrencyCode> = atom<CurrencyCode>(DEFAULT_CURRENCY);
