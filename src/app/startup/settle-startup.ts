import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { toCurrencyCode } from '../../rules/currencies.ts';
import { isMcpEnabled, keptMcpCurrency } from '../../rules/mcp.ts';
import { clearError, type Store } from '../../shared/errors/slots.ts';
import { allowedLocalesAtom, localeAtom } from '../../shared/locale/locale-state.ts';
import { initStateAtom } from '../../shared/startup/init-state.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';
import { currencyAtom } from '../currency-state.ts';
import { initialLocale, type LocalePreferences } from './initial-locale.ts';

export interface SettleOptions {
  readonly config: WidgetConfig;
  readonly params: StartupParams;
  /** The guest's language preferences; read from the browser when not given. */
  readonly preferences?: LocalePreferences | undefined;
}

/**
 * What startup decides once the init settings are in: the app is ready, the locale is limited
 * to the facility's languages, the currency is chosen. One function for the runtime
 * (create-runtime.ts) and the server's drawing of the first screen (server/web/first-screen),
 * so the screen the server draws is the one the widget then draws.
 */
export function settleStartup(
  store: Store,
  settings: BookingWidgetSettings,
  { config, params, preferences }: SettleOptions,
): void {
  store.set(initStateAtom, { status: 'ready', settings });
  // The locale the address or the attribute asked for, if any (as create-runtime.ts reads it).
  const requested = params.raw.locale ?? config.locale;
  clearError(store, 'init');
  // Only a remembered or browser-derived locale gives way to the facility's languages;
  // a locale the hotel or the link asked for explicitly is honoured (and stays offered,
  // see offeredLocales).
  if (!requested)
    store.set(localeAtom, initialLocale(undefined, store.get(allowedLocalesAtom), preferences));
  const mcp = isMcpEnabled(settings.mcp_enabled, settings.hotel_brand_id);
  store.set(
    currencyAtom,
    keptMcpCurrency({
      mcpEnabled: mcp,
      mcpCurrency: params.raw.mcp_currency ?? params.raw.currency ?? config.currency,
      isReservationUpdate: params.raw.current_reservation !== undefined,
    }) ??
      toCurrencyCode(settings.currency) ??
      'JPY',
  );
}
