import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { createApiClient } from '../../api/client/create-client.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { getBookingWidgetSettings } from '../../api/contract/endpoints/settings.ts';
import { isApiError } from '../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../api/errors/local-codes.ts';
import { ensureClientSession } from '../../api/session/ensure-client-session.ts';
import type { SessionStore } from '../../api/session/session-store.ts';
import { toCurrencyCode } from '../../rules/currencies.ts';
import { toLocale } from '../../rules/locales.ts';
import { isMcpEnabled, keptMcpCurrency } from '../../rules/mcp.ts';
import type { ParentCommand } from '../../shared/embed/parent-command.ts';
import { clearError, type Store, setError } from '../../shared/errors/slots.ts';
import {
  allowedLocalesAtom,
  localeAtom,
  requestedLocaleAtom,
} from '../../shared/locale/locale-state.ts';
import {
  authAtom,
  currentPathAtom,
  initSettingsAtom,
  initStateAtom,
  startupParamsAtom,
} from '../../shared/startup/init-state.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';
import { currencyAtom } from '../currency-state.ts';
import { noticeAtom } from '../notice.ts';
import { findRoute } from '../routes.ts';
import { identify } from './identify.ts';
import { initialLocale } from './initial-locale.ts';
import { searchPath } from './search-path.ts';

/** What the runtime needs from its embedding (hosted page or inline element). */
export interface RuntimeHost {
  /** Navigates the app's own location (browser history hosted, memory location inline). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The server declared the client session invalid: hosted reloads, inline re-mounts. */
  restart(): void;
}

export interface RuntimeOptions {
  config: WidgetConfig;
  store: Store;
  /** Startup parameters, read from the address before tokens were stripped. */
  params: StartupParams;
  /** Provider origin (see shared/api/api-base.ts). */
  apiBase: string;
  sessionStore: SessionStore;
  host: RuntimeHost;
}

/** One widget instance's services: the API client bound to its store, and startup. */
export interface AppRuntime {
  readonly client: ApiClient;
  readonly store: Store;
  /** Runs startup once (later calls return the same promise). Never rejects. */
  start(): Promise<void>;
  /** A command from the parent window (hosted/parent-bridge.ts); call after start resolved. */
  onParentCommand(command: ParentCommand): void;
}

/** Pages a refreshed login leaves for search (product.md §4 "refresh-login-from-chatbot"). */
const SIGN_IN_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password']);

/**
 * Wires the API client's error behaviours (doc 2 §8) to this instance's state and navigation,
 * and runs startup (product.md §2): session, init settings, identity. Lives outside React so
 * a re-mount of the element does not run startup twice.
 */
export function createAppRuntime(options: RuntimeOptions): AppRuntime {
  const { config, store, params, host } = options;
  store.set(startupParamsAtom, params);
  const requested = params.raw.locale ?? config.locale;
  store.set(requestedLocaleAtom, toLocale(requested));
  store.set(localeAtom, initialLocale(requested));
  store.set(authAtom, identify(params));

  // The client session is asked for with the hotel code and the public widget secret.
  const client = createApiClient({
    apiBase: options.apiBase,
    hotelCode: config.hotelCode,
    sessionStore: options.sessionStore,
    getLocale: () => store.get(localeAtom),
    getAccessToken: () => {
      const auth = store.get(authAtom);
      return auth.status === 'token' ? auth.accessToken : undefined;
    },
    onUnauthorized: () => {
      // doc 2 §8: local sign-out, a message, then sign-in (where a login is required) or search.
      const wasSignedIn = store.get(authAtom).status !== 'anonymous';
      store.set(authAtom, { status: 'anonymous' });
      store.set(noticeAtom, 'app.signedOut');
      const needsLogin = findRoute(store.get(currentPathAtom))?.loginRequired === true;
      host.navigate(
        wasSignedIn && needsLogin ? '/sign-in' : searchPath(store.get(initSettingsAtom)),
        { replace: true },
      );
    },
    onServiceUnavailable: (code) => {
      host.navigate(code ? `/503?code=${encodeURIComponent(code)}` : '/503', { replace: true });
    },
    onInvalidSession: () => host.restart(),
  });

  const run = async (): Promise<void> => {
    if (!config.hotelCode) {
      store.set(initStateAtom, { status: 'missingHotelCode' });
      return;
    }
    try {
      await ensureClientSession(client);
      const answer = await callEndpoint(client, getBookingWidgetSettings, {
        params: { code: config.hotelCode },
      });
      const settings = answer.data;
      store.set(initStateAtom, { status: 'ready', settings });
      clearError(store, 'init');
      // Only a remembered or browser-derived locale gives way to the facility's languages;
      // a locale the hotel or the link asked for explicitly is honoured (and stays offered,
      // see offeredLocales).
      if (!requested)
        store.set(localeAtom, initialLocale(undefined, store.get(allowedLocalesAtom)));
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
    } catch (error) {
      // doc 2 §8 "Init failure: error title shown globally" — and the init slot for screens.
      const failed = setError(store, 'init', error);
      if (!(isApiError(error) && error.code === LOCAL_CODES.aborted))
        setError(store, 'global', error);
      store.set(initStateAtom, { status: 'failed', error: failed });
    }
  };

  const onParentCommand = (command: ParentCommand): void => {
    const signedIn = store.get(authAtom).status !== 'anonymous';
    if (command === 'logout') {
      store.set(authAtom, { status: 'anonymous' });
      return;
    }
    // refresh-login-from-chatbot: membership is not built, so "identity" is the member token.
    if (!options.sessionStore.get() || !signedIn) {
      store.set(authAtom, { status: 'anonymous' });
      host.navigate('/booking/result', { replace: true });
    } else if (SIGN_IN_PAGES.has(store.get(currentPathAtom))) {
      host.navigate(searchPath(store.get(initSettingsAtom)), { replace: true });
    }
  };

  let started: Promise<void> | undefined;
  return {
    client,
    store,
    start: () => {
      started ??= run();
      return started;
    },
    onParentCommand,
  };
}
