import type { BookingWidgetSettings } from '../api/contract/settings.ts';
import { isCurrencySelectorVisible, isMcpEnabled } from '../rules/mcp.ts';
import type { StartupParams } from '../shared/startup/startup-params.ts';
import type { RouteDef } from './routes.ts';

/** Which parts of the chrome show on the current route (product.md §2 "Header and shell"). */
export interface ShellVisibility {
  readonly header: boolean;
  readonly footer: boolean;
  /** The header holds only the close button. */
  readonly closeButtonOnly: boolean;
  readonly languageSelector: boolean;
  readonly currencySelector: boolean;
  readonly backLink: boolean;
  readonly loginWidget: boolean;
}

export interface ShellVisibilityInput {
  /** undefined on the not-found page. */
  readonly route: RouteDef | undefined;
  /** Inside the chatbot frame (`iframe=triplabot`). */
  readonly chatbot: boolean;
  readonly settings: BookingWidgetSettings | undefined;
  readonly params: StartupParams;
  /** On guest detail: the booking step is payment (owned by the booking feature). */
  readonly isPaymentStep?: boolean;
  /** OTA payment: the currency toggle by payment is on (owned by the OTA feature). */
  readonly currencyToggleByPayment?: boolean;
  /** The login widget is hidden on the results page in update mode (owned by results). */
  readonly updateMode?: boolean;
}

/** The §2 rules as one pure function; the shell never checks paths itself. */
export function shellVisibility(input: ShellVisibilityInput): ShellVisibility {
  const { route, chatbot, settings, params } = input;
  const header = !route?.headless && !route?.hidesHeader;
  const closeButtonOnly = header && route?.closeButtonOnly === true;
  const full = header && !closeButtonOnly;
  const mcpEnabled = settings ? isMcpEnabled(settings.mcp_enabled, settings.hotel_brand_id) : false;
  return {
    header,
    footer: !route?.headless,
    closeButtonOnly,
    languageSelector: full && !chatbot && !route?.hidesLanguageSelector,
    currencySelector:
      full &&
      isCurrencySelectorVisible({
        mcpEnabled,
        place: route?.currencySelector,
        isPaymentStep: input.isPaymentStep === true,
        hasKey: params.raw.key !== undefined,
        currencyToggleByPayment: input.currencyToggleByPayment === true,
        hasCurrentReservation: params.raw.current_reservation !== undefined,
        context: params.raw.context,
      }),
    backLink: full && route?.backLink === true,
    loginWidget:
      full &&
      !chatbot &&
      !route?.hidesLoginWidget &&
      !(input.updateMode === true && route?.path === '/booking/result'),
  };
}
